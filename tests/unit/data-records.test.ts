import { describe, expect, it } from 'vitest';
import { HttpError } from '~/lib/http/http-error.ts';
import { answer, failureOf } from './support/fake-api.ts';
import { context, createTestDataProvider } from './support/fake-data-provider.ts';

const current = { id: 7, name: 'example.com', auto_renew: false, version: 4 };

describe('single records', () => {
  it('getOne, create and remove call the record paths and answer the record', async () => {
    const { data, api } = createTestDataProvider((request) => {
      if (request.method === 'DELETE') return answer(204);
      if (request.method === 'POST') return answer(201, { ...(request.json() as object), id: 8, version: 1 });
      return answer(200, { data: current });
    });
    await expect(data.getOne({ resource: 'domains', id: 7, fields: ['name', 'registrant.email'] })).resolves.toEqual(current);
    await expect(data.create({ resource: 'domains', values: { name: 'new.com' } })).resolves.toEqual({ name: 'new.com', id: 8, version: 1 });
    await expect(data.remove({ resource: 'domains', id: 8 })).resolves.toBeUndefined();
    expect(api.sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET groups/${context}/domains/7`,
      `POST groups/${context}/domains`,
      `DELETE groups/${context}/domains/8`,
    ]);
    expect(api.sent[0]!.query.get('fields')).toBe('name,registrant,registrant.email');
  });

  it('update sends the version it edits', async () => {
    const { data, api } = createTestDataProvider((request) => answer(200, { ...current, ...(request.json() as object), version: 5 }));
    await expect(data.update({ resource: 'domains', id: 7, values: { auto_renew: true }, version: 4 })).resolves.toMatchObject({ auto_renew: true, version: 5 });
    expect(api.sent[0]!.method).toBe('PATCH');
    expect(api.sent[0]!.path).toBe(`groups/${context}/domains/7`);
    expect(api.sent[0]!.json()).toEqual({ auto_renew: true, version: 4 });
  });

  it('a version conflict rejects with the server’s current record as the body, and is not retried', async () => {
    const { data, api, appErrors } = createTestDataProvider(() =>
      answer(409, { statusCode: 409, code: 'version_conflict', message: 'This record was changed meanwhile.', current }),
    );
    const failure = await failureOf(data.update({ resource: 'domains', id: 7, values: { auto_renew: true }, version: 3 }));
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 409, message: 'This record was changed meanwhile.', body: current });
    expect(api.sent).toHaveLength(1);
    expect(appErrors).toEqual([]);
  });
});
