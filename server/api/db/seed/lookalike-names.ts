/** Look-alike labels of a brand, as squatters register them: typos, homoglyphs, add-on words. */
import type { SeededRandom } from './seeded-random.ts';

const homoglyphs: [string, string][] = [['o', '0'], ['l', '1'], ['i', '1'], ['m', 'rn'], ['w', 'vv'], ['e', '3'], ['a', '4']];
const lureWords = ['login', 'secure', 'support', 'shop', 'official', 'outlet', 'sale', 'promo', 'verify', 'account', 'help', 'online', 'store', 'app'];

export function lookalikeLabel(random: SeededRandom, brand: string): { label: string; kind: 'typo' | 'homoglyph' | 'combo' } {
  const kind = random.weighted([['typo', 0.4], ['homoglyph', 0.2], ['combo', 0.4]] as const);
  if (kind === 'combo') {
    const word = random.pick(lureWords);
    return { label: random.chance(0.5) ? `${brand}-${word}` : `${word}${brand}`, kind };
  }
  if (kind === 'homoglyph') {
    const options = homoglyphs.filter(([from]) => brand.includes(from));
    if (options.length > 0) {
      const [from, to] = random.pick(options);
      return { label: brand.replace(from, to), kind };
    }
  }
  const at = random.int(1, Math.max(1, brand.length - 2));
  const edit = random.int(0, 3);
  const label = edit === 0
    ? brand.slice(0, at) + brand.slice(at + 1)
    : edit === 1
      ? brand.slice(0, at) + (brand[at] ?? '') + brand.slice(at)
      : edit === 2
        ? brand.slice(0, at) + (brand[at + 1] ?? '') + (brand[at] ?? '') + brand.slice(at + 2)
        : brand.slice(0, at) + random.pick(['a', 'e', 'i', 'o', 'u']) + brand.slice(at + 1);
  return { label: label === brand ? `${brand}s` : label, kind: 'typo' };
}

const keyboardNeighbours: Readonly<Record<string, string>> = {
  a: 'qwsz', b: 'vghn', c: 'xdfv', d: 'serfcx', e: 'wsdr', f: 'drtgvc', g: 'ftyhbv', h: 'gyujnb', i: 'ujko', j: 'huikmn', k: 'jiolm',
  l: 'kop', m: 'njk', n: 'bhjm', o: 'iklp', p: 'ol', q: 'wa', r: 'edft', s: 'awedxz', t: 'rfgy', u: 'yhji', v: 'cfgb', w: 'qase',
  x: 'zsdc', y: 'tghu', z: 'asx',
};
const vowelsOf = ['a', 'e', 'i', 'o', 'u'];
const hostnameCharacter = /^[a-z0-9]$/;

/** Every label one bit flip away from the brand (a flipped character still a letter or digit). */
function bitFlips(brand: string): string[] {
  const labels: string[] = [];
  for (let at = 0; at < brand.length; at++) {
    for (let bit = 0; bit < 7; bit++) {
      const flipped = String.fromCharCode(brand.charCodeAt(at) ^ (1 << bit));
      if (hostnameCharacter.test(flipped)) labels.push(brand.slice(0, at) + flipped + brand.slice(at + 1));
    }
  }
  return labels;
}

/**
 * A look-alike label of the brand made by one technique (issue 15's list), or null when the brand
 * offers none (a brand without a homoglyph-able letter). The seed classifies what it gets with the
 * API's classifier, which names the technique that is stored.
 */
export function lookalikeOf(random: SeededRandom, brand: string, technique: string): string | null {
  const at = random.int(1, Math.max(1, brand.length - 2));
  const letter = brand[at] ?? '';
  switch (technique) {
    case 'tld_swap':
      return brand;
    case 'homoglyph': {
      const options = homoglyphs.filter(([from]) => brand.includes(from));
      if (options.length === 0) return null;
      const [from, to] = random.pick(options);
      return brand.replace(from, to);
    }
    case 'bit_flip':
      return random.pick(bitFlips(brand));
    case 'omission':
      return brand.slice(0, at) + brand.slice(at + 1);
    case 'repetition':
      return brand.slice(0, at) + letter + brand.slice(at);
    case 'transposition':
      return brand.slice(0, at) + (brand[at + 1] ?? '') + letter + brand.slice(at + 2);
    case 'replacement': {
      const near = keyboardNeighbours[letter];
      return near ? brand.slice(0, at) + random.pick([...near]) + brand.slice(at + 1) : null;
    }
    case 'insertion':
      return brand.slice(0, at) + random.pick([...'abcdefghijklmnopqrstuvwxyz']) + brand.slice(at);
    case 'vowel_swap': {
      const places = [...brand].map((character, index) => (vowelsOf.includes(character) ? index : -1)).filter((index) => index >= 0);
      if (places.length === 0) return null;
      const place = random.pick(places);
      return brand.slice(0, place) + random.pick(vowelsOf.filter((vowel) => vowel !== brand[place])) + brand.slice(place + 1);
    }
    case 'hyphenation':
      return `${brand.slice(0, at + 1)}-${brand.slice(at + 1)}`;
    case 'added_word': {
      const word = random.pick(lureWords);
      return random.weighted([[`${brand}-${word}`, 0.4], [`${word}${brand}`, 0.3], [`${word}-${brand}`, 0.15], [`${brand}${word}`, 0.15]] as const);
    }
    default: {
      // Something a broad term caught that no single technique explains: two edits at once.
      const first = brand.slice(0, at) + brand.slice(at + 1);
      return `${first.slice(0, 1)}${random.pick(['x', 'q', 'z'])}${first.slice(1)}${random.pick(['hub', 'co', 'ly'])}`;
    }
  }
}
