import { describe, expect, it } from 'vitest';
import { undeclaredProperties } from '~/lib/validation/json-schema/undeclared-properties';

describe('undeclared properties are the object keys the schema does not declare', () => {
  it('lists keys missing from properties, in the object order', () => {
    const schema = { type: 'object', properties: { name: { type: 'string' }, email: {} } };
    expect(undeclaredProperties(schema, { zeta: 1, name: 'a', alpha: 2, email: 'e' })).toEqual(['zeta', 'alpha']);
  });

  it('counts keys matched by patternProperties as declared', () => {
    const schema = { properties: { id: {} }, patternProperties: { '^x-': {} } };
    expect(undeclaredProperties(schema, { id: 1, 'x-note': 2, note: 3 })).toEqual(['note']);
  });

  it('looks into allOf, anyOf, oneOf, then and else branches', () => {
    const schema = {
      properties: { kind: {} },
      allOf: [{ properties: { a: {} } }],
      anyOf: [{ properties: { b: {} } }, { allOf: [{ properties: { c: {} } }] }],
      oneOf: [{ properties: { d: {} } }],
      if: { properties: { kind: { const: 'x' } } },
      then: { properties: { e: {} } },
      else: { properties: { f: {} } },
    };
    expect(undeclaredProperties(schema, { kind: 'x', a: 1, b: 1, c: 1, d: 1, e: 1, f: 1, g: 1 })).toEqual(['g']);
  });

  it('treats every key as undeclared for a schema without properties, and none for an empty object', () => {
    expect(undeclaredProperties({ type: 'object' }, { a: 1, b: 2 })).toEqual(['a', 'b']);
    expect(undeclaredProperties({ properties: { a: {} } }, {})).toEqual([]);
  });

  it('does not take inherited names such as toString as declared', () => {
    expect(undeclaredProperties({ properties: {} }, { toString: 1, constructor: 2 })).toEqual(['toString', 'constructor']);
  });
});
