/**
 * Names out of pasted text: one per line, or separated by commas, semicolons, spaces or tabs
 * (a column copied from a spreadsheet, a list from an e-mail). A pasted address keeps only its
 * host (`https://www.example.com/shop` → `www.example.com`); quotes and angle brackets around a
 * name go; a name given twice counts once (compared as registries compare them), first place kept.
 */
import { normaliseName } from './domain-name.ts';

const separators = /[\n\r,;\t ]+/;
const scheme = /^[a-z][a-z0-9+.-]*:\/\//i;

function hostOf(piece: string): string {
  const unquoted = piece.replace(/^["'<(]+|["'>),]+$/g, '');
  return unquoted.replace(scheme, '').replace(/[/?#].*$/, '').replace(/:\d+$/, '');
}

export function splitNameList(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const piece of text.split(separators)) {
    const name = hostOf(piece.trim());
    if (name === '') continue;
    const key = normaliseName(name);
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
    if (names.length >= limit) break;
  }
  return names;
}
