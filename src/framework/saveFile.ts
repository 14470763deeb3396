/**
 * Hands a file made in the page (a CSV read from the API with the session's token) to the
 * browser's downloads, as a link to it would: an object URL and a link with `download`, clicked.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the page's goes a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
