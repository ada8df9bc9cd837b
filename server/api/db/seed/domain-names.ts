/**
 * Generates an account's portfolio of domain names: its main names first (stem.com, stem on
 * its home ccTLD, its IDNs), then combinations of stems and common words across TLDs,
 * weighted towards .com and the account's own country. Names are unique across all accounts.
 */
import { domainToASCII } from 'node:url';
import type { SeededRandom } from './seeded-random.ts';
import type { AccountFixture } from './fixtures/account-catalogue.ts';
import type { TldFixture } from './fixtures/tld-catalogue.ts';
import { domainModifiers } from './fixtures/domain-words.ts';

export interface GeneratedName {
  name: string;
  unicodeName: string;
  tld: string;
}

const patterns = [
  [(stem: string) => stem, 0.22],
  [(stem: string, word: string) => `${stem}-${word}`, 0.3],
  [(stem: string, word: string) => `${stem}${word}`, 0.2],
  [(stem: string, word: string) => `${word}${stem}`, 0.16],
  [(stem: string, word: string) => `${word}-${stem}`, 0.12],
] as const;

export function createNameGenerator(random: SeededRandom, tlds: readonly TldFixture[], taken: Set<string>) {
  const offer = (label: string, tld: string, out: GeneratedName[]): boolean => {
    const unicodeName = `${label}.${tld}`;
    const name = domainToASCII(unicodeName);
    if (!name || taken.has(name)) return false;
    taken.add(name);
    out.push({ name, unicodeName, tld });
    return true;
  };

  return function generate(account: AccountFixture, count: number, fixedNames: readonly string[] = []): GeneratedName[] {
    const out: GeneratedName[] = [];
    const homeTlds = tlds.filter((tld) => tld.countryCode === account.countryCode);
    const weights = tlds.map((tld) => [tld, tld.countryCode === account.countryCode ? tld.weight * 6 : tld.weight] as const);

    for (const fixed of fixedNames) {
      const [label, ...rest] = fixed.split('.');
      if (label && out.length < count) offer(label, rest.join('.'), out);
    }
    for (const stem of account.stems) {
      if (out.length < count) offer(stem, 'com', out);
      for (const tld of homeTlds) if (out.length < count) offer(stem, tld.name, out);
    }
    for (const idn of account.idnStems) {
      const idnTlds = [...homeTlds.filter((tld) => tld.idn && tld.kind === 'country_code'), ...tlds.filter((tld) => tld.name === 'com')];
      for (const tld of idnTlds) if (out.length < count) offer(idn, tld.name, out);
    }

    let misses = 0;
    while (out.length < count) {
      const stem = random.pick(account.stems);
      const word = random.pick(domainModifiers);
      const pattern = random.weighted(patterns);
      const tld = random.weighted(weights);
      let label = pattern(stem, word);
      if (misses > 20) label = `${label}${random.int(2, 999)}`;
      if (label.length > 63) continue;
      if (offer(label, tld.name, out)) misses = 0;
      else misses++;
    }
    return out;
  };
}
