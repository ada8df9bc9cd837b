/**
 * Parses JSON text and, on failure, says what kind of failure it was (spec section 5) and
 * where, from the engine's error message. V8 wording is matched first; Firefox's and Safari's
 * phrasings are recognised too, and anything unrecognised is a plain parse error.
 */

export type JsonParseFailureKind =
  | 'unexpectedToken'
  | 'unexpectedNonWhitespace'
  | 'unexpectedEnd'
  | 'invalidCharacter'
  | 'parseError';

export interface JsonTextLocation {
  line: number;
  column: number;
}

export type JsonParseResult =
  | { ok: true; value: unknown }
  | { ok: false; kind: JsonParseFailureKind; location?: JsonTextLocation };

const nonWhitespaceAfter = /non-whitespace character after JSON/i;
const unexpectedEnd = /unexpected end|unterminated string|end of data|unexpected EOF/i;
const invalidCharacter = /bad control character|bad escaped character|bad unicode escape|invalid character|bad character/i;
const unexpectedToken =
  /unexpected (?:token|number|string|character|identifier)|expected (?:property name|double-quoted|':'|',')|is not valid JSON/i;
const quotedToken = /unexpected token '(.)'/isu;
// Characters that can begin a JSON token somewhere; any other character outside a string is invalid.
const tokenStart = /[{}[\]:,"\-0-9tfn]/;

function locationAt(text: string, position: number): JsonTextLocation {
  const before = text.slice(0, position).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

function locationOf(text: string, message: string): { position?: number; location?: JsonTextLocation } {
  const position = /at position (\d+)/i.exec(message);
  if (position) {
    const index = Number(position[1]);
    return { position: index, location: locationAt(text, index) };
  }
  const lineColumn = /line (\d+) column (\d+)/i.exec(message);
  return lineColumn ? { location: { line: Number(lineColumn[1]), column: Number(lineColumn[2]) } } : {};
}

function kindOf(text: string, message: string, position: number | undefined): JsonParseFailureKind {
  if (nonWhitespaceAfter.test(message)) return 'unexpectedNonWhitespace';
  if (unexpectedEnd.test(message) || text.trim() === '' || (position !== undefined && position >= text.length)) {
    return 'unexpectedEnd';
  }
  if (invalidCharacter.test(message)) return 'invalidCharacter';
  const token = quotedToken.exec(message)?.[1];
  if (token !== undefined && !tokenStart.test(token)) return 'invalidCharacter';
  if (unexpectedToken.test(message)) return 'unexpectedToken';
  return 'parseError';
}

export function parseJsonText(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const { position, location: reported } = locationOf(text, message);
    const kind = kindOf(text, message, position);
    const location = reported ?? (kind === 'unexpectedEnd' ? locationAt(text, text.length) : undefined);
    return location ? { ok: false, kind, location } : { ok: false, kind };
  }
}
