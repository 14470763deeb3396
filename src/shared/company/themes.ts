/**
 * The company's look (spec 2 sections 2, 3, 5, 9): its colours, the sales-page theme and the event
 * card theme, with their fallbacks and rules. One place for the server's checks and the forms'.
 * Messages are catalogue keys.
 */

/** '#' and 3 or 6 hex digits (spec 2 section 5). */
export const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
export const isHex = (value: unknown): value is string => typeof value === 'string' && HEX_COLOR.test(value);

export interface Issue {
  field: string;
  message: string;
}

export const COLOR_FIELDS = ['primaryColor', 'secondaryColor', 'thirdColor'] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

/** The address query names of the colours screen (hex without '#'). */
export const COLOR_QUERY: Record<ColorField, string> = { primaryColor: 'primaria', secondaryColor: 'secundaria', thirdColor: 'alternativa' };

/** Fonts served by this server (@fontsource), for the card and the sales page. */
export const THEME_FONTS = ['Poppins', 'Roboto', 'Montserrat', 'Lato', 'Inter'] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];

export const SALES_THEME_COLORS = [
  'themeBackground',
  'headerBackground',
  'navigationMenuBackground',
  'navigationMenuTextColor',
  'primaryColor',
  'secondaryColor',
  'tertiaryColor',
] as const;
export type SalesTheme = Record<(typeof SALES_THEME_COLORS)[number], string> & { systemFont: ThemeFont };

/** Spec 2 section 9's fallbacks of the sales theme. */
export const SALES_THEME_DEFAULTS: SalesTheme = {
  themeBackground: '#FF0000',
  headerBackground: '#FFFFFF',
  navigationMenuBackground: '#DDFF00',
  navigationMenuTextColor: '#C2C2C2',
  systemFont: 'Poppins',
  primaryColor: '#000000',
  secondaryColor: '#343434',
  tertiaryColor: '#0000FF',
};

export const CARD_LAYOUTS = ['layout_1', 'layout_2', 'layout_3', 'layout_4', 'layout_5', 'layout_6'] as const;
export type CardLayout = (typeof CARD_LAYOUTS)[number];
export const CARD_THEME_COLORS = ['background', 'titleColor', 'dateColor', 'monthColor'] as const;
export const CARD_THEME_FONTS = ['titleFont', 'dateFont', 'monthFont'] as const;
export type CardTheme = Record<(typeof CARD_THEME_COLORS)[number], string> & Record<(typeof CARD_THEME_FONTS)[number], ThemeFont> & { cardLayout: CardLayout };

/** Spec 2 section 3's card defaults. */
export const CARD_THEME_DEFAULTS: CardTheme = {
  background: '#FFFFFF',
  titleColor: '#000000',
  dateColor: '#000000',
  monthColor: '#000000',
  titleFont: 'Poppins',
  dateFont: 'Poppins',
  monthFont: 'Poppins',
  cardLayout: 'layout_1',
};

const isFont = (v: unknown): v is ThemeFont => (THEME_FONTS as readonly unknown[]).includes(v);
const isLayout = (v: unknown): v is CardLayout => (CARD_LAYOUTS as readonly unknown[]).includes(v);

/** A stored (or sent) theme with every missing or unusable value replaced by its fallback. */
export function salesThemeOf(stored: unknown): SalesTheme {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const out = { ...SALES_THEME_DEFAULTS };
  for (const k of SALES_THEME_COLORS) if (isHex(s[k])) out[k] = s[k];
  if (isFont(s.systemFont)) out.systemFont = s.systemFont;
  return out;
}

export function cardThemeOf(stored: unknown): CardTheme {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const out = { ...CARD_THEME_DEFAULTS };
  for (const k of CARD_THEME_COLORS) if (isHex(s[k])) out[k] = s[k];
  for (const k of CARD_THEME_FONTS) if (isFont(s[k])) out[k] = s[k];
  if (isLayout(s.cardLayout)) out.cardLayout = s.cardLayout;
  return out;
}

/**
 * Issues of a colour value: empty is 'Este campo é obrigatório' when required, else nothing;
 * anything else must be a hex colour.
 */
export function colorIssue(field: string, value: unknown, required: boolean): Issue | undefined {
  if (value === undefined || value === null || value === '') return required ? { field, message: 'validation.required' } : undefined;
  if (!isHex(value)) return { field, message: 'validation.hexColor' };
  return undefined;
}

/** The company colours form (spec 2 section 5): the three colours are required, hex of 3 or 6 digits. */
export const companyColorIssues = (values: Partial<Record<ColorField, unknown>>): Issue[] =>
  COLOR_FIELDS.map((f) => colorIssue(f, values[f], true)).filter((i): i is Issue => Boolean(i));

/**
 * A theme change (PATCH body): only known fields, each of its kind. Theme forms have no required
 * message (spec 2 section 5): a field left out keeps its value.
 */
export function themeIssues(body: Record<string, unknown>, kind: 'sales' | 'card'): Issue[] {
  const colors: readonly string[] = kind === 'sales' ? SALES_THEME_COLORS : CARD_THEME_COLORS;
  const fonts: readonly string[] = kind === 'sales' ? ['systemFont'] : CARD_THEME_FONTS;
  const issues: Issue[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (colors.includes(field)) {
      const issue = colorIssue(field, value, true);
      if (issue) issues.push(issue);
    } else if (fonts.includes(field)) {
      if (!isFont(value)) issues.push({ field, message: 'validation.choice' });
    } else if (kind === 'card' && field === 'cardLayout') {
      if (!isLayout(value)) issues.push({ field, message: 'validation.choice' });
    } else if (field !== 'updatedAt') issues.push({ field, message: 'validation.unknownField' });
  }
  return issues;
}

/** Hex without '#' for the address query, and back. */
export const hexToQuery = (hex: string) => hex.replace(/^#/, '');
export const hexFromQuery = (value: string | null): string | undefined => (value ? `#${value.replace(/^#/, '')}` : undefined);

/** The sales-page preview's address: the business and, when given, the theme being edited (unsaved). */
export function salesPreviewPath(businessId: string, theme?: Partial<SalesTheme>, card?: Partial<CardTheme>): string {
  const q = new URLSearchParams({ business: businessId });
  if (theme) q.set('theme', JSON.stringify(theme));
  if (card) q.set('card', JSON.stringify(card));
  return `/preview/sales-page?${q.toString()}`;
}
