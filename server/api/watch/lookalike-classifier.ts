/**
 * Which technique made a look-alike of a watched brand, and how similar it looks (issue 15,
 * "matches that explain themselves"). Pure: no database, no clock, no randomness — the same
 * brand, label and TLD always give the same answer, so the seed and any later write agree.
 *
 * The technique is the first of `lookalikeTechniques` (src/lib/schemas/watch-insights.ts) that
 * explains the label; see `explains` below for each one's rule.
 *
 * Similarity (0–100), the visual closeness of the label to the brand:
 *   d_plain = OSA(label, brand)
 *   d_glyph = OSA(skeleton(label), brand) + 0.25 × (homoglyphs undone by the skeleton)
 *   d       = min(d_plain, d_glyph)
 *   similarity = round(100 × max(0, 1 − d / max(|brand|, |label|)))
 * where OSA is the optimal-string-alignment Damerau–Levenshtein distance (insert, delete,
 * substitute, swap two neighbours: 1 each) and the skeleton replaces each homoglyph by the letter
 * it imitates (0→o, rn→m, а (Cyrillic)→a …). A TLD swap (the brand itself under another TLD) is 100.
 */
import { lookalikeTechniques, type LookalikeTechnique } from '../../../src/lib/schemas/watch-insights.ts';

export interface LookalikeClassification {
  technique: LookalikeTechnique;
  similarity: number;
}

/** [imitated, imitation]: letters and the characters or pairs that pass for them. */
export const homoglyphPairs: readonly (readonly [string, string])[] = [
  ['o', '0'], ['l', '1'], ['i', '1'], ['m', 'rn'], ['w', 'vv'], ['e', '3'], ['a', '4'], ['s', '5'], ['b', '8'], ['g', '9'],
  ['d', 'cl'],
  // IDN confusables (Cyrillic and Greek letters that look Latin).
  ['a', '\u0430'], ['e', '\u0435'], ['o', '\u043e'], ['p', '\u0440'], ['c', '\u0441'], ['x', '\u0445'], ['y', '\u0443'], ['i', '\u0456'], ['s', '\u0455'],
  ['o', '\u03bf'], ['v', '\u03bd'],
];

/** Weight of one homoglyph in the similarity's distance (see the formula above). */
const homoglyphWeight = 0.25;

const keyboardRows = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const vowels = new Set(['a', 'e', 'i', 'o', 'u', 'y']);
const hostnameCharacter = /^[a-z0-9-]$/;

/** Keys next to each other on a QWERTY keyboard (same row, or the row above/below, offset 0 or −1/+1). */
export function keyboardAdjacent(a: string, b: string): boolean {
  const where = (key: string) => {
    for (let row = 0; row < keyboardRows.length; row++) {
      const column = keyboardRows[row]?.indexOf(key) ?? -1;
      if (column >= 0) return { row, column };
    }
    return null;
  };
  const first = where(a);
  const second = where(b);
  if (!first || !second || a === b) return false;
  const rows = Math.abs(first.row - second.row);
  if (rows === 0) return Math.abs(first.column - second.column) === 1;
  if (rows > 1) return false;
  // Rows are staggered: the key below column c lies between columns c and c + 1 of the row above.
  const upper = first.row < second.row ? first : second;
  const lower = first.row < second.row ? second : first;
  return lower.column === upper.column || lower.column === upper.column - 1;
}

/** Optimal-string-alignment distance (Damerau–Levenshtein without repeated edits of one part). */
export function osaDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows: number[][] = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[x.length] as number[])[y.length] as number;
}

/** The label with each homoglyph undone, and how many were; `brand` picks among readings (1 → l or i). */
export function homoglyphSkeleton(label: string, brand: string): { skeleton: string; undone: number } {
  // Reading the label against the brand: where a homoglyph stands for the brand's letter, take it.
  const whole = readAsBrand(label, brand);
  if (whole !== null) return { skeleton: brand, undone: whole };
  let skeleton = '';
  let undone = 0;
  for (let at = 0; at < label.length;) {
    const pair = homoglyphPairs.find(([original, imitation]) => imitation !== original && /[^a-z]|^.{2}$/.test(imitation) && label.startsWith(imitation, at));
    if (pair) {
      skeleton += pair[0];
      undone++;
      at += pair[1].length;
    } else {
      skeleton += label[at] ?? '';
      at++;
    }
  }
  return { skeleton, undone };
}

/**
 * How many homoglyphs the label needs to read as the brand exactly (letter for letter, each
 * brand letter either itself or one of its imitations), or null when it cannot.
 */
