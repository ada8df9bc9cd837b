/**
 * The `intelligence` namespace (the focus pages): the same keys and placeholders in English,
 * Spanish and Japanese, nothing left in English, and a text for every key the pages ask for,
 * the ones built from a value too (columns, keys, reasons, sections).
 */
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/intelligence.json';
import es from '~/content/locales/es/intelligence.json';
import ja from '~/content/locales/ja/intelligence.json';
import { valuableReasons } from '~/lib/schemas/intelligence-focus';
import {
  lockStateTable, sslExpiryTable, sslIssuerTable, sslSavingTable, trafficDomainTable, trafficMonthTable, valuableDomainTable, type FocusTable,
} from '~/lib/intelligence/focus-tables';
import { describeTranslations, englishKeys, keysAskedFor } from './support/namespace-locales';

describeTranslations('intelligence', { en, es, ja });

describe('every key the focus pages ask for', () => {
  const english = englishKeys(en);

  it('exists in English, as written in the code', () => {
    const used = keysAskedFor('intelligence', ['src/islands/intelligence', 'src/lib/intelligence']);
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((key) => !english.has(key))).toEqual([]);
  });

  it('exists for every value a key is built from', () => {
    const empty = { item: { id: 1, name: '', primary_domain: '' } };
    const tables: FocusTable[] = [
      sslIssuerTable({ ...empty, issuers: [] } as never), sslExpiryTable({ ...empty, expiry: [] } as never),
      sslSavingTable({ currency: 'EUR', rows: [], list_total: 0, our_total: 0, saving: 0 }),
      trafficMonthTable({ ...empty, months: [] } as never), trafficDomainTable({ ...empty, top_domains: [], others: { domains: 0, visits: 0 } } as never),
      lockStateTable({ ...empty, locked: 0, unlocked: 0 } as never), valuableDomainTable({ ...empty, list: [] } as never),
    ];
    const built = [
      ...tables.map((table) => `sections.${table.id}`), 'sections.series',
      ...tables.flatMap((table) => table.columns.map((column) => `columns.${column.key}`)),
      ...tables.flatMap((table) => table.columns.flatMap((column) => (column.none ? [column.none] : []))),
      ...['expired', 'later', 'unknown', 'locked', 'unlocked', 'others'].map((key) => `keys.${key}`),
      ...valuableReasons.map((reason) => `reasons.${reason}`),
      ...['ssl', 'traffic', 'registryLock'].map((page) => `intro.${page}`),
      ...['domains', 'withSsl', 'withoutSsl', 'listTotal', 'ourTotal', 'saving', 'totalVisits', 'trafficDomains', 'topShare', 'valuable', 'unlocked', 'locked'].map((id) => `figures.${id}`),
    ];
    expect(built.filter((key) => !english.has(key))).toEqual([]);
  });
});
