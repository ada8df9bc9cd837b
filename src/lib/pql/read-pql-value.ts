/** Reads a condition's value: comma-separated items, each bare or double-quoted. */
import { pqlFailure as failure } from './pql-reasons.ts';
import type { PqlError } from './pql-types.ts';
import { isPqlWhitespace, skipWhitespace } from './pql-text.ts';

export type ValueRead = { ok: true; items: string[]; end: number } | { ok: false; error: PqlError };

type ItemRead = { ok: true; item: string; end: number; quoted: boolean } | { ok: false; error: PqlError };

/** `start` is at the first non-whitespace character after the operator, before the end of text. */
export function readPqlValue(text: string, start: number): ValueRead {
  const items: string[] = [];
  let index = start;
  for (;;) {
    const read = readItem(text, index);
    if (!read.ok) return read;
    items.push(read.item);
    const afterItem = read.end;
    const next = skipWhitespace(text, afterItem);
    if (text[next] === ',') {
      index = skipWhitespace(text, next + 1);
      if (index === text.length) return failure(index, 'valueAfterComma');
      continue;
    }
    if (afterItem < text.length && !isPqlWhitespace(text[afterItem])) {
      // A bare item stops only at whitespace, a comma or a double quote, so the other case is a quote.
      return failure(afterItem, read.quoted ? 'textAfterClosingQuote' : 'quoteInBareValue');
    }
    return { ok: true, items, end: afterItem };
  }
}

function readItem(text: string, start: number): ItemRead {
  const first = text[start];
  if (first === ',') return failure(start, 'valueBeforeComma');
  if (first === '"') return readQuotedItem(text, start);
  let end = start;
  while (end < text.length && !isPqlWhitespace(text[end]) && text[end] !== ',' && text[end] !== '"') end += 1;
  return { ok: true, item: text.slice(start, end), end, quoted: false };
}

function readQuotedItem(text: string, start: number): ItemRead {
  const parts: string[] = [];
  let chunkStart = start + 1;
  let index = chunkStart;
  while (index < text.length) {
    const char = text[index];
    if (char === '"') {
      parts.push(text.slice(chunkStart, index));
      return { ok: true, item: parts.join(''), end: index + 1, quoted: true };
    }
    if (char === '\\') {
      if (index + 1 >= text.length) break;
      const escaped = text[index + 1]!;
      if (escaped !== '"' && escaped !== '\\') {
        return failure(index, 'badEscape', { escape: `\\${escaped}` });
      }
      parts.push(text.slice(chunkStart, index), escaped);
      index += 2;
      chunkStart = index;
      continue;
    }
    index += 1;
  }
  return failure(start, 'unterminatedQuote');
}