function readAsBrand(label: string, brand: string): number | null {
  const memo = new Map<string, number | null>();
  const walk = (i: number, j: number): number | null => {
    if (i === brand.length) return j === label.length ? 0 : null;
    const key = `${i}:${j}`;
    if (memo.has(key)) return memo.get(key) ?? null;
    let best: number | null = null;
    const letter = brand[i] ?? '';
    if (label[j] === letter) best = walk(i + 1, j + 1);
    for (const [original, imitation] of homoglyphPairs) {
      if (original !== letter || !label.startsWith(imitation, j)) continue;
      const rest = walk(i + 1, j + imitation.length);
      if (rest !== null && (best === null || rest + 1 < best)) best = rest + 1;
    }
    memo.set(key, best);
    return best;
  };
  return walk(0, 0);
}

function oneRemoved(longer: string, shorter: string): number | null {
  if (longer.length !== shorter.length + 1) return null;
  for (let at = 0; at < longer.length; at++) if (longer.slice(0, at) + longer.slice(at + 1) === shorter) return at;
  return null;
}

function differingPositions(a: string, b: string): number[] {
  const positions: number[] = [];
  for (let at = 0; at < a.length; at++) if (a[at] !== b[at]) positions.push(at);
  return positions;
}

const isPowerOfTwo = (value: number) => value > 0 && (value & (value - 1)) === 0;

/** Whether the technique explains how `label` was made from `brand` (both lower case, the TLD apart). */
function explains(technique: LookalikeTechnique, brand: string, label: string): boolean {
  const sameLength = label.length === brand.length;
  const differing = sameLength ? differingPositions(brand, label) : [];
  const single = differing.length === 1 ? (differing[0] as number) : -1;
  switch (technique) {
    case 'tld_swap':
      return label === brand;
    case 'homoglyph': {
      const count = readAsBrand(label, brand);
      return count !== null && count > 0;
    }
    case 'bit_flip': {
      if (single < 0) return false;
      const from = brand.charCodeAt(single);
      const to = label.charCodeAt(single);
      return isPowerOfTwo(from ^ to) && hostnameCharacter.test(label[single] ?? '') && !label.startsWith('-') && !label.endsWith('-');
    }
    case 'omission':
      return oneRemoved(brand, label) !== null;
    case 'repetition': {
      if (label.length !== brand.length + 1) return false;
      for (let at = 0; at < brand.length; at++) if (brand.slice(0, at + 1) + (brand[at] ?? '') + brand.slice(at + 1) === label) return true;
      return false;
    }
    case 'transposition':
      return differing.length === 2 && (differing[1] as number) === (differing[0] as number) + 1
        && brand[differing[0] as number] === label[differing[1] as number] && brand[differing[1] as number] === label[differing[0] as number];
    case 'replacement':
      return single >= 0 && keyboardAdjacent(brand[single] ?? '', label[single] ?? '');
    case 'insertion': {
      const at = oneRemoved(label, brand);
      return at !== null && label[at] !== '-';
    }
    case 'vowel_swap':
      return single >= 0 && vowels.has(brand[single] ?? '') && vowels.has(label[single] ?? '');
    case 'hyphenation':
      return label.includes('-') && label.replaceAll('-', '') === brand && !label.startsWith('-') && !label.endsWith('-');
    case 'added_word': {
      const plain = label.replaceAll('-', '');
      return plain !== brand && plain.includes(brand) && plain.length - brand.length >= 2;
    }
    case 'other':
      return true;
  }
}

/** The similarity formula of this file's header. */
export function visualSimilarity(brand: string, label: string): number {
  const length = Math.max(brand.length, [...label].length);
  if (length === 0) return 100;
  const { skeleton, undone } = homoglyphSkeleton(label, brand);
  const distance = Math.min(osaDistance(label, brand), osaDistance(skeleton, brand) + homoglyphWeight * undone);
  return Math.round(100 * Math.max(0, 1 - distance / length));
}

/**
 * Classifies `label.tld` against the brand (the watch's brand, hyphens and case ignored). With
 * `brandTld`, the brand under that TLD is the brand's own name, not a look-alike: `other`, 100.
 */
export function classifyLookalike(brand: string, label: string, tld: string, brandTld?: string): LookalikeClassification {
  const watched = brand.toLowerCase().replaceAll('-', '');
  const name = label.toLowerCase();
  if (name === watched) return { technique: brandTld !== undefined && brandTld.toLowerCase() === tld.toLowerCase() ? 'other' : 'tld_swap', similarity: 100 };
  const technique = lookalikeTechniques.find((candidate) => candidate !== 'tld_swap' && explains(candidate, watched, name)) ?? 'other';
  return { technique, similarity: Math.min(99, visualSimilarity(watched, name)) };
}
