import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportJsonSyntax } from '~/lib/validation/json-schema/json-text-report';
import { parseJsonText, type JsonParseFailureKind } from '~/lib/validation/json-schema/parse-json-text';
import { validateJsonText } from '~/lib/validation/json-schema/validate-data';

const anything = {};

const parseFailures: [JsonParseFailureKind, string, string, string][] = [
  ['unexpectedToken', '[1,]', 'The JSON contains an unexpected token', 'JSONに予期しないトークンがあります'],
  [
    'unexpectedToken',
    '{"a":1,}',
    'The JSON contains an unexpected token (line 1, column 8)',
    'JSONに予期しないトークンがあります（1行目、8列目）',
  ],
  [
    'unexpectedNonWhitespace',
    '{"a":1}\nx',
    'The JSON has unexpected text after its end (line 2, column 1)',
    'JSONの末尾の後に予期しない文字があります（2行目、1列目）',
  ],
  ['unexpectedEnd', '{"a":', 'The JSON ends unexpectedly (line 1, column 6)', 'JSONが途中で終わっています（1行目、6列目）'],
  ['unexpectedEnd', '', 'The JSON ends unexpectedly (line 1, column 1)', 'JSONが途中で終わっています（1行目、1列目）'],
  [
    'unexpectedEnd',
    '"unterminated',
    'The JSON ends unexpectedly (line 1, column 14)',
    'JSONが途中で終わっています（1行目、14列目）',
  ],
  [
    'invalidCharacter',
    '"a\u0001b"',
    'The JSON contains an invalid character (line 1, column 3)',
    'JSONに無効な文字があります（1行目、3列目）',
  ],
  [
    'invalidCharacter',
    '"\\q"',
    'The JSON contains an invalid character (line 1, column 3)',
    'JSONに無効な文字があります（1行目、3列目）',
  ],
  ['invalidCharacter', '{"a": x}', 'The JSON contains an invalid character', 'JSONに無効な文字があります'],
  ['invalidCharacter', '\u00a0{}', 'The JSON contains an invalid character', 'JSONに無効な文字があります'],
  ['parseError', '-x', 'The text is not valid JSON (line 1, column 2)', 'テキストが有効なJSONではありません（1行目、2列目）'],
  ['parseError', '[1e]', 'The text is not valid JSON (line 1, column 4)', 'テキストが有効なJSONではありません（1行目、4列目）'],
];

describe('each kind of JSON parse failure has its own translated message', () => {
  it.each(parseFailures)('%s: %j', (kind, text, english, japanese) => {
    expect(parseJsonText(text)).toMatchObject({ ok: false, kind });
    expect(validateJsonText(anything, text, 'en')).toBe(english);
    expect(validateJsonText(anything, text, 'ja')).toBe(japanese);
  });

  it('speaks Spanish too, and English for languages without a portal translation', () => {
    expect(validateJsonText(anything, '{"a":', 'es')).toBe('El JSON termina de forma inesperada (línea 1, columna 6)');
    expect(validateJsonText(anything, '{"a":', 'fr')).toBe('The JSON ends unexpectedly (line 1, column 6)');
  });
});

describe('parse failures are recognised from other engines’ wording too', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['JSON.parse: unexpected end of data at line 1 column 5 of the JSON data', 'unexpectedEnd', { line: 1, column: 5 }],
    ['JSON.parse: unexpected non-whitespace character after JSON data at line 3 column 2 of the JSON data', 'unexpectedNonWhitespace', { line: 3, column: 2 }],
    ['JSON.parse: bad control character in string literal at line 1 column 3 of the JSON data', 'invalidCharacter', { line: 1, column: 3 }],
    ['JSON.parse: unexpected character at line 1 column 2 of the JSON data', 'unexpectedToken', { line: 1, column: 2 }],
    ['JSON Parse error: Unexpected EOF', 'unexpectedEnd', { line: 1, column: 21 }],
    ['JSON Parse error: Unexpected identifier "x"', 'unexpectedToken', undefined],
    ['JSON Parse error: Invalid character', 'invalidCharacter', undefined],
    ['Unexpected token } in JSON at position 5', 'unexpectedToken', { line: 1, column: 6 }],
    ['Something went wrong', 'parseError', undefined],
  ] as const)('%j → %s', (message, kind, location) => {
    vi.spyOn(JSON, 'parse').mockImplementation(() => {
      throw new SyntaxError(message);
    });
    const result = parseJsonText('{"abc": 1, "def": 2}');
    expect(result).toEqual(location ? { ok: false, kind, location } : { ok: false, kind });
  });
});

describe('JSON text that parses is checked against the schema', () => {
  const schema = {
    type: 'object',
    properties: {
      colour: { enum: ['red', 'green', 'blue'] },
      size: { enum: [1, 2, null] },
      count: { type: 'integer', ui: { widget: 'stepper' } },
    },
    required: ['colour'],
  };

  it('is true when the document is valid', () => {
    expect(validateJsonText(schema, '{"colour": "red", "count": 2}', 'en')).toBe(true);
  });

  it('lists every failure as "path message", enum failures with their allowed values, joined by commas', () => {
    expect(validateJsonText(schema, '{"colour": "pink", "count": 1.5}', 'en')).toBe(
      '/colour must be equal to one of the allowed values: red, green, blue, /count must be integer',
    );
  });

  it('writes non-string allowed values as JSON and leaves the path off for the document root', () => {
    expect(validateJsonText(schema, '{"size": 3}', 'en')).toBe(
      'must have required property colour, /size must be equal to one of the allowed values: 1, 2, null',
    );
  });

  it('translates the schema messages', () => {
    expect(validateJsonText(schema, '{"colour": "pink"}', 'ja')).toBe(
      '/colour 事前に定義された値のいずれかに等しくなければいけない: red, green, blue',
    );
  });

  it('checks syntax alone when the schema is left to the API', () => {
    expect(reportJsonSyntax('{"anything": [1, 2]}', 'en')).toBe(true);
    expect(reportJsonSyntax('{"anything": [1, 2]', 'en')).toBe('The JSON ends unexpectedly (line 1, column 20)');
  });
});
