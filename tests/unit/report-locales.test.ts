/**
 * The `reports` namespace: the same keys and placeholders in English, Spanish and Japanese
 * (Japanese has only `_other` plurals), nothing left in English, and a text for every key the
 * report screens ask for, the ones built from a value too (reports, sections, figures, areas,
 * criteria, intervals, period problems).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/reports.json';
import es from '~/content/locales/es/reports.json';
import ja from '~/content/locales/ja/reports.json';
import { activityIntervals } from '~/lib/reports/report-address';
import { activityAreas, reportDeclarations } from '~/lib/reports/report-declarations';
import { dropCriteria, reportNames } from '~/lib/schemas/report';
import { describeTranslations, englishKeys, keysAskedFor } from './support/namespace-locales';

// Codes and patterns that read the same in Spanish (Japanese writes them its own way).
describeTranslations('reports', { en, es, ja }, {
  sameEverywhere: ['ranges.between', 'sections.dns.by_dnssec.title', 'keys.manual'],
});

/** The figure ids the API answers (contract of the reports API). */
const figureIds = [
  'domains_total', 'registry_lock_percent', 'auto_renew_percent', 'zones_total', 'dnssec_percent', 'not_our_nameservers',
  'records_total', 'zones_with_records', 'certificates_total', 'expiring_30_days', 'forecast_total', 'renewals_count', 'events_total', 'active_users',
];

describe('every key the report screens ask for', () => {
  const english = englishKeys(en);

  it('exists in English, as written in the code', () => {
    const used = keysAskedFor('reports', ['src/islands/reports', 'src/lib/reports']);
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((key) => !english.has(key))).toEqual([]);
  });

  it('exists for every value a key is built from', () => {
    const built = [
      ...reportNames.flatMap((name) => [`reports.${name}.title`, `reports.${name}.description`, `covers.${name}`, `counts.${name}`]),
      ...Object.values(reportDeclarations).flatMap((report) => report.sections.flatMap((section) => [`sections.${report.name}.${section.id}.title`, `sections.${report.name}.${section.id}.key`])),
      ...figureIds.map((id) => `figures.${id}`),
      ...activityAreas.map((area) => `areas.${area}`),
      ...dropCriteria.map((criterion) => `drop.criteria.${criterion}`),
      ...['auto', ...activityIntervals].map((interval) => `options.intervals.${interval}`),
      ...['invalidFrom', 'invalidTo', 'fromAfterTo', 'tooLong'].map((problem) => `options.problems.${problem}`),
      ...['none', 'system', 'expired', 'ours', 'other', 'auto', 'manual'].map((key) => `keys.${key}`),
      ...['between', 'upTo', 'over', 'atLeast'].map((key) => `ranges.${key}`),
    ];
    expect(built.filter((key) => !english.has(key))).toEqual([]);
  });

  it('asks only the list words the report pages carry (`lists:pql`) from the filter box they borrow', () => {
    const borrowed = ['PqlBox.tsx', 'query-problem-text.ts'].flatMap((file) =>
      [...readFileSync(`src/islands/resources/list/${file}`, 'utf8').matchAll(/lists:([\w.]+)/g)].map((match) => match[1]!));
    expect(borrowed.length).toBeGreaterThan(3);
    expect(borrowed.filter((key) => !key.startsWith('pql.'))).toEqual([]);
  });
});
