/**
 * The real type of an uploaded image, from its bytes (magic numbers; SVG from its text), never
 * from the name or the declared type: spec 1 section 5 accepts jpg, jpeg, png, gif, webp, svg.
 */
import type { ImageExtension } from './uploads';

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// An SVG document: optional BOM, XML declaration, comments and doctype, then the <svg> root.
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

export function detectImageType(bytes: Buffer): ImageExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  const head = bytes.subarray(0, 4096).toString('utf8');
  if (SVG_START.test(head) && !bytes.includes(0)) return 'svg';
  return null;
}
