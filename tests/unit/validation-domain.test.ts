import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKnownTld, validateKnownTld } from '~/lib/validation/known-tld';
import { parseDomain } from '~/lib/validation/parse-domain';

describe('parsing a domain yields subdomain, domain and TLD, multi-part TLDs included', () => {
  it.each([
    ['www.example.co.uk', 'www', 'example', 'co.uk'],
    ['example.com.au', '', 'example', 'com.au'],
    ['a.b.example.com', 'a.b', 'example', 'com'],
    ['Example.COM.AU.', '', 'example', 'com.au'],
    ['WWW.EXAMPLE.CO.UK.', 'www', 'example', 'co.uk'],
    ['münchen.de', '', 'münchen', 'de'],
    ['xn--mnchen-3ya.de', '', 'xn--mnchen-3ya', 'de'],
    ['пример.рф', '', 'пример', 'рф'],
    ['example.xn--p1ai', '', 'example', 'xn--p1ai'],
    ['shop.example.香港', 'shop', 'example', '香港'],
    ['foo.blogspot.com', 'foo', 'blogspot', 'com'],
    ['example.unknowntld', '', 'example', 'unknowntld'],
    ['co.uk', '', '', 'co.uk'],
    ['com', '', '', 'com'],
  ])('%s → %j %j %j', (name, subdomain, domain, tld) => {
    expect(parseDomain(name)).toEqual({ subdomain, domain, tld });
  });

  it.each([
    ['the empty string', ''],
    ['a lone dot', '.'],
    ['an empty label', 'example..com'],
    ['a leading dot', '.example.com'],
    ['two trailing dots', 'example.com..'],
    ['an IPv4 address', '192.0.2.1'],
    ['a space', 'exa mple.com'],
    ['a URL', 'https://example.com'],
    ['a path', 'example.com/path'],
    ['an email address', 'user@example.com'],
    ['a port', 'example.com:80'],
    ['hyphens at label edges', '-bad-.com'],
    ['a 64-character label', `${'a'.repeat(64)}.com`],
  ])('rejects %s', (_, name) => {
    expect(parseDomain(name)).toBeNull();
  });
});

describe('domain parsing properties', () => {
  const tlds = ['com', 'net', 'org', 'de', 'uk', 'co.uk', 'org.uk', 'com.au', 'net.au', 'co.jp', 'ne.jp', 'com.br', 'xn--p1ai', 'рф'];
  const label = fc
    .tuple(fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.option(fc.stringMatching(/^[a-z0-9]{1,5}$/), { nil: undefined }))
    .map(([head, tail]) => (tail ? `${head}-${tail}` : head));
  const subdomains = fc.array(label, { maxLength: 3 });
  const tld = fc.constantFrom(...tlds);
  // A prefix no public-suffix rule starts with, so the generated TLD is the one found.
  const domainLabel = label.map((text) => `pqzx${text}`);

  it('subdomain, domain and TLD are exactly the generated parts', () => {
    fc.assert(
      fc.property(subdomains, domainLabel, tld, (subs, domain, suffix) => {
        const name = [...subs, domain, suffix].join('.');
        const expected = { subdomain: subs.join('.'), domain, tld: suffix };
        expect(parseDomain(name)).toEqual(expected);
        expect(parseDomain(`${name.toUpperCase()}.`)).toEqual(expected);
      }),
    );
  });

  it('any labels before a TLD reassemble to the input, and the TLD found ends with the one generated', () => {
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), tld, (labels, suffix) => {
        const name = [...labels, suffix].join('.');
        const parsed = parseDomain(name);
        expect(parsed).not.toBeNull();
        const { subdomain, domain, tld: found } = parsed!;
        expect([subdomain, domain, found].filter(Boolean).join('.')).toBe(name);
        expect(found === suffix || found.endsWith(`.${suffix}`)).toBe(true);
      }),
    );
  });
});

describe('the domain check requires a TLD from the list the API serves', () => {
  const known = ['com', 'co.uk', 'рф', 'xn--fiqs8s', '.net'];

  it.each([
    ['example.com', true],
    ['EXAMPLE.COM.', true],
    ['www.example.com', true],
    ['example.co.uk', true],
    ['example.net', true],
    ['example.org', false],
    ['example.uk', false],
    ['example.org.uk', false],
    ['example.xn--p1ai', true],
    ['пример.рф', true],
    ['example.中国', true],
    ['com', true],
    ['example.com.evil', false],
    ['', false],
    ['example..com', false],
    ['exa mple.com', false],
    ['example.com/x', false],
  ])('%j known: %s', (name, expected) => {
    expect(isKnownTld(name, known)).toBe(expected);
  });

  it('treats the last label alone as enough when only the single-part TLD is listed', () => {
    expect(isKnownTld('example.co.uk', ['uk'])).toBe(true);
  });

  it('knows nothing with an empty list', () => {
    expect(isKnownTld('example.com', [])).toBe(false);
  });

  it('gives the unknownTld key as a rule', () => {
    expect(validateKnownTld('example.com', known)).toBe(true);
    expect(validateKnownTld('example.org', known)).toEqual({ key: 'unknownTld' });
    expect(validateKnownTld(42, known)).toEqual({ key: 'unknownTld' });
  });
});
