/**
 * The one money formatter (DESIGN.md section 7): cents as Brazilians read them, 'R$ 1.234,56'.
 * Shared, so a server message names an amount exactly as the screens do.
 */
// On first use (src/shared/dateTime.ts says why).
let brl: Intl.NumberFormat | undefined;
const BRL = () => (brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));

// Intl puts a no-break space after 'R$'; a plain one keeps the text equal to what the spec writes.
export const formatReais = (cents: number) => BRL().format(cents / 100).replace(/\u00a0/g, ' ');

/** Hundredths of a percent as the percent fields show them: 2000 -> '20,00%'. */
export const formatPercent = (hundredths: number) => `${(hundredths / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}%`;
