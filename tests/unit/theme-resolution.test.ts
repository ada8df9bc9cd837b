import { describe, expect, it } from 'vitest';
import { resolveTheme } from '~/lib/theme/resolve-theme';

describe('theme resolution order: stored choice, then system preference, then light', () => {
  it.each([
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['light', true, 'light'],
    ['light', false, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
    [undefined, undefined, 'light'],
    ['purple', true, 'dark'],
    ['purple', false, 'light'],
    ['', undefined, 'light'],
  ] as const)('stored %j with system dark %j gives %s', (stored, systemDark, expected) => {
    expect(resolveTheme(stored, systemDark)).toBe(expected);
  });
});
