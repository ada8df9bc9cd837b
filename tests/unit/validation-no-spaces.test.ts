import { describe, expect, it } from 'vitest';
import { validateNoSpaces } from '~/lib/validation/no-spaces';

describe('the no-spaces rule rejects any whitespace', () => {
  it.each([
    ['a space', 'a b'],
    ['a leading space', ' abc'],
    ['a trailing space', 'abc '],
    ['a tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['a no-break space', 'a\u00a0b'],
    ['an ideographic space', 'ユーザー\u3000名'],
    ['a zero-width space', 'a\u200bb'],
    ['a line separator', 'a\u2028b'],
    ['only spaces', '   '],
  ])('fails with noSpaces for %s', (_, value) => {
    expect(validateNoSpaces(value)).toEqual({ key: 'noSpaces' });
  });

  it.each([
    ['a word', 'abc'],
    ['punctuation', 'a-b_c.d@e'],
    ['Japanese text', 'ユーザー名'],
    ['the empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['a number', 123],
  ])('passes %s', (_, value) => {
    expect(validateNoSpaces(value)).toBe(true);
  });
});
