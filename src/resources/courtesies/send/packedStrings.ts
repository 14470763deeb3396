/**
 * A list of strings as one text and where each one ends. The worker hands 100,000 contacts to the
 * page this way: one string and one transferred buffer cross the boundary instead of 100,000
 * strings serialised and rebuilt one by one on the main thread, and the page rebuilds only the
 * rows it draws (and the whole list once, when it sends).
 */
export interface PackedStrings {
  text: string;
  /** ends[i] is where item i ends in `text`; it starts where item i - 1 ends. */
  ends: Uint32Array;
}

/** A null item is packed as '' (join writes nothing for it). */
export function packStrings(items: readonly (string | null)[]): PackedStrings {
  const ends = new Uint32Array(items.length);
  let end = 0;
  for (let i = 0; i < items.length; i++) ends[i] = end += items[i]?.length ?? 0;
  return { text: items.join(''), ends };
}

export const packedLength = (packed: PackedStrings) => packed.ends.length;

export const packedAt = (packed: PackedStrings, i: number): string => packed.text.slice(i ? packed.ends[i - 1] : 0, packed.ends[i]);

export function unpackStrings(packed: PackedStrings): string[] {
  const items = new Array<string>(packed.ends.length);
  for (let i = 0; i < items.length; i++) items[i] = packedAt(packed, i);
  return items;
}
