/**
 * The charts kit and a report section as HTML (rendered on the server, as a page's first paint
 * would be): the bars and the legend carry each datum's key, label and value, rows with a link
 * are links, the table twin has the same rows with headed rows and columns, and every part
 * names itself for assistive technology.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from '~/islands/kit/charts/BarChart';
import { ChartTable } from '~/islands/kit/charts/ChartTable';
import { DonutChart } from '~/islands/kit/charts/DonutChart';
import { SeriesChart } from '~/islands/kit/charts/SeriesChart';
import { ReportSectionView } from '~/islands/reports/ReportSectionView';
import { englishT } from '~/lib/i18n/english-resources';
import { reportDeclarations } from '~/lib/reports/report-declarations';
import type { ReportAnswer } from '~/lib/schemas/report';
import { registerReportWords } from '~/islands/reports/report-words';
import en from '~/content/locales/en/reports.json';

const rows = [
  { key: 'com', label: 'com', value: 1200, href: '/domains?pql=tld%20equals%20com' },
  { key: 'net', label: 'net', value: 300 },
];
registerReportWords({ reports: en });

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('the charts as HTML', () => {
  it('draws a bar per datum, each with its label and value, linked when it has an address', () => {
    const html = renderToStaticMarkup(createElement(BarChart, { title: 'Domains by TLD', rows }));
    expect(html).toContain('<figcaption');
    expect(html).toContain('Domains by TLD');
    expect(html).toMatch(/data-chart-key="com" data-chart-value="1200"><a href="\/domains\?pql=tld%20equals%20com"/);
    expect(html).toMatch(/data-chart-key="net" data-chart-value="300"><div/);
    expect(html).toContain('width="100%"');
    expect(html).toContain('width="25%"');
    expect(text(html)).toContain('com 1,200');
  });

  it('draws a donut slice and a legend entry per datum, with shares', () => {
    const html = renderToStaticMarkup(createElement(DonutChart, { title: 'Status', rows, format: (value: number) => `${value} domains` }));
    expect((html.match(/stroke-dasharray/g) ?? []).length).toBe(2);
    expect(text(html)).toContain('com 1200 domains 80%');
    expect(text(html)).toContain('net 300 domains 20%');
    expect(text(html)).toContain('1500 domains');
  });

  it('heads the table twin’s rows and columns, numbers on the right', () => {
    const html = renderToStaticMarkup(createElement(ChartTable, {
      caption: 'Domains by TLD: the numbers',
      columns: [{ key: 'key', label: 'TLD' }, { key: 'count', label: 'Domains', numeric: true }],
      rows: [{ key: 'com', count: '1,200' }, { key: 'net', count: '300' }],
    }));
    expect(html).toContain('role="region" aria-label="Domains by TLD: the numbers"');
    expect(html).toMatch(/<th scope="col" class="[^"]*text-right[^"]*" data-column="count">Domains<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>com<\/th><td[^>]*text-right[^>]*>1,200<\/td>/);
  });

  it('says what a series chart shows before uPlot has drawn it', () => {
    const html = renderToStaticMarkup(createElement(SeriesChart, {
      title: 'Cost', periods: ['Nov 2026', 'Dec 2026'], series: [{ key: 'EUR', label: 'EUR', values: [1, 2] }], kind: 'bars',
    }));
    expect(html).toContain('data-drawn="false"');
    expect(text(html)).toContain('Cost: Nov 2026 – Dec 2026. EUR 1 – 2.');
    expect(html).toContain('data-chart-series="EUR"');
  });
});

describe('a report section as HTML', () => {
  const answer: ReportAnswer = {
    report: 'domains', generated_at: '2026-11-21T10:00:00Z', filter: 'tld equals com', total: 40, key_figures: [],
    sections: [{
      id: 'by_status', chart: 'donut', resource: 'domains',
      rows: [{ key: 'active', count: 30, pql: 'status equals active' }, { key: 'pending_delete', count: 10, pql: 'status equals pending_delete' }],
    }],
  };
  const list = { href: '/domains', permission: 'view-domains', fields: ['tld', 'status'] };

  it('has a heading, the chart, the table with the same numbers, and the CSV button', () => {
    const html = renderToStaticMarkup(createElement(ReportSectionView, {
      answer, section: answer.sections[0]!, report: reportDeclarations.domains, list, language: 'en', t: englishT,
    }));
    expect(html).toMatch(/<h2[^>]*>Domains by status<\/h2>/);
    expect(html).toContain('data-report-csv');
    expect(html).toContain('aria-label="Download CSV: Domains by status"');
    expect(html).toContain('data-chart-key="active" data-chart-value="30"');
    const link = '/domains?pql=tld%20equals%20com%20and%20status%20equals%20active';
    expect(html.split(link).length - 1).toBe(2);
    expect(html).toContain('data-status-tone="green"');
    expect(html).toMatch(/data-column="count">30<\/td><td[^>]*data-column="share">75%<\/td>/);
    expect(html).toMatch(/data-column="key">Status<\/th>/);
  });
});
