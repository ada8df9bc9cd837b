/**
 * The tokenizer of zone files (RFC 1035 section 5.1; DESIGN.md section 12, "One presentation
 * format"): blanks separate tokens, `;` starts a comment, parentheses join lines into one
 * entry, double quotes hold blanks and `;`, a backslash escapes the next character. Every
 * token keeps its line and column (1-based) so that every problem can point at it.
 *
 * A disabled record is written by our export as a one-line comment, `; disabled: www 3600 IN A …`,
 * so that name servers skip it and a re-import keeps it (disabled). Such a line that is not a
 * whole record is an ordinary comment: it never makes an error.
 */
import { zoneFileProblem, type ZoneFileProblem } from './zone-file-problems.ts';

export interface ZoneToken {
  /** As written: quotes and escapes kept. */
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

export interface ZoneEntry {
  readonly line: number;
  /** The entry's first line began with a blank: the owner of the record before it. */
  readonly ownerOmitted: boolean;
  readonly tokens: ZoneToken[];
  /** The comment closing the entry's last line, if any: the record's comment. */
  readonly comment: string | null;
  /**
   * The entry is over several lines and its comment follows data on its last line (`1h ) ; minimum`),
   * not a `)` alone: in an SOA written a field a line, such a comment names the field, not the record.
   */
  readonly commentBesideData: boolean;
  readonly disabled: boolean;
}

export interface ZoneTokens {
  readonly entries: ZoneEntry[];
  readonly errors: ZoneFileProblem[];
}

const disabledMark = /^;[ \t]*disabled:[ \t]?/i;
export const disabledPrefix = '; disabled: ';

const isBlank = (code: number): boolean => code === 32 || code === 9;
const quote = 34;
const backslash = 92;
const semicolon = 59;
const open = 40;
const close = 41;

export function tokenizeZoneFile(text: string): ZoneTokens {
  const entries: ZoneEntry[] = [];
  const errors: ZoneFileProblem[] = [];
  // A byte order mark (Windows editors, some exports) is not part of the first line's owner or directive.
  const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split('\n');
  let tokens: ZoneToken[] = [];
  let depth = 0;
  let opened = { line: 0, column: 0 };
  let entryLine = 0;
  let ownerOmitted = false;
  let disabled = false;
  let broken = false;

  for (let index = 0; index < lines.length; index++) {
    const lineNumber = index + 1;
    let line = lines[index];
    if (line.endsWith('\r')) line = line.slice(0, -1);
    let position = 0;
    if (depth === 0) {
      tokens = [];
      broken = false;
      entryLine = lineNumber;
      const mark = disabledMark.exec(line);
      disabled = mark !== null;
      if (mark) position = mark[0].length;
      ownerOmitted = !disabled && line.length > 0 && isBlank(line.charCodeAt(0));
    }
    let comment: string | null = null;
    let lineHasContent = false;
    let lineHasData = false;
    while (position < line.length) {
      const code = line.charCodeAt(position);
      if (isBlank(code)) {
        position++;
        continue;
      }
      if (code === semicolon) {
        comment = line.slice(position + 1).trim();
        break;
      }
      if (code === open) {
        if (depth === 0) opened = { line: lineNumber, column: position + 1 };
        depth++;
        lineHasContent = true;
        position++;
        continue;
      }
      if (code === close) {
        if (depth === 0) {
          if (!disabled) errors.push(zoneFileProblem(lineNumber, position + 1, 'unopenedParenthesis'));
          broken = true;
        } else depth--;
        lineHasContent = true;
        position++;
        continue;
      }
      const start = position;
      let inQuote = false;
      let quoteAt = 0;
      while (position < line.length) {
        const next = line.charCodeAt(position);
        if (next === backslash) {
          position += 2;
          continue;
        }
        if (next === quote) {
          inQuote = !inQuote;
          quoteAt = position;
        } else if (!inQuote && (isBlank(next) || next === semicolon || next === open || next === close)) break;
        position++;
      }
      if (inQuote) {
        if (!disabled) errors.push(zoneFileProblem(lineNumber, quoteAt + 1, 'unclosedQuote'));
        broken = true;
        position = line.length;
      }
      tokens.push({ text: line.slice(start, Math.min(position, line.length)), line: lineNumber, column: start + 1 });
      lineHasContent = true;
      lineHasData = true;
    }
    // A disabled record is one line; a comment that only looks like one stays a comment.
    if (disabled && depth > 0) {
      depth = 0;
      broken = true;
    }
    if (depth > 0) continue;
    if (tokens.length > 0 && !broken) {
      const commentBesideData = comment !== null && lineHasData && lineNumber !== entryLine;
      entries.push({ line: entryLine, ownerOmitted, tokens, comment: lineHasContent ? comment : null, commentBesideData, disabled });
    }
  }
  if (depth > 0) errors.push(zoneFileProblem(opened.line, opened.column, 'unclosedParenthesis'));
  return { entries, errors };
}
