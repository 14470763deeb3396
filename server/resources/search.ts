/**
 * Accent- and case-insensitive "contains" that runs the same on PGlite and PostgreSQL 15
 * without the unaccent extension: `lower(translate(column, accented, plain)) LIKE pattern`.
 */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = [...ACCENTED].map((c) => c.normalize('NFD')[0]).join('');

export const TRANSLATE_FROM = ACCENTED;
export const TRANSLATE_TO = PLAIN;

/** The search text folded like the SQL side folds the column. */
export const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** `%text%` with LIKE's wildcards escaped (ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL of one column's folded contains test; `$from`, `$to`, `$pattern` are parameter placeholders. */
export const foldedContains = (column: string, from: string, to: string, pattern: string) =>
  `lower(translate(${column}::text, ${from}, ${to})) LIKE ${pattern} ESCAPE '\\'`;

/**
 * A search as the beginnings of its words, for a text-search vector kept folded and cut at anything
 * but a letter or a digit (migration 027's `accreditation_participants.search_words`):
 * `'silv':* & 'jo':*` (each word, any order); null when no letter or digit is left to look for.
 */
export function wordPrefixQuery(text: string, maxWords = 8): string | null {
  const words = fold(text).split(/[^a-z0-9]+/).filter(Boolean).slice(0, maxWords);
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
}
