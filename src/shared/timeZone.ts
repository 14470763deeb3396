/** Where the product's dates are told (DESIGN section 4), whatever the reader's clock says. Alone, so the first page's file can name it without the formats. */
export const TIME_ZONE = 'America/Sao_Paulo';
