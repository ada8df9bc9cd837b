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
