/**
 * The report screens on the API's real answers (server/api/reports/, in process on a seeded
 * database, no port): every section of every report renders its chart and its table twin with
 * the same rows, its CSV has them too, keys read as words rather than stored values, the rows'
 * PQL opens the declared list where one shows them, and the forecast's drop candidates render.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import lists from '~/content/locales/en/lists.json';
import reports from '~/content/locales/en/reports.json';
import resources from '~/content/locales/en/resources.json';
import DropCandidates from '~/islands/reports/DropCandidates';
import { KeyFigures } from '~/islands/reports/KeyFigures';
import { ReportSectionView } from '~/islands/reports/ReportSectionView';
import { sectionCsv } from '~/islands/reports/report-csv';
import { registerReportWords } from '~/islands/reports/report-words';
import { englishT } from '~/lib/i18n/english-resources';
import { registerNamespace } from '~/lib/i18n/locale-store';
import { parsePql } from '~/lib/pql';
import { sectionList } from '~/lib/reports/report-links';
import { reportPage } from '~/lib/reports/report-pages';
import { orderedSections } from '~/lib/reports/report-sections';
import { reportNames, type ReportAnswer, type ReportName } from '~/lib/schemas/report';
import { startJobsApp, type JobsApp } from '../server/support/jobs-app';

const english = { lists, reports, resources };
registerReportWords({ reports, lists });
registerNamespace('resources', resources);

let app: JobsApp;
let token: string;
let context: string;

async function answerOf(name: ReportName, query = ''): Promise<ReportAnswer> {
  const answer = await app.call<{ data: ReportAnswer }>(token, 'GET', `/groups/${context}/reports/${name}${query}`);
  expect(answer.status, `${name}${query}: ${answer.text}`).toBe(200);
  return answer.body.data;
}

const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

beforeAll(async () => {
  app = await startJobsApp({ domains: 120 });
  token = await app.signIn('admin');
  context = String(app.db.prepare("SELECT group_id FROM users WHERE username = 'admin'").get()?.group_id);
}, 60_000);
afterAll(() => app?.close());

describe('every report on the API’s answer', () => {
  const queries: Record<ReportName, string> = {
    domains: '', dns: '', 'dns-records': '', ssls: '', 'renewals-forecast': '?months=24&drop=auto_renew_off', 'portfolio-activity': '',
  };

  it.each(reportNames.map((name) => [name]))('%s: charts and tables agree, keys read as words, rows open their list', async (name) => {
    const page = reportPage(name, english);
    const answer = await answerOf(name, queries[name]);
    expect(answer.report).toBe(name);
    const figures = renderToStaticMarkup(createElement(KeyFigures, { figures: answer.key_figures, language: 'en', t: englishT }));
    for (const figure of answer.key_figures) expect(figures, figure.id).toContain(`data-report-figure="${figure.id}"`);
    expect(figures).not.toMatch(/>reports:/);

    for (const section of orderedSections(answer, page.declaration)) {
      const list = sectionList(page.lists, name, section, () => true);
      const html = renderToStaticMarkup(createElement(ReportSectionView, { answer, section, report: page.declaration, list, language: 'en', t: englishT }));
      const where = `${name} ${section.id}`;
      expect(html, where).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
      expect(html, where).not.toMatch(/reports:|resources:/);
      if (section.rows.length === 0) continue;
      // The table twin: a row per row of the answer, in its order.
      expect([...html.matchAll(/data-row-key="([^"]*)"/g)].map((match) => decode(match[1]!)), where).toEqual(section.rows.map((row) => row.key));
      if (section.chart !== 'series') {
        const chart = [...html.matchAll(/data-chart-key="([^"]*)" data-chart-value="([^"]*)"/g)].map((match) => ({ key: decode(match[1]!), count: Number(match[2]) }));
        expect(chart, where).toEqual(section.rows.map((row) => ({ key: row.key, count: row.count })));
      } else {
        expect(html, where).toContain('data-chart="series"');
      }
      expect(sectionCsv(section).trimEnd().split('\r\n'), where).toHaveLength(section.rows.length + 1);
      // Statuses and values read as their words, not as stored.
      if (['status', 'boolean'].includes(page.declaration.sections.find((entry) => entry.id === section.id)?.keys ?? '')) {
        for (const row of section.rows.filter((entry) => entry.key !== '')) {
          expect(html, `${where} ${row.key}`).not.toMatch(new RegExp(`data-chart-label="?[^>]*>${row.key}<`));
        }
      }
      // Each row with PQL over a listed resource opens that list, filtered to it.
      const links = [...html.matchAll(/href="([^"]+\?pql=[^"]+)"/g)].map((match) => decode(match[1]!));
      for (const href of links) {
        const url = new URL(href, 'https://portal.example');
        expect(url.pathname, where).toBe(list!.href);
        expect(parsePql(url.searchParams.get('pql')!).ok, `${where} ${href}`).toBe(true);
      }
      if (list) {
        const linkable = section.rows.filter((row) => row.pql && parsePql(row.pql).ok && (parsePql(row.pql) as { query: { field: string }[] }).query.every((condition) => list.fields.includes(condition.field)));
        // A bar or legend entry and the table's key cell, for each linkable row.
        expect(links.length, where).toBe(linkable.length * (section.chart === 'series' ? 1 : 2));
      }
    }

    if (name === 'renewals-forecast') {
      expect(answer.drop_candidates, 'drop candidates with drop=').toBeDefined();
      const html = renderToStaticMarkup(createElement(DropCandidates, { candidates: answer.drop_candidates!, domainRecord: page.domainRecord, canSend: true, language: 'en', t: englishT }));
      expect(html).toContain(`data-drop-count="${answer.drop_candidates!.count}"`);
      expect((html.match(/data-drop-row=/g) ?? []).length).toBe(answer.drop_candidates!.rows.length);
      if (answer.drop_candidates!.ids.length > 0) expect(html).toContain('data-drop-send');
    }
  }, 30_000);

  it('the domains report’s rows open the domains list filtered by the report’s filter and the row', async () => {
    const page = reportPage('domains', english);
    const answer = await answerOf('domains', `?pql=${encodeURIComponent('tld equals com')}`);
    expect(answer.filter).toBe('tld equals com');
    const section = answer.sections.find((entry) => entry.id === 'by_status')!;
    const html = renderToStaticMarkup(createElement(ReportSectionView, {
      answer, section, report: page.declaration, list: sectionList(page.lists, 'domains', section, () => true), language: 'en', t: englishT,
    }));
    const first = section.rows.find((row) => row.pql)!;
    expect(decode(html)).toContain(`/domains?pql=${encodeURIComponent(`tld equals com and ${first.pql}`)}`);
  });
});
