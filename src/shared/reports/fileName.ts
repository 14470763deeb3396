/** How report files are named (the sales CSV on the server, the PDFs in the browser): the event's title as a slug and the São Paulo day. */
import { zonedParts } from '../dateTime';

/** 'Forró da Ação!' -> 'forro-da-acao'; empty for a title with no letter or digit. */
export const titleSlug = (title: string | null) =>
  (title ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** The day in São Paulo as dd-mm-yyyy. */
export function fileDay(now = new Date()): string {
  const p = zonedParts(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(p.day)}-${pad(p.month)}-${p.year}`;
}
