import { describe, expect, it } from 'vitest';
import { isUnsafeText, sanitiseStrings, sanitiseText } from '~/lib/validation/sanitise-text';

describe('text with angle brackets or the words onerror, script or img is dropped', () => {
  it.each([
    'a < b',
    'x > y',
    '<b>bold</b>',
    '<img src=x onerror=alert(1)>',
    'script',
    'SCRIPT',
    'a Script here',
    'img',
    'IMG src',
    'x onerror=alert(1)',
    'OnError',
    'img2',
    'script_name',
  ])('drops %j', (text) => {
    expect(isUnsafeText(text)).toBe(true);
    expect(sanitiseText(text)).toBe('');
  });

  it.each([
    'Hello world',
    'subscription renewal',
    'Description of the domain',
    'manuscript',
    'imgur.com',
    'JavaScript developer',
    'Smith & Sons',
    '',
  ])('keeps %j, where the words only occur inside longer words', (text) => {
    expect(isUnsafeText(text)).toBe(false);
    expect(sanitiseText(text)).toBe(text);
  });
});

describe('sanitising plain data sanitises every string in it', () => {
  it('drops unsafe strings at any depth and keeps everything else', () => {
    const when = new Date('2024-01-01T00:00:00Z');
    const input = {
      name: 'Acme',
      note: '<script>alert(1)</script>',
      count: 3,
      active: true,
      missing: null,
      tags: ['safe', 'img', ['nested <b>']],
      contact: { email: 'a@example.com', bio: 'x onerror=y', when },
    };
    const before = structuredClone(input);

    const output = sanitiseStrings(input);

    expect(output).toEqual({
      name: 'Acme',
      note: '',
      count: 3,
      active: true,
      missing: null,
      tags: ['safe', '', ['']],
      contact: { email: 'a@example.com', bio: '', when },
    });
    expect(output.contact.when).toBe(when);
    expect(input).toEqual(before);
  });

  it('sanitises a bare string or array and passes other values through', () => {
    expect(sanitiseStrings('<x>')).toBe('');
    expect(sanitiseStrings(['a', '>'])).toEqual(['a', '']);
    expect(sanitiseStrings(42)).toBe(42);
    expect(sanitiseStrings(undefined)).toBeUndefined();
  });

  it('leaves keys alone', () => {
    expect(sanitiseStrings({ '<k>': 'v' })).toEqual({ '<k>': 'v' });
  });
});
