/**
 * A report section as columns, CSV and series (DESIGN.md section 14: a chart, the same numbers
 * as a table, CSV export): the table and the file have the same rows and columns, amounts are
 * decimals in the currency's major unit, and a series chart draws what the table lists.
 */
import { describe, expect, it } from 'vitest';
import { sectionCsv, sectionFileName } from '~/islands/reports/report-csv';
import { reportDeclarations } from '~/lib/reports/report-declarations';
import { columnId, orderedSections, rowShares, sectionColumns, sectionDeclaration, sectionSeries } from '~/lib/reports/report-sections';
import type { ReportSection } from '~/lib/schemas/report';

const byStatus: ReportSection = {
  id: 'by_status', chart: 'donut', resource: 'domains',
  rows: [
    { key: 'active', count: 30, pql: 'status equals active' },
    { key: 'expired', count: 10, pql: 'status equals expired' },
    { key: '', count: 0 },
  ],
};

const byMonth: ReportSection = {
  id: 'by_month', chart: 'series', resource: 'domains', series: ['EUR', 'JPY'],
  rows: [
    { key: '2026-11', count: 3, amounts: { EUR: 3330, JPY: 1500 }, values: { auto: 2, manual: 1 } },
    { key: '2026-12', count: 0, amounts: {}, values: { auto: 0, manual: 0 } },
    { key: '2027-01', count: 1, amounts: { JPY: 120000 }, values: { auto: 0, manual: 1 } },
  ],
};

const overTime: ReportSection = {
  id: 'over_time', chart: 'series', series: ['domains', 'dns'],
  rows: [
    { key: '2026-11-01', count: 5, values: { dns: 4, domains: 1 } },
    { key: '2026-11-02', count: 2, values: { domains: 2 } },
  ],
};

describe('the columns of a section', () => {
  it('are the key, the count and a donut’s share', () => {
    expect(sectionColumns(byStatus).map(columnId)).toEqual(['key', 'count', 'share']);
    expect(rowShares(byStatus.rows)).toEqual([0.75, 0.25, 0]);
  });

  it('add each series key of the values, then each currency of the amounts, in the section’s order', () => {
    expect(sectionColumns(byMonth).map(columnId)).toEqual(['key', 'count', 'auto', 'manual', 'amount_EUR', 'amount_JPY']);
    expect(sectionColumns(overTime).map(columnId)).toEqual(['key', 'count', 'domains', 'dns']);
  });
});

describe('the CSV of a section', () => {
  it('has the table’s rows as raw values: keys as stored, counts, amounts as decimals (none where a row has none)', () => {
    expect(sectionCsv(byMonth)).toBe([
      'key,count,auto,manual,amount_EUR,amount_JPY',
      '2026-11,3,2,1,33.30,1500',
      '2026-12,0,0,0,,',
      '2027-01,1,0,1,,120000',
      '',
    ].join('\r\n'));
  });

  it('leaves a donut’s share out and keeps an empty key empty', () => {
    expect(sectionCsv(byStatus)).toBe('key,count\r\nactive,30\r\nexpired,10\r\n,0\r\n');
  });

  it('quotes what CSV must quote and defuses formulas', () => {
    const section: ReportSection = { id: 'by_issuer', chart: 'bar', rows: [{ key: 'Issuer, Inc.', count: 1 }, { key: '=cmd', count: 2 }] };
    expect(sectionCsv(section)).toBe('key,count\r\n"Issuer, Inc.",1\r\n\'=cmd,2\r\n');
  });

  it('is named after the report, the section and the day of the figures', () => {
    expect(sectionFileName({ report: 'renewals-forecast', generated_at: '2026-11-21T10:00:00Z' }, byMonth)).toBe('report-renewals-forecast-by-month-2026-11-21.csv');
  });
});

describe('a series chart of a section', () => {
  it('draws amounts per currency in major units, one number per row', () => {
    expect(sectionSeries(byMonth, sectionDeclaration(reportDeclarations['renewals-forecast'], 'by_month'))).toEqual({
      periods: ['2026-11', '2026-12', '2027-01'],
      series: [{ key: 'EUR', values: [33.3, 0, 0] }, { key: 'JPY', values: [1500, 0, 120000] }],
    });
  });

  it('draws the values per series key, missing ones as zero', () => {
    expect(sectionSeries(overTime, sectionDeclaration(reportDeclarations['portfolio-activity'], 'over_time')).series).toEqual([
      { key: 'domains', values: [1, 2] },
      { key: 'dns', values: [4, 0] },
    ]);
  });

  it('draws the count when the rows carry nothing else', () => {
    const plain: ReportSection = { id: 'x', chart: 'series', rows: [{ key: 'a', count: 1 }, { key: 'b', count: 4 }] };
    expect(sectionSeries(plain, { series: 'values' }).series).toEqual([{ key: 'count', values: [1, 4] }]);
  });
});

describe('the sections of an answer', () => {
  it('come in the declared order, unknown ones after, and a section the portal does not know reads its keys as written', () => {
    const answer = { sections: ['by_auto_renew', 'by_new_thing', 'by_tld', 'by_status'].map((id): ReportSection => ({ id, chart: 'bar', rows: [] })) };
    expect(orderedSections(answer, reportDeclarations.domains).map((section) => section.id)).toEqual(['by_tld', 'by_status', 'by_auto_renew', 'by_new_thing']);
    expect(sectionDeclaration(reportDeclarations.domains, 'by_new_thing')).toEqual({ id: 'by_new_thing', keys: 'text' });
  });
});
