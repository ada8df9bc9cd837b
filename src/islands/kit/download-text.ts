/**
 * Hands text to the browser as a file to save. CSV gets a byte order mark (spreadsheets read
 * UTF-8 by it); other types, such as zone files, get exactly the text.
 */
export function downloadText(text: string, fileName: string, mediaType = 'text/csv;charset=utf-8'): void {
  const parts = mediaType.startsWith('text/csv') ? ['\ufeff', text] : [text];
  const url = URL.createObjectURL(new Blob(parts, { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
