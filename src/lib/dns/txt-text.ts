/**
 * TXT edited as plain text: the product splits it into quoted character-strings of at most
 * 255 bytes (never inside a multi-byte character) and reads them back joined.
 */
import { problem } from './dns-messages.ts';
import { escapeBytes, textOf, tokenize } from './presentation.ts';
import type { RecordProblem } from './zone-record.ts';

export const maxStringBytes = 255;
const encoder = new TextEncoder();

/** `"…" "…"`: the text in quoted pieces of at most 255 bytes each, `"` and `\` escaped, control characters as `\DDD`. */
export function txtFromText(text: string): string {
  const pieces: number[][] = [[]];
  for (const char of text) {
    const code = char.charCodeAt(0);
    // ASCII is its own byte: no encoder call per character (zone files of 100 000 records).
    const bytes = code < 0x80 ? [code] : encoder.encode(char);
    if (pieces[pieces.length - 1].length + bytes.length > maxStringBytes) pieces.push([]);
    pieces[pieces.length - 1].push(...bytes);
  }
  return pieces.map((piece) => `"${escapeBytes(piece)}"`).join(' ');
}

/** The plain text of TXT content: its character-strings joined as receivers read them (SPF, DKIM). */
export function textFromTxt(content: string): string {
  const result = tokenize(content);
  if ('unclosedQuote' in result) return content;
  const { tokens } = result;
  if (tokens.length === 1) return textOf(tokens[0].bytes);
  const bytes = new Uint8Array(tokens.reduce((length, token) => length + token.bytes.length, 0));
  let offset = 0;
  for (const token of tokens) {
    bytes.set(token.bytes, offset);
    offset += token.bytes.length;
  }
  return textOf(bytes);
}

const typographicQuotes = /[“”„‘’‚]/;

export function hasTypographicQuotes(text: string): boolean {
  return typographicQuotes.test(text);
}

/** TXT content as stored: quoted pieces of at most 255 bytes, no typographic quotes. */
export function checkTxtContent(content: string): RecordProblem[] {
  const result = tokenize(content);
  if ('unclosedQuote' in result) return [problem('text', 'unclosedQuote')];
  const problems: RecordProblem[] = [];
  if (result.tokens.length > 1 && result.tokens.some((token) => !token.quoted)) problems.push(problem('text', 'txtUnquoted'));
  if (result.tokens.some((token) => token.bytes.length > maxStringBytes)) problems.push(problem('text', 'txtPieceTooLong'));
  if (hasTypographicQuotes(textFromTxt(content))) problems.push(problem('text', 'typographicQuotes'));
  return problems;
}
