/**
 * BIND's `$GENERATE range owner [ttl] [class] type data` (BIND 9 reference manual, "The $GENERATE
 * Directive"): one record for each number of `start-stop[/step]`, in which `$` stands for the
 * number and `${offset[,width[,base]]}` for the number plus offset, zero-padded to width, in base
 * d, o, x or X, or as n or N nibbles (reversed and dot-separated, as reverse IPv6 names are);
 * `$$` is a `$`, and a backslash keeps the character after it for the record's own reading.
 *
 * The records are entries like those the file writes out, at the directive's line and columns,
 * so that each is read and checked as any other record. How many one file may make is bounded
 * before any is made (issue "Nothing done or charged twice", bounded cost).
 */
import { zoneFileProblem, type ZoneFileProblem } from './zone-file-problems.ts';
import type { ZoneEntry, ZoneToken } from './zone-file-tokens.ts';

export interface GenerateExpansion {
  readonly count: number;
  readonly entries: Iterable<ZoneEntry>;
}

const rangeShape = /^(\d{1,10})-(\d{1,10})(?:\/(\d{1,10}))?$/;
const modifierShape = /^\{(-?\d{1,10})(?:,(\d{1,3})(?:,([doxXnN]))?)?\}/;
const largest = 2 ** 31 - 1;
const hexDigits = '0123456789abcdef';

/** The number as a modifier writes it; null when the modifier does not read. */
function formatted(value: number, width: number, base: string): string {
  if (base === 'n' || base === 'N') return nibbles(value, width, base === 'N');
  if (base === 'd') return value < 0 ? `-${String(-value).padStart(width - 1, '0')}` : String(value).padStart(width, '0');
  // Octal and hexadecimal print the number's 32 bits unsigned, as C's %o and %x do.
  const digits = (value >>> 0).toString(base === 'o' ? 8 : 16);
  return (base === 'X' ? digits.toUpperCase() : digits).padStart(width, '0');
}

/** Hex digits from the lowest, each a label: 0x1f4 is `4.f.1`; width counts the dots, padded with `0.` labels. */
function nibbles(value: number, width: number, upper: boolean): string {
  let rest = value >>> 0;
  let left = width;
  let out = '';
  do {
    const digit = hexDigits[rest & 0x0f];
    out += upper ? digit.toUpperCase() : digit;
    rest >>>= 4;
    left = Math.max(0, left - 1);
    if (left > 0 || rest !== 0) {
      out += '.';
      left = Math.max(0, left - 1);
    }
  } while (rest !== 0 || left > 0);
  return out;
}

/** A token with each `$` replaced for `number`; null when a `${…}` does not read. */
export function substitute(text: string, number: number): string | null {
  if (!text.includes('$')) return text;
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '\\') {
      out += text.slice(index, index + 2);
      index++;
    } else if (char !== '$') out += char;
    else if (text[index + 1] === '$') {
      out += '$';
      index++;
    } else if (text[index + 1] === '{') {
      const modifier = modifierShape.exec(text.slice(index + 1));
      if (modifier === null) return null;
      out += formatted(number + Number(modifier[1]), Number(modifier[2] ?? 0), modifier[3] ?? 'd');
      index += modifier[0].length;
    } else out += String(number);
  }
  return out;
}

/**
 * The records a `$GENERATE` entry makes, or the problem with it; `budget` is how many more records
 * the file may generate.
 */
export function expandGenerate(entry: ZoneEntry, budget: number): GenerateExpansion | { readonly problem: ZoneFileProblem } {
  const [directive, range, owner, ...rest] = entry.tokens;
  if (range === undefined || owner === undefined || rest.length < 2) return { problem: zoneFileProblem(directive.line, directive.column, 'generateShape') };
  const bounds = rangeShape.exec(range.text);
  const [start, stop, step] = bounds === null ? [Number.NaN, 0, 0] : [Number(bounds[1]), Number(bounds[2]), Number(bounds[3] ?? 1)];
  if (!(start <= stop && stop <= largest && step >= 1 && step <= largest)) return { problem: zoneFileProblem(range.line, range.column, 'generateRange', { value: range.text }) };
  const count = Math.floor((stop - start) / step) + 1;
  if (count > budget) return { problem: zoneFileProblem(range.line, range.column, 'generateTooMany', { count: String(count), max: String(budget) }) };
  const templates = [owner, ...rest];
  const broken = templates.find((token) => substitute(token.text, start) === null);
  if (broken !== undefined) return { problem: zoneFileProblem(broken.line, broken.column, 'generateModifier', { value: broken.text }) };
  function* entries(): Generator<ZoneEntry> {
    for (let number = start; number <= stop; number += step) {
      const tokens: ZoneToken[] = templates.map((token) => ({ text: substitute(token.text, number) as string, line: token.line, column: token.column }));
      yield { line: entry.line, ownerOmitted: false, tokens, comment: null, commentBesideData: false, disabled: false };
    }
  }
  return { count, entries: entries() };
}
