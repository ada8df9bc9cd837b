/**
 * The `home` namespace (home, pulse, the invoicing overview): the same keys and placeholders in
 * English, Spanish and Japanese (Japanese has only `_other` plurals), nothing left in English,
 * and a text for every key the screens ask for, the ones built from a value too (figures, kinds,
 * attention reasons, periods, transaction values).
 */
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/home.json';
import es from '~/content/locales/es/home.json';
import ja from '~/content/locales/ja/home.json';
import { attentionReasonIds, homeFigureIds, pulseKinds, watchFigureIds } from '~/lib/dashboard/dashboard-types';
import { periodChoices } from '~/lib/dashboard/pulse-period';
import { transactionKinds, transactionStatuses } from '~/lib/schemas/transaction';
import { describeTranslations, englishKeys, keysAskedFor } from './support/namespace-locales';

// "Total" is Spanish too.
describeTranslations('home', { en, es, ja }, { sameEverywhere: ['invoicing.total'] });

describe('every key the dashboards ask for', () => {
  const english = englishKeys(en);

  it('exists in English, as written in the code', () => {
    const used = keysAskedFor('home', ['src/islands/home', 'src/islands/invoicing', 'src/lib/dashboard']);
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => !english.has(key))).toEqual([]);
  });

  it('exists for every value a key is built from', () => {
    const built = [
      ...[...homeFigureIds, ...watchFigureIds].map((id) => `figures.${id}`),
      ...attentionReasonIds.map((id) => `attention.reasons.${id}`),
      ...pulseKinds.map((kind) => `kinds.${kind}`),
      ...periodChoices.map((choice) => `pulse.period.choices.${choice}`),
      ...['invalidFrom', 'invalidTo', 'fromAfterTo', 'tooLong'].map((problem) => `pulse.period.${problem}`),
      ...[...transactionKinds, ...transactionStatuses].map((value) => `invoicing.values.${value}`),
    ];
    expect(built.filter((key) => !english.has(key))).toEqual([]);
  });
});
