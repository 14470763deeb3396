/** Word and character counts of an HTML text, as the editor's counters show them. */
const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export function plainText(html: string | null | undefined): string {
  return String(html ?? '')
    .replace(/<(br|\/p|\/li|\/h\d|\/div)[^>]*>/gi, ' ') // block ends separate words
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/gi, (e) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function textStats(html: string | null | undefined): { words: number; characters: number } {
  const text = plainText(html);
  return { words: text ? text.split(' ').length : 0, characters: text.length };
}
