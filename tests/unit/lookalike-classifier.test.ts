/**
 * The look-alike classifier and risk score (issue 15, "matches that explain themselves"): every
 * technique named by a label it explains, the first in the declared order winning; similarity by
 * the documented formula; the same input always gives the same output.
 */
import { describe, expect, it } from 'vitest';
import { lookalikeTechniques } from '../../src/lib/schemas/watch-insights.ts';
import { classifyLookalike, keyboardAdjacent, osaDistance, visualSimilarity } from '../../server/api/watch/lookalike-classifier.ts';
import { isYoungRegistration, riskBandOf, riskOf } from '../../server/api/watch/risk-score.ts';

const brand = 'aurorafoods';

describe('classifyLookalike', () => {
  const table: [string, string, string][] = [
    ['aurorafoods', 'net', 'tld_swap'],
    ['aur0rafoods', 'com', 'homoglyph'],
    ['aurorafoodѕ', 'com', 'homoglyph'], // Cyrillic ѕ
    ['aurоrafoods', 'com', 'homoglyph'], // Cyrillic о
    ['4urorafoods', 'com', 'homoglyph'],
    ['aurorafoofs', 'com', 'bit_flip'], // d 0x64 → f 0x66
    ['aurorafods', 'com', 'omission'],
    ['auroraffoods', 'com', 'repetition'],
    ['auorrafoods', 'com', 'transposition'],
    ['aurorafoodz', 'com', 'replacement'], // s and z are neighbours
    ['auroraxfoods', 'com', 'insertion'],
    ['aurorafeods', 'com', 'vowel_swap'], // o → e: neither a bit flip nor neighbours
    ['aurora-foods', 'com', 'hyphenation'],
    ['aurorafoods-login', 'shop', 'added_word'],
    ['secureaurorafoods', 'com', 'added_word'],
    ['login-aurorafoods', 'com', 'added_word'],
    ['zzzz', 'com', 'other'],
    ['auzxafoodsly', 'com', 'other'],
  ];

  it.each(table)('%s.%s is %s', (label, tld, technique) => {
    expect(classifyLookalike(brand, label, tld).technique).toBe(technique);
  });

  it('names every technique somewhere in the table', () => {
    expect(new Set(table.map(([, , technique]) => technique))).toEqual(new Set(lookalikeTechniques));
  });

  it('takes the first technique of the declared order that explains the label', () => {
    // a → e is one bit (0x61 ^ 0x65 = 4): a bit flip before a vowel swap.
    expect(classifyLookalike(brand, 'aurorefoods', 'com').technique).toBe('bit_flip');
    // rn for m is a homoglyph, though it is also an insertion-like edit.
    expect(classifyLookalike('mybrand', 'rnybrand', 'com').technique).toBe('homoglyph');
    // A doubled letter is a repetition, not an insertion.
    expect(classifyLookalike('shop', 'shopp', 'com').technique).toBe('repetition');
  });

  it('ignores case and the brand\'s hyphens; the brand under its own TLD is no look-alike', () => {
    expect(classifyLookalike('Aurora-Foods', 'AURORAFOODS', 'net')).toEqual({ technique: 'tld_swap', similarity: 100 });
    expect(classifyLookalike(brand, brand, 'com', 'com').technique).toBe('other');
  });

  it('scores similarity by the documented formula', () => {
    expect(osaDistance('abcd', 'abdc')).toBe(1);
    expect(osaDistance('kitten', 'sitting')).toBe(3);
    // One edit in 11 letters: round(100 × (1 − 1/11)) = 91.
    expect(classifyLookalike(brand, 'aurorafods', 'com').similarity).toBe(91);
    // One homoglyph weighs 0.25: round(100 × (1 − 0.25/11)) = 98.
    expect(classifyLookalike(brand, 'aur0rafoods', 'com').similarity).toBe(98);
    // Six added characters (hyphen and word) over 17: round(100 × (1 − 6/17)) = 65.
    expect(classifyLookalike(brand, 'aurorafoods-login', 'com').similarity).toBe(65);
    expect(visualSimilarity(brand, 'zzzz')).toBe(0);
    for (const [label, tld] of table) {
      const { similarity } = classifyLookalike(brand, label, tld);
      expect(similarity).toBeGreaterThanOrEqual(0);
      expect(similarity).toBeLessThanOrEqual(100);
    }
  });

  it('is deterministic', () => {
    const first = table.map(([label, tld]) => classifyLookalike(brand, label, tld));
    const second = table.map(([label, tld]) => classifyLookalike(brand, label, tld));
    expect(second).toEqual(first);
  });

  it('knows which keys are neighbours', () => {
    expect(keyboardAdjacent('s', 'z')).toBe(true);
    expect(keyboardAdjacent('a', 'q')).toBe(true);
    expect(keyboardAdjacent('g', 'y')).toBe(true);
    expect(keyboardAdjacent('a', 'p')).toBe(false);
    expect(keyboardAdjacent('z', 'q')).toBe(false);
  });
});

describe('riskOf', () => {
  const seen = '2026-10-01T00:00:00.000Z';
  it('adds the named facts\' points and caps at 100', () => {
    const everything = riskOf({ similarity: 90, resolves: true, hasMx: true, hasWebsite: true, hasCertificate: true, registeredAt: '2026-09-01T00:00:00.000Z', firstSeenAt: seen });
    expect(everything.factors).toEqual([
      { id: 'similarity', points: 36 }, { id: 'resolves', points: 15 }, { id: 'mail', points: 20 }, { id: 'website', points: 10 },
      { id: 'certificate', points: 10 }, { id: 'young_registration', points: 10 },
    ]);
    expect(everything.score).toBe(100);
    expect(everything.band).toBe('high');
    const bare = riskOf({ similarity: 91, resolves: false, hasMx: false, hasWebsite: false, hasCertificate: false, registeredAt: '2020-01-01T00:00:00.000Z', firstSeenAt: seen });
    expect(bare).toEqual({ score: 36, band: 'low', factors: [{ id: 'similarity', points: 36 }] });
    const some = riskOf({ similarity: 65, resolves: true, hasMx: true, hasWebsite: false, hasCertificate: false, registeredAt: null, firstSeenAt: seen });
    expect(some.score).toBe(26 + 15 + 20);
    expect(some.band).toBe('medium');
    expect(some.score).toBe(some.factors.reduce((sum, factor) => sum + factor.points, 0));
  });

  it('bands at 70 and 40, and measures a young registration against the first sighting', () => {
    expect([riskBandOf(70), riskBandOf(69), riskBandOf(40), riskBandOf(39)]).toEqual(['high', 'medium', 'medium', 'low']);
    expect(isYoungRegistration('2026-07-03T00:00:00.000Z', seen)).toBe(true);
    expect(isYoungRegistration('2026-07-02T00:00:00.000Z', seen)).toBe(false);
    expect(isYoungRegistration(null, seen)).toBe(false);
  });
});
