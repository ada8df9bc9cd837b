/** Names, phone numbers, postcodes, addresses and e-mail addresses that look local to a country. */
import type { SeededRandom } from './seeded-random.ts';
import type { CountryFixture } from './fixtures/countries.ts';

export interface PersonName {
  given: string;
  family: string;
  full: string;
}

export interface PostalAddress {
  street1: string;
  street2: string | null;
  city: string;
  state: string | null;
  postcode: string;
  country_code: string;
}

const letters = 'ABCDEFGHJKLMNPRSTUVWXY';

/** How national numbers of each length are grouped for display. */
const phoneGroupSizes: Record<number, number[]> = { 8: [4, 4], 9: [3, 3, 3], 10: [3, 3, 4], 11: [2, 5, 4] };

export function personName(random: SeededRandom, country: CountryFixture): PersonName {
  const given = random.pick(country.givenNames);
  const family = random.pick(country.familyNames);
  const full = country.code === 'jp' ? `${family} ${given}` : `${given} ${family}`;
  return { given, family, full };
}

/** Lower-case ASCII for e-mail local parts and handles: "Léa Müller" → "lea.muller". */
export function asciiSlug(text: string, separator = '.'): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}

export function fillPattern(random: SeededRandom, pattern: string): string {
  let out = '';
  for (const char of pattern) {
    if (char === '#') out += String(random.int(0, 9));
    else if (char === 'A') out += random.pick([...letters]);
    else out += char;
  }
  return out;
}

export function phoneNumber(random: SeededRandom, country: CountryFixture): string {
  let digits = String(random.int(1, 9));
  while (digits.length < country.phoneDigits) digits += String(random.int(0, 9));
  const sizes = phoneGroupSizes[digits.length] ?? [digits.length];
  let at = 0;
  const groups = sizes.map((size) => digits.slice(at, (at += size)));
  return `${country.phonePrefix} ${groups.join(' ')}`;
}

export function postalAddress(random: SeededRandom, country: CountryFixture): PostalAddress {
  const place = random.pick(country.cities);
  const street = random.pick(country.streets);
  const number = random.int(1, 220);
  const street1 = country.streetFirst ? `${street} ${number}` : `${number} ${street}`;
  const street2 = random.chance(0.3) ? random.pick(['Floor 3', 'Suite 400', 'Unit 12', 'Building B', '2nd floor', 'c/o Legal Department']) : null;
  return {
    street1,
    street2,
    city: place.city,
    state: place.state ?? null,
    postcode: fillPattern(random, place.postcode),
    country_code: country.code,
  };
}
