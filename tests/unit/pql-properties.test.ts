import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compilePqlToSql,
  conditionFromFilter,
  filterFromCondition,
  parsePql,
  pqlOperators,
  printPql,
  readRelativeDate,
  resolveRelativeDate,
  type PqlQuery,
  type PqlSqlFields,
  type PqlTerm,
} from '../../src/lib/pql/index.ts';

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const specialPiece = fc.constantFrom(' ', ',', '"', '\\', '*', '\t', '\n', '\r', 'and', 'equals', 'between', '.', '%', '_', "'", '--', ';');
const anyCodePoint = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });
/** Text biased towards what PQL gives a meaning, with any unicode (and broken surrogates) mixed in. */
const tricky = (maxLength: number) =>
  fc.string({ unit: fc.oneof(specialPiece, anyCodePoint, loneSurrogate, fc.constantFrom('a', 'b', '1', 'é', '😀')), maxLength });

/** Relative dates (`today+60d`, `now-24h`), well-formed or nearly so. */
const relativeDate = fc
  .tuple(fc.constantFrom('today', 'now'), fc.constantFrom('', '+', '-'), fc.constantFrom('', '0', '7', '60', '999999'), fc.constantFrom('', 'd', 'w', 'mo', 'y', 'h', 'm', 'x'))
  .map((parts) => parts.join(''));
const wellFormedRelativeDate = fc.oneof(
  fc.tuple(fc.constant('today'), fc.constantFrom('+', '-'), fc.nat(9999), fc.constantFrom('d', 'w', 'mo', 'y')),
  fc.tuple(fc.constant('now'), fc.constantFrom('+', '-'), fc.nat(9999), fc.constantFrom('m', 'h', 'd', 'w', 'mo', 'y')),
).map(([anchor, sign, count, unit]) => `${anchor}${sign}${count}${unit}`);
/** Instants from 1970 to 2100. */
const instant = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) });

const fieldName = fc.stringMatching(/^[a-z_][a-z0-9_]{0,6}(\.[a-z_][a-z0-9_]{0,6}){0,2}$/);

const term: fc.Arbitrary<PqlTerm> = fc
  .record({ field: fieldName, operator: fc.constantFrom(...pqlOperators), values: fc.array(fc.oneof(tricky(12), relativeDate), { minLength: 1, maxLength: 4 }) })
  .map(({ field, operator, values }) => ({
    field,
    operator,
    values: operator === 'between' ? [values[0] ?? '', values[1] ?? ''] : values,
  }));

const query = fc.array(term, { maxLength: 5 });

function withoutPositions(parsed: PqlQuery): PqlTerm[] {
  return parsed.map(({ field, operator, values }) => ({ field, operator, values }));
}

const fields: PqlSqlFields = {
  name: { column: 'name', type: 'text' },
  renew_count: { column: 'renew_count', type: 'number' },
  expires_at: { column: 'expires_at', type: 'date' },
  auto_renew: { column: 'auto_renew', type: 'boolean' },
  status: { column: 'status', type: 'enum', values: ['active', 'expired'] },
};

