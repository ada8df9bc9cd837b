/**
 * The authorization matrix over every declared resource: a customer holding every area's
 * admin role still never sees or changes another account's records (list, get, update,
 * delete, log all answer as if the record did not exist), while staff read and change them,
 * in the record's account and from their own (all accounts). A per-user resource (the tray's
 * items) is each user's own, in the account they act in: nobody else's, staff's included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResourceRegistry, type ResourceRegistry } from '../../server/api/resources/resource-registry.ts';
import type { BoundResource } from '../../server/api/resources/bound-resource.ts';
import { resourceDeclarations } from '../../src/lib/resources/index.ts';
import { callJson } from './support/http-calls.ts';
import { listPathOf, recordPathOf, sampleRecord, type ResourceSample } from './support/resource-samples.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, everyAreaAdmin, groupOf, signInAs, type SignedInUser } from './support/test-users.ts';

type Answer = { status: number; body: Record<string, unknown> };

describe('the authorization matrix', () => {
  let api: TestApi;
  let registry: ResourceRegistry;
  let customer: SignedInUser;
  let staff: SignedInUser;
  let aurora: string;

  beforeAll(async () => {
    api = await startTestApi();
    registry = createResourceRegistry(api.db);
    aurora = groupOf(api.db, 'admin');
    addUser(api.db, aurora, 'all-areas', everyAreaAdmin);
    customer = await signInAs(api.baseUrl, 'all-areas');
    staff = await signInAs(api.baseUrl, 'staff');
    // Per-user records come from their own route (the tray's): one of the customer's in its
    // account, and one of staff's in another customer's account.
    const addToTray = async (user: SignedInUser, context: string, query: string) => {
      const domain = (await call('GET', `/groups/${context}/domains?${query}`, user.token)).body.data as { id: number }[];
      const added = await call('POST', `/groups/${context}/tray_items`, user.token, { resource: 'domains', ids: [domain[0]!.id] });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    };
    await addToTray(customer, aurora, 'limit=1');
    const other = String(api.db.prepare('SELECT group_id FROM domains WHERE group_id NOT IN (?, ?) ORDER BY id LIMIT 1').get(aurora, staff.groupId)?.group_id);
    await addToTray(staff, other, 'limit=1');
    // Jobs are made by their own route only: one in each account (on no record: done at once, changing nothing).
    for (const [user, context] of [[customer, aurora], [staff, other]] as const) {
      const job = await call('POST', `/groups/${context}/jobs`, user.token, { action: 'renew', resource: 'domains', ids: [999_999_999] });
      expect(job.status, JSON.stringify(job.body)).toBe(201);
    }
  });
  afterAll(() => api.close());

  const call = (method: string, path: string, token: string, body?: unknown) => callJson(api.baseUrl, method, path, { token, body }) as Promise<Answer>;
  const pqlFor = (sample: ResourceSample) => `pql=${encodeURIComponent(`id equals "${String(sample.id)}"`)}`;
  const withQuery = (path: string, query: string) => `${path}?${query}`;
  const rowExists = (resource: BoundResource, id: number | string) =>
    api.db.prepare(`SELECT 1 AS found FROM ${resource.binding.table} WHERE id = ?`).get(id) !== undefined;

  /** A change that leaves the record as it is: its first writable field, sent back unchanged. */
  const unchangedUpdate = (resource: BoundResource, record: Record<string, unknown>) => {
    const field = [...resource.writable][0] ?? '';
    return { version: record.version, [field]: record[field] };
  };

  for (const declaration of resourceDeclarations) {
    const isAuditLog = declaration.name === 'audit-log';

    it(`${declaration.name}: another account's records do not exist for a customer`, async () => {
      const resource = registry.byName(declaration.name)!;
      if (resource.binding.catalogue) {
        const list = await call('GET', listPathOf(resource, aurora, null), customer.token);
        expect(list.status).toBe(200);
        if (declaration.operations.create) expect((await call('POST', listPathOf(resource, aurora, null), customer.token, {})).status).toBe(403);
        return;
      }
      const perUser = resource.binding.perUser === true;
      // A per-user record staff can read back: their own.
      const foreign = sampleRecord(api.db, resource, { groupIsNot: aurora, ...(perUser ? { userIs: staff.id } : {}) });
      expect(foreign, 'the seed has a record outside the customer account').not.toBeNull();
      if (!foreign?.groupId) return;
      const inOwnContext = recordPathOf(resource, aurora, foreign);
      const inTheirContext = recordPathOf(resource, foreign.groupId, foreign);
      const asStored = (await call('GET', inTheirContext, staff.token)).body;
      // A valid change, so only the scope can refuse it (writes only staff make are 403 for anyone else).
      const change = unchangedUpdate(resource, asStored);
      const refusedWrite = declaration.operations.staffOnly ? 403 : 404;

      expect((await call('GET', inOwnContext, customer.token)).status).toBe(404);
      if (!isAuditLog) expect((await call('GET', `${inOwnContext}/log`, customer.token)).status).toBe(404);
      if (declaration.operations.update) expect((await call('PATCH', inOwnContext, customer.token, change)).status).toBe(refusedWrite);
      if (declaration.operations.remove) {
        expect((await call('DELETE', inOwnContext, customer.token)).status).toBe(refusedWrite);
        expect(rowExists(resource, foreign.id)).toBe(true);
      }

      const ownList = await call('GET', withQuery(listPathOf(resource, aurora, foreign), pqlFor(foreign)), customer.token);
      // Under another account's parent the list itself does not exist; under a shared catalogue parent it is empty.
      if (declaration.parent && !resource.binding.parent?.catalogue) expect(ownList.status).toBe(404);
      else {
        expect(ownList.status).toBe(200);
        expect(ownList.body.meta).toMatchObject({ total: 0 });
      }

      expect((await call('GET', listPathOf(resource, foreign.groupId, foreign), customer.token)).status).toBe(404);
      expect((await call('GET', inTheirContext, customer.token)).status).toBe(404);
      if (declaration.operations.update) expect((await call('PATCH', inTheirContext, customer.token, change)).status).toBe(404);
      if (declaration.operations.remove) expect((await call('DELETE', inTheirContext, customer.token)).status).toBe(404);
    });

    it(`${declaration.name}: a customer sees their own records`, async () => {
      const resource = registry.byName(declaration.name)!;
      const perUser = resource.binding.perUser === true;
      const own = sampleRecord(api.db, resource, { groupIs: aurora, ...(perUser ? { userIs: customer.id } : {}) });
      if (perUser) expect(own, 'the customer added one of its own').not.toBeNull();
      if (!own || resource.binding.catalogue) return;
      const record = await call('GET', recordPathOf(resource, aurora, own), customer.token);
      expect(record.status).toBe(200);
      expect(record.body.id).toBe(own.id);
      const list = await call('GET', withQuery(listPathOf(resource, aurora, own), pqlFor(own)), customer.token);
      expect(list.body.meta).toMatchObject({ total: 1 });
      if (!perUser) return;
      // Another user's record in the same account does not exist for the customer.
      const colleagues = sampleRecord(api.db, resource, { groupIs: aurora, userIsNot: customer.id });
      expect(colleagues, 'the seed has another user\'s record in the account').not.toBeNull();
      expect((await call('GET', recordPathOf(resource, aurora, colleagues!), customer.token)).status).toBe(404);
      expect((await call('GET', `${recordPathOf(resource, aurora, colleagues!)}/log`, customer.token)).status).toBe(404);
      expect((await call('GET', withQuery(listPathOf(resource, aurora, colleagues), pqlFor(colleagues!)), customer.token)).body.meta).toMatchObject({ total: 0 });
      if (declaration.operations.remove) {
        expect((await call('DELETE', recordPathOf(resource, aurora, colleagues!), customer.token)).status).toBe(404);
        expect(rowExists(resource, colleagues!.id)).toBe(true);
      }
    });

    it(`${declaration.name}: staff read and change it in its account and from their own`, async () => {
      const resource = registry.byName(declaration.name)!;
      // Another account's record where there is one; some records (price lists, prospects) only the provider holds.
      const writable = declaration.operations.update;
      // Per-user records: staff's own, and they read them only in the account they are in.
      const perUser = resource.binding.perUser === true;
      const owner = perUser ? { userIs: staff.id } : {};
      const sample = sampleRecord(api.db, resource, { groupIsNot: staff.groupId, writable, ...owner }) ?? sampleRecord(api.db, resource, { writable, ...owner });
      expect(sample).not.toBeNull();
      if (!sample) return;
      const context = sample.groupId ?? staff.groupId;
      const inItsAccount = await call('GET', recordPathOf(resource, context, sample), staff.token);
      expect(inItsAccount.status).toBe(200);
      expect(inItsAccount.body.id).toBe(sample.id);
      const fromOwn = await call('GET', recordPathOf(resource, staff.groupId, sample), staff.token);
      expect(fromOwn.status).toBe(perUser && context !== staff.groupId ? 404 : 200);
      if (perUser) {
        const someoneElses = sampleRecord(api.db, resource, { userIsNot: staff.id });
        expect(someoneElses).not.toBeNull();
        expect((await call('GET', recordPathOf(resource, someoneElses!.groupId!, someoneElses!), staff.token)).status).toBe(404);
      }
      const list = await call('GET', withQuery(listPathOf(resource, context, sample), pqlFor(sample)), staff.token);
      expect(list.status).toBe(200);
      expect(list.body.meta).toMatchObject({ total: 1 });
      if (!isAuditLog) expect((await call('GET', `${recordPathOf(resource, context, sample)}/log`, staff.token)).status).toBe(200);
      if (declaration.operations.update) {
        const updated = await call('PATCH', recordPathOf(resource, context, sample), staff.token, unchangedUpdate(resource, inItsAccount.body));
        expect(updated.status, JSON.stringify(updated.body)).toBe(200);
        expect(updated.body.version).toBe(Number(inItsAccount.body.version) + 1);
      }
    });
  }
});
