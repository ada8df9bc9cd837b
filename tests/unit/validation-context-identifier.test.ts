import { describe, expect, it } from 'vitest';
import { contextIdentifierLength, validateContextIdentifier } from '~/lib/validation/context-identifier';

const failure = { key: 'contextIdentifierLength', params: { 0: 36 } };

describe('a context identifier is exactly 36 characters', () => {
  it('is 36 long', () => {
    expect(contextIdentifierLength).toBe(36);
  });

  it.each([
    ['a UUID', '0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['36 letters', 'a'.repeat(36), true],
    ['36 emoji (characters, not code units)', '😀'.repeat(36), true],
    ['35 characters', 'a'.repeat(35), false],
    ['37 characters', 'a'.repeat(37), false],
    ['the empty string', '', false],
    ['a number', 123456789012345, false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s: valid %s', (_, value, valid) => {
    expect(validateContextIdentifier(value)).toEqual(valid ? true : failure);
  });
});
