/** The words of namespace `watch`: every technique, risk factor, band, state, severity and case action has its words in English, Spanish and Japanese. */
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/watch.json';
import es from '~/content/locales/es/watch.json';
import ja from '~/content/locales/ja/watch.json';
import { caseActions, caseSeverities } from '~/lib/schemas/watch-case';
import { lookalikeTechniques, riskBands, riskFactorIds, watchCaseStatuses, watchMatchStatuses } from '~/lib/schemas/watch-insights';
import { matchFactIds } from '~/lib/watch/watch-matches';

type Words = Record<string, unknown>;
const groups: [string, readonly string[]][] = [
  ['techniques', lookalikeTechniques], ['factors', riskFactorIds], ['bands', riskBands], ['matchStatus', watchMatchStatuses],
  ['caseStatus', watchCaseStatuses], ['severity', caseSeverities], ['caseAction', [...caseActions, 'opened', 'note', 'status_changed']], ['facts', matchFactIds],
];

function flat(words: Words, prefix = ''): Record<string, string> {
  return Object.fromEntries(Object.entries(words).flatMap(([key, value]) => (typeof value === 'object' && value !== null
    ? Object.entries(flat(value as Words, `${prefix}${key}.`))
    : [[`${prefix}${key}`, String(value)]])));
}

describe('namespace watch', () => {
  for (const [language, words] of [['en', en], ['es', es], ['ja', ja]] as const) {
    it(`names every code in ${language}`, () => {
      const all = flat(words as Words);
      const missing = groups.flatMap(([group, codes]) => codes.map((code) => `${group}.${code}`)).filter((key) => !all[key]);
      expect(missing).toEqual([]);
    });
  }

  it('uses no plural forms in Japanese but _other, and translates every sentence', () => {
    const english = flat(en as Words);
    const japanese = flat(ja as Words);
    const spanish = flat(es as Words);
    expect(Object.keys(japanese).filter((key) => /_(one|two|few|many|zero)$/.test(key))).toEqual([]);
    const words = (text: string) => /[A-Za-z]{4,}/.test(text.replace(/\{\{[^}]+\}\}/g, '').replace(/\b(DNS|TLD|UDRP|URS|CSV)\b/g, ''));
    expect(Object.keys(english).filter((key) => words(english[key]!) && japanese[key] === english[key])).toEqual([]);
    expect(Object.keys(english).filter((key) => words(english[key]!) && spanish[key] === english[key])).toEqual([]);
  });
});
