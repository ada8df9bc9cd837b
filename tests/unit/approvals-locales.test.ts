/** The `approvals` namespace: the same keys and placeholders in every language, and words for every kind and state of a request. */
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/approvals.json';
import es from '~/content/locales/es/approvals.json';
import ja from '~/content/locales/ja/approvals.json';
import enResources from '~/content/locales/en/resources.json';
import esResources from '~/content/locales/es/resources.json';
import jaResources from '~/content/locales/ja/resources.json';
import { approvalKinds, approvalStatuses } from '~/lib/schemas/approval-request';
import { describeTranslations } from './support/namespace-locales';

// Words that read the same in Spanish.
describeTranslations('approvals', { en, es, ja }, { sameEverywhere: ['fields.total', 'summary.when'] });

describe('every kind and state of a request has words', () => {
  it('on the public page', () => {
    for (const kind of approvalKinds) expect(Object.keys(en.kinds), kind).toContain(kind);
    for (const status of approvalStatuses) expect(Object.keys(en.status), status).toContain(status);
  });

  it('in the lists and records (resources values), in every language', () => {
    for (const values of [enResources.values, esResources.values, jaResources.values] as Record<string, string>[]) {
      for (const value of [...approvalKinds, ...approvalStatuses]) expect(values[value], value).toEqual(expect.any(String));
    }
  });
});
