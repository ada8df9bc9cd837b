/** The `domain-order` words: the same keys (Japanese with its one plural form) and placeholders in every language, translated. */
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/domain-order.json';
import es from '~/content/locales/es/domain-order.json';
import ja from '~/content/locales/ja/domain-order.json';
import { availabilityStates } from '~/islands/domains/search/availability-api';
import { stateReasonKeys, nameReasonKeys } from '~/lib/domains/name-reasons';
import { describeTranslations } from './support/namespace-locales';

// Words that read the same in Spanish; every other text is translated, however short.
describeTranslations('domain-order', { en, es, ja }, { sameEverywhere: ['total.title', 'search.stateCount'], shortTextsMayMatch: false });

describe('domain-order words', () => {
  it('name every availability state and every reason the API gives', () => {
    for (const state of availabilityStates) expect(typeof en.state[state], state).toBe('string');
    for (const key of [...nameReasonKeys, ...stateReasonKeys]) expect(typeof (en.reason as Record<string, string>)[key], key).toBe('string');
  });
});