describe('PQL properties', () => {
  it('print → parse gives the same query, and printing again gives the same text', () => {
    fc.assert(
      fc.property(query, (terms) => {
        const printed = printPql(terms);
        const parsed = parsePql(printed);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(withoutPositions(parsed.query)).toEqual(terms);
        expect(printPql(parsed.query)).toBe(printed);
      }),
      { numRuns: 500 },
    );
  });

  it('parse → print → parse → print is stable for any text that parses', () => {
    fc.assert(
      fc.property(fc.oneof(tricky(60), query.map(printPql)), (text) => {
        const first = parsePql(text);
        if (!first.ok) return;
        const printed = printPql(first.query);
        const second = parsePql(printed);
        expect(second.ok && withoutPositions(second.query)).toEqual(withoutPositions(first.query));
        expect(second.ok && printPql(second.query)).toBe(printed);
      }),
      { numRuns: 500 },
    );
  });

  it('the builder helpers round-trip any literal through PQL text', () => {
    const builderOperator = fc.constantFrom('equals' as const, 'contains' as const, 'starts_with' as const, 'ends_with' as const);
    const literal = tricky(10).filter((value) => value !== '');
    fc.assert(
      fc.property(builderOperator, fc.array(literal, { minLength: 1, maxLength: 3 }), (operator, values) => {
        const parsed = parsePql(printPql([conditionFromFilter('name', operator, values)]));
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(filterFromCondition(parsed.query[0]!)).toEqual({ field: 'name', operator, values });
      }),
      { numRuns: 300 },
    );
  });

  it('parsePql and compilePqlToSql never throw, whatever the text', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      tricky(200),
      fc.array(fc.oneof(specialPiece, fc.constantFrom(...pqlOperators), fc.constantFrom(...Object.keys(fields)), fieldName, relativeDate)).map((words) => words.join(' ')),
      query.map(printPql).chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut))),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = parsePql(text);
        if (parsed.ok) {
          compilePqlToSql(parsed.query, fields);
        } else {
          expect(parsed.error.position).toBeGreaterThanOrEqual(0);
          expect(parsed.error.position).toBeLessThanOrEqual(text.length);
          expect(parsed.error.reason).not.toBe('');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('compilePqlToSql never throws for any well-formed query, known fields or not', () => {
    const knownField = fc.constantFrom(...Object.keys(fields), 'constructor', '__proto__', 'to_string');
    const anyTerm = fc.record({
      field: fc.oneof(knownField, fieldName),
      operator: fc.constantFrom(...pqlOperators),
      values: fc.array(fc.oneof(tricky(12), relativeDate), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(anyTerm, { maxLength: 4 }), (terms) => {
        const result = compilePqlToSql(
          terms.map((one) => ({ ...one, fieldPosition: 0, valuePosition: 0 })),
          fields,
        );
        if (result.ok) expect(result.where).not.toBe('');
      }),
      { numRuns: 1000 },
    );
  });

  it('a well-formed relative date compiles on a date field at any instant, to a date or a date-time within 0000–9999', () => {
    fc.assert(
      fc.property(wellFormedRelativeDate, instant, (item, now) => {
        const parsed = parsePql(`expires_at less_than ${item}`);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const compiled = compilePqlToSql(parsed.query, fields, { now });
        if (!compiled.ok) {
          expect(compiled.error.key).toBe('relativeDateOutOfRange');
          return;
        }
        expect(compiled.params[0]).toMatch(item.startsWith('today') ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      }),
      { numRuns: 500 },
    );
  });

  it('relative dates keep their order: more units later is never earlier, and fixed units are exact', () => {
    const fixedUnit = fc.constantFrom(['m', 60_000], ['h', 3_600_000], ['d', 86_400_000], ['w', 604_800_000]) as fc.Arbitrary<[string, number]>;
    fc.assert(
      fc.property(fc.constantFrom('today', 'now'), fc.constantFrom('d', 'w', 'mo', 'y'), fc.integer({ min: -9999, max: 9999 }), fc.integer({ min: -9999, max: 9999 }), instant, (anchor, unit, a, b, now) => {
        const at = (count: number) => {
          const read = readRelativeDate(`${anchor}${count < 0 ? '-' : '+'}${Math.abs(count)}${unit}`);
          return read.kind === 'relative' ? resolveRelativeDate(read.date, now) : 'not relative';
        };
        const [low, high] = [at(Math.min(a, b)), at(Math.max(a, b))];
        if (low !== undefined && high !== undefined) expect(low <= high).toBe(true);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fixedUnit, fc.integer({ min: -99_999, max: 99_999 }), instant, ([unit, step], count, now) => {
        const read = readRelativeDate(`now${count < 0 ? '-' : '+'}${Math.abs(count)}${unit}`);
        expect(read.kind).toBe('relative');
        if (read.kind !== 'relative') return;
        const resolved = resolveRelativeDate(read.date, now);
        if (resolved !== undefined) expect(Date.parse(resolved)).toBe(now + count * step);
      }),
      { numRuns: 500 },
    );
  });

  it('handles very long input in reasonable time without throwing', () => {
    const long = [
      '"'.repeat(1_000_000),
      '\\'.repeat(1_000_000),
      `name equals "${'\\"'.repeat(300_000)}"`,
      `name equals ${'x,'.repeat(200_000)}x`,
      `${'name equals 1 and '.repeat(50_000)}name equals 1`,
      `${'a'.repeat(1_000_000)} equals 1`,
      'name equals ' + '😀'.repeat(300_000),
      ' '.repeat(1_000_000),
    ];
    const started = performance.now();
    for (const text of long) {
      const parsed = parsePql(text);
      if (parsed.ok) {
        const compiled = compilePqlToSql(parsed.query, fields);
        expect(compiled.ok).toBe(false);
      }
    }
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
