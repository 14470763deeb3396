/**
 * A store's slug (spec 2 section 5): the name lowercased, accents and punctuation removed,
 * spaces turned into hyphens; a valid slug is lowercase letters and digits in words joined by
 * single hyphens ('meu-estabelecimento').
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const isSlug = (value: string) => SLUG_PATTERN.test(value);
