/**
 * The file's bytes as text: UTF-8 when they are valid UTF-8, else Windows-1252, which is what
 * Excel in Brazil saves a CSV as ('João' would otherwise arrive as 'Jo�o'). The BOM is dropped.
 */
export function decodeCsv(buffer: ArrayBuffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1252').decode(buffer);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
