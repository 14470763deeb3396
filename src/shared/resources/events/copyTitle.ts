/**
 * The title of a duplicated event ('<title> (cópia)'): the server writes it, the event card keeps
 * the suffix in sight when it shortens a long title, so a copy never looks like its original.
 */
export const COPY_SUFFIX = ' (cópia)';

/** 'Show (cópia) (cópia)' -> ['Show', ' (cópia) (cópia)']; a title without the suffix -> [title, '']. */
export function splitCopySuffix(title: string): [string, string] {
  let base = title;
  while (base.endsWith(COPY_SUFFIX)) base = base.slice(0, -COPY_SUFFIX.length);
  return [base, title.slice(base.length)];
}
