import { describe, expect, it } from 'vitest';
import { HttpError } from '~/lib/http/http-error.ts';
import { scopedPath } from '~/lib/data/scoped-path.ts';
import { answer, failureOf } from './support/fake-api.ts';
import { context, createTestDataProvider } from './support/fake-data-provider.ts';

const messages = { noContext: 'No account is selected.', emptyPart: 'A part of the API path is missing:' };

describe('call: routes that are not a declared resource', () => {
  it('puts a group path under groups/{context}, with its query and body', async () => {
    const { data, api } = createTestDataProvider(() => answer(201, { id: 3 }));
    await expect(data.call('POST', 'saved_filters', { query: { resource: 'domains' }, body: { name: 'Shops' } })).resolves.toEqual({ id: 3 });
    expect(api.sent[0]!.method).toBe('POST');
    expect(api.sent[0]!.path).toBe(`groups/${context}/saved_filters`);
    expect(api.sent[0]!.query.get('resource')).toBe('domains');
    expect(api.sent[0]!.json()).toEqual({ name: 'Shops' });
  });

  it('sends a root path as it is, in no account', async () => {
    const { data, api } = createTestDataProvider(() => answer(200, { id: 'u-1' }), () => undefined);
    await data.call('PATCH', '/profile', { scope: 'root', body: { language: 'ja' } });
    expect(api.sent.map((request) => `${request.method} ${request.path}`)).toEqual(['PATCH profile']);
  });

  it('honours the abort signal', async () => {
    const { data } = createTestDataProvider(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = failureOf(data.call('GET', 'audit_log', { signal: controller.signal }));
    controller.abort();
    await expect(pending).resolves.toMatchObject({ name: 'AbortError' });
  });
});

describe('a missing account never produces groups//', () => {
  const noAccount = () => createTestDataProvider(() => answer(200, { data: [] }), () => undefined);

  it.each<[string, (data: ReturnType<typeof noAccount>['data']) => Promise<unknown>]>([
    ['call', (data) => data.call('GET', 'saved_filters')],
    ['getList', (data) => data.getList({ resource: 'domains' })],
    ['getOne', (data) => data.getOne({ resource: 'domains', id: 7 })],
    ['create', (data) => data.create({ resource: 'domains', values: {} })],
    ['update', (data) => data.update({ resource: 'domains', id: 7, values: {}, version: 1 })],
    ['remove', (data) => data.remove({ resource: 'domains', id: 7 })],
    ['platformCall', (data) => data.platformCall('registrar.domain.info')],
    ['getAll', (data) => data.getAll({ resource: 'domains' })],
  ])('%s rejects with a clear error and sends nothing', async (_, send) => {
    const { data, api } = noAccount();
    const failure = await failureOf(send(data));
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 0, message: 'No account is selected.' });
    expect(api.sent).toEqual([]);
  });

  it('an empty part of a path (a record id, a route parameter) rejects too', async () => {
    const { data, api } = createTestDataProvider(() => answer(200, {}));
    await expect(failureOf(data.getOne({ resource: 'domains', id: '' }))).resolves.toMatchObject({ message: 'A part of the API path is missing: domains/' });
    await expect(failureOf(data.getList({ resource: 'domains//dns_records' }))).resolves.toBeInstanceOf(HttpError);
    await expect(failureOf(data.call('DELETE', 'saved_filters/'))).resolves.toBeInstanceOf(HttpError);
    expect(api.sent).toEqual([]);
  });
});

describe('scopedPath', () => {
  it('builds group and root paths, a leading slash allowed', () => {
    expect(scopedPath('group', 'a b', ['/domains', '7'], messages)).toBe('groups/a%20b/domains/7');
    expect(scopedPath('group', context, 'domains/7/log', messages)).toBe(`groups/${context}/domains/7/log`);
    expect(scopedPath('root', undefined, '/profile', messages)).toBe('profile');
  });

  it('refuses a group path without an account, and any path with an empty part', () => {
    expect(() => scopedPath('group', undefined, 'domains', messages)).toThrow('No account is selected.');
    expect(() => scopedPath('group', '', 'domains', messages)).toThrow('No account is selected.');
    expect(() => scopedPath('root', undefined, '', messages)).toThrow(messages.emptyPart);
    expect(() => scopedPath('group', context, ['domains', ''], messages)).toThrow(messages.emptyPart);
  });
});
