/** src/lib/domains: names read as registries read them, scripts and the mixed-script warning, pasted lists. */
import { describe, expect, it } from 'vitest';
import { readDomainName, tldCatalogue } from '../../src/lib/domains/domain-name.ts';
import { splitNameList } from '../../src/lib/domains/name-list.ts';
import { reasonText } from '../../src/lib/domains/name-reasons.ts';
import { labelScripts } from '../../src/lib/domains/scripts.ts';

const catalogue = tldCatalogue([
  { name: 'com', idn: true, sold: true }, { name: 'uk', idn: false, sold: true }, { name: 'co.uk', idn: false, sold: true },
  { name: 'jp', idn: true, sold: true }, { name: 'cloud', idn: true, sold: false },
]);

describe('reading a domain name', () => {
  it('normalises and gives both forms of each label', () => {
    expect(readDomainName('  Bücher.COM. ', catalogue)).toMatchObject({ name: 'xn--bcher-kva.com', unicodeName: 'bücher.com', label: 'xn--bcher-kva', unicodeLabel: 'bücher', tld: 'com', idn: true, problem: null });
    expect(readDomainName('xn--bcher-kva.com', catalogue)).toMatchObject({ unicodeName: 'bücher.com', problem: null });
    // Full-width letters and the ideographic full stop, as a Japanese keyboard types them.
    expect(readDomainName('ｅｘａｍｐｌｅ。ｃｏｍ', catalogue)).toMatchObject({ name: 'example.com', problem: null });
    expect(readDomainName('shop.co.uk', catalogue)).toMatchObject({ tld: 'co.uk', label: 'shop', problem: null });
  });

  it('names the first rule a name breaks, with its values', () => {
    const problem = (name: string) => readDomainName(name, catalogue).problem;
    expect(problem('')).toMatchObject({ key: 'empty' });
    expect(problem('a..com')).toMatchObject({ key: 'empty_label' });
    expect(problem(`${'b'.repeat(64)}.com`)).toMatchObject({ key: 'label_too_long' });
    expect(problem('-ab.com')).toMatchObject({ key: 'hyphen_position', values: { label: '-ab' } });
    expect(problem('ab--cd.com')).toMatchObject({ key: 'hyphen_position' });
    expect(problem('ab-cd.com')).toBeNull();
    expect(problem('a$b.com')).toMatchObject({ key: 'bad_character', values: { character: '$' } });
    expect(problem('☃x.com')).toMatchObject({ key: 'bad_character', values: { character: '☃' } });
    expect(problem('xn--zz.com')).toMatchObject({ key: 'idn_invalid' });
    expect(problem('example')).toMatchObject({ key: 'no_tld' });
    expect(problem('co.uk')).toMatchObject({ key: 'tld_only' });
    expect(problem('a.example.com')).toMatchObject({ key: 'subdomain', values: { tld: 'com', domain: 'example.com' } });
    expect(problem('foo.zz')).toMatchObject({ key: 'unknown_tld', values: { tld: 'zz' } });
    expect(problem('foo.cloud')).toMatchObject({ key: 'not_sold' });
    expect(problem('bücher.co.uk')).toMatchObject({ key: 'idn_not_supported', values: { tld: 'co.uk' } });
    expect(reasonText(problem('a$b.com')!)).toBe('The character "$" cannot be part of a domain name.');
  });

  it('checks the spelling alone without a catalogue', () => {
    expect(readDomainName('ns1.example-dns.net')).toMatchObject({ name: 'ns1.example-dns.net', tld: 'net', problem: null });
    expect(readDomainName('bad_host.net').problem).toMatchObject({ key: 'bad_character' });
  });
});

describe('scripts of a label', () => {
  it('warns of mixed scripts beyond one writing system (UTS #39, highly restrictive)', () => {
    expect(labelScripts('pаypal')).toEqual({ scripts: ['Latn', 'Cyrl'], mixed: true });
    expect(labelScripts('аррӏе')).toMatchObject({ mixed: false });
    expect(labelScripts('さくら製薬')).toEqual({ scripts: ['Hira', 'Hani'], mixed: false });
    expect(labelScripts('sakuraファーマ')).toEqual({ scripts: ['Latn', 'Kana'], mixed: false });
    expect(labelScripts('한국abc')).toMatchObject({ mixed: false });
    expect(labelScripts('abcαβγ')).toMatchObject({ mixed: true });
    expect(labelScripts('shop-24')).toEqual({ scripts: ['Latn'], mixed: false });
  });
});

describe('pasted lists of names', () => {
  it('splits on lines, commas, semicolons and spaces, keeps hosts of addresses, and drops repeats', () => {
    expect(splitNameList('https://www.Example.com/shop, foo.com;\n"bar.com"\tFOO.com  <baz.org>')).toEqual(['www.Example.com', 'foo.com', 'bar.com', 'baz.org']);
    expect(splitNameList('a.com b.com c.com', 2)).toEqual(['a.com', 'b.com']);
  });
});
