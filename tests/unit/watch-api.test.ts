/**
 * The watch screens' calls through the data provider on a fake API (src/lib/watch/watch-api.ts):
 * paths and bodies, the `{ data }` answers, and a gap analysis's 404 passed to the caller as "no
 * analysis" rather than the error screen (spec section 8).
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '~/lib/data/errors';
import { createWatchApi } from '~/lib/watch/watch-api';
import { answer } from './support/fake-api';
import { context, createTestDataProvider } from './support/fake-data-provider';

const group = `groups/${context}`;
const gap = { domain: 'aurora.com', label: 'aurora', brand: 'aurora', held: [{ tld: 'com', domain_id: 9, status: 'active' }], missing: ['net'], coverage_percent: 50 };

describe('the watch calls', () => {
  it('reads the overview, a report and brand protection from their routes', async () => {
    const { data, api } = createTestDataProvider((request) => answer(200, { data: { asked: request.path } }));
    const watch = createWatchApi(data);
    expect(await watch.overview()).toEqual({ asked: `${group}/watch_overview` });
    expect(await watch.report(7)).toEqual({ asked: `${group}/watches/7/report` });
    expect(await watch.brandProtection()).toEqual({ asked: `${group}/brand_protection` });
    expect(api.sent.map((request) => request.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('reads a gap analysis as sent, or inside `data`', async () => {
    const plain = createTestDataProvider(() => answer(200, gap));
    expect(await createWatchApi(plain.data).gapAnalysis(9)).toEqual(gap);
    expect(plain.api.sent[0]!.path).toBe(`${group}/domains/9/gap_analysis`);
    const wrapped = createTestDataProvider(() => answer(200, { data: gap }));
    expect(await createWatchApi(wrapped.data).gapAnalysis(9)).toEqual(gap);
  });

  it('takes a gap analysis’s 404 as "no analysis for this domain", with no error screen', async () => {
    const setup = createTestDataProvider(() => answer(404, { statusCode: 404, code: 'no_gap_analysis', message: 'There is no gap analysis for aurora.de' }));
    expect(await createWatchApi(setup.data).gapAnalysis(10)).toBeNull();
    expect(setup.appErrors).toEqual([]);
  });

  it('still fails on a gap analysis’s other errors', async () => {
    const setup = createTestDataProvider(() => answer(400, { statusCode: 400, code: 'bad_request', message: 'bad id' }));
    await expect(createWatchApi(setup.data).gapAnalysis('x')).rejects.toBeInstanceOf(HttpError);
  });

  it('opens a case with a POST of the dialog’s fields and answers the case', async () => {
    const entry = { id: 51, reference: 'CASE-2026-0051' };
    const { data, api } = createTestDataProvider(() => answer(201, { data: entry }));
    expect(await createWatchApi(data).openCase(7, 31, { title: 'Look-alike', severity: 'high' })).toEqual(entry);
    expect(api.sent[0]!.method).toBe('POST');
    expect(api.sent[0]!.path).toBe(`${group}/watches/7/domains/31/case`);
    expect(api.sent[0]!.json()).toEqual({ title: 'Look-alike', severity: 'high' });
  });

  it('hands a refused opening to the dialog with its status and body', async () => {
    const body = { statusCode: 409, code: 'case_exists', message: 'This match already has a case.', case_id: 12, reference: 'CASE-12' };
    const setup = createTestDataProvider(() => answer(409, body));
    const failure = await createWatchApi(setup.data).openCase(7, 31, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(409);
    expect((failure as HttpError).body).toMatchObject({ code: 'case_exists', reference: 'CASE-12' });
    expect(setup.appErrors).toEqual([]);
  });
});
