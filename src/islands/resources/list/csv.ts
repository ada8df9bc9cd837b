/**
 * CSV as RFC 4180 writes it: a header row, CRLF line ends, and a field quoted when it holds a
 * comma, quote, line break or leading/trailing space (quotes doubled). A cell starting with
 * `=`, `+`, `-` or `@` gets a leading apostrophe so a spreadsheet does not run it as a formula.
 */
const needsQuotes = /[",\r\n]|^\s|\s$/;
const formulaStart = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const safe = formulaStart.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A record's value as exported: raw, so the file reads the same in every language. */
export function csvValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
