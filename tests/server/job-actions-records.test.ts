/**
 * The bulk jobs' actions on DNS records, SSL certificates and contacts (DESIGN.md sections 12
 * and 13): dry-run eligibility with every reason, the per-zone plans, and what running does to
 * a real database, called as the runner calls it (inside the item's transaction, as the starter).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../server/api/db/in-transaction.ts';
import { jobAction } from '../../server/api/jobs/actions/index.ts';
import { convertMinor } from '../../server/api/orders/prices.ts';
import type { ItemOutcome, JobAction, JobItemRef } from '../../server/api/jobs/job-action.ts';
import { validateData } from '../../src/lib/validation/json-schema/validate-data.ts';
import { openJobDatabase, type JobDatabase } from './support/job-contexts.ts';

type Row = Record<string, unknown>;

describe('job actions on records, certificates and contacts', () => {
  let jobs: JobDatabase;
  let group: string;
  let seededAudit: number;

  beforeAll(() => {
    jobs = openJobDatabase();
    group = String(jobs.db.prepare("SELECT group_id FROM users WHERE username = 'admin'").get()?.group_id);
    seededAudit = Number(jobs.db.prepare('SELECT max(id) AS id FROM audit_log').get()?.id ?? 0);
  });
  afterAll(() => jobs.close());

  const row = (sql: string, ...params: (string | number | null)[]) => jobs.db.prepare(sql).get(...params) as Row;
  const rows = (sql: string, ...params: (string | number | null)[]) => jobs.db.prepare(sql).all(...params) as Row[];
  const run = (sql: string, ...params: (string | number | null)[]) => jobs.db.prepare(sql).run(...params);
  const action = (resource: string, name: string): JobAction => {
    const found = jobAction(resource, name);
    if (!found) throw new Error(`no action ${resource}:${name}`);
    return found;
  };
  const item = (id: number): JobItemRef => ({ id: 5000 + id, resource_id: id, label: `#${id}`, intent_id: 5000 + id });
  const auditOf = (type: string, id: unknown) =>
    rows('SELECT action, username, ip, request_id FROM audit_log WHERE resource_type = ? AND resource_id = ? AND id > ? ORDER BY id', type, String(id), seededAudit);

  const usedZones = new Set<number>();
  /** A zone of the admin's account no earlier test used, with at least `records` records. */
  const freshZone = (records = 6): Row => {
    const found = rows(`SELECT z.id, z.name, z.serial FROM dns_zones z WHERE z.group_id = ? AND (SELECT count(*) FROM dns_records r WHERE r.zone_id = z.id) >= ? ORDER BY z.id`, group, records)
      .find((zone) => !usedZones.has(Number(zone.id)));
    if (!found) throw new Error('no fresh zone');
    usedZones.add(Number(found.id));
    return found;
  };
  const recordsOf = (zoneId: unknown, where = '1 = 1') => rows(`SELECT id, name, type, ttl, content FROM dns_records WHERE zone_id = ? AND ${where} ORDER BY id`, Number(zoneId));
  const idsOf = (found: Row[]) => found.map((record) => Number(record.id));

  describe('ttl', () => {
    const ttl = () => action('dns-records', 'ttl');

    it('takes a TTL the record form takes, and the warnings to confirm', () => {
      expect(validateData(ttl().options, { ttl: 300 }, 'en').valid).toBe(true);
      expect(validateData(ttl().options, { ttl: 300, confirm: ['low_ttl'] }, 'en').valid).toBe(true);
      expect(validateData(ttl().options, { ttl: 59 }, 'en').valid).toBe(false);
      expect(validateData(ttl().options, { ttl: 604_801 }, 'en').valid).toBe(false);
      expect(validateData(ttl().options, {}, 'en').valid).toBe(false);
    });

    it('groups the records by zone, plans each zone, and publishes each zone once', () => {
      const first = freshZone();
      const second = freshZone();
      const records = [...recordsOf(first.id, "type IN ('A', 'TXT', 'CNAME', 'MX') AND ttl != 7200"), ...recordsOf(second.id, "type IN ('A', 'TXT', 'CNAME', 'MX') AND ttl != 7200")];
      const same = recordsOf(first.id, "type = 'NS'")[0]!;
      run('UPDATE dns_records SET ttl = 7200 WHERE id = ?', Number(same.id));
      const context = jobs.contextOf('admin', { ttl: 7200 });
      const ids = [...idsOf(records), Number(same.id), 99_999_999];
      const answer = ttl().check(context, ids);
      expect([...answer.keys()]).toEqual(ids);
      const inFirst = new Set(idsOf(recordsOf(first.id)));
      for (const record of records) {
        const zone = inFirst.has(Number(record.id)) ? first : second;
        const name = record.name === '@' ? String(zone.name) : `${String(record.name)}.${String(zone.name)}`;
        expect(answer.get(Number(record.id))).toEqual({ eligible: true, label: `${name} ${String(record.type)}`, group_key: String(zone.id) });
      }
      expect(answer.get(Number(same.id))).toMatchObject({ eligible: false, reason_key: 'unchanged', reason: 'The record already has a TTL of 7200 seconds.' });
      expect(answer.get(99_999_999)).toMatchObject({ eligible: false, reason_key: 'not_found' });

      const groups = ttl().groups!(context, answer);
      expect(groups.map((planned) => planned.key).sort()).toEqual([String(first.id), String(second.id)].sort());
      for (const planned of groups) expect(planned.counts.modify).toBeGreaterThan(0);
      expect(row("SELECT count(*) AS n FROM dns_zone_drafts WHERE state <> 'dropped'").n).toBe(0);

      const ofFirst = records.filter((record) => answer.get(Number(record.id))?.eligible && inFirst.has(Number(record.id)));
      const outcomes = inTransaction(jobs.db, () => ttl().runGroup!(context, ofFirst.map((record) => item(Number(record.id)))));
      expect([...outcomes.values()].every((outcome) => outcome.state === 'done')).toBe(true);
      expect(outcomes.get(item(Number(ofFirst[0]!.id)).id)).toMatchObject({ state: 'done', result: { zone: first.name, serial: expect.any(Number) } });
      expect(recordsOf(first.id, `id IN (${idsOf(ofFirst).join(', ')})`).every((record) => record.ttl === 7200)).toBe(true);
      expect(Number(row('SELECT serial FROM dns_zones WHERE id = ?', Number(first.id)).serial)).toBeGreaterThan(Number(first.serial));
      expect(auditOf('dns_zone', first.id)).toEqual([{ action: 'publish', username: 'admin', ip: 'job', request_id: 'job-1' }]);
      expect(row("SELECT count(*) AS n FROM dns_zone_drafts WHERE state <> 'dropped'").n).toBe(0);
    });

    it('a low TTL publishes only when confirmed: without it every item of the zone fails and nothing is staged', () => {
      const zone = freshZone();
      const records = recordsOf(zone.id, "type IN ('A', 'TXT', 'MX', 'CNAME')");
      const before = recordsOf(zone.id);
      const unconfirmed = jobs.contextOf('admin', { ttl: 120 }, { locale: 'es' });
      const answer = ttl().check(unconfirmed, idsOf(records));
      expect(ttl().groups!(unconfirmed, answer)).toEqual([{
        key: String(zone.id), label: zone.name, counts: expect.any(Object),
        warnings: [{ code: 'low_ttl', message: expect.stringMatching(/^Registros modificados con un TTL inferior a 300 segundos: \d+ \(.+\)\.$/) }],
      }]);
      const failed = inTransaction(jobs.db, () => ttl().runGroup!(unconfirmed, records.map((record) => item(Number(record.id)))));
      expect(failed.size).toBe(records.length);
      for (const outcome of failed.values()) expect(outcome).toMatchObject({ state: 'failed', reason_key: 'confirmation_required', reason: expect.stringContaining(`Publicar ${String(zone.name)} necesita una confirmación`) });
      expect(recordsOf(zone.id)).toEqual(before);
      expect(row("SELECT count(*) AS n FROM dns_zone_drafts WHERE zone_id = ? AND state <> 'dropped'", Number(zone.id)).n).toBe(0);

      const confirmed = jobs.contextOf('admin', { ttl: 120, confirm: ['low_ttl'] });
      const done = inTransaction(jobs.db, () => ttl().runGroup!(confirmed, records.map((record) => item(Number(record.id)))));
      expect([...done.values()].map((outcome) => outcome.state)).toEqual(records.map(() => 'done'));
      expect(recordsOf(zone.id, `id IN (${idsOf(records).join(', ')})`).map((record) => record.ttl)).toEqual(records.map(() => 120));
    });

    it('checks again when the group runs: a record gone fails alone, one already so is done, the rest publish', () => {
      const zone = freshZone();
      const [gone, already, changed] = recordsOf(zone.id, "type IN ('A', 'TXT', 'MX', 'CNAME')");
      const context = jobs.contextOf('admin', { ttl: 1800 });
      expect([...ttl().check(context, idsOf([gone!, already!, changed!])).values()].every((found) => found.eligible)).toBe(true);
      run('DELETE FROM dns_records WHERE id = ?', Number(gone!.id));
      run('UPDATE dns_records SET ttl = 1800 WHERE id = ?', Number(already!.id));
      const outcomes = inTransaction(jobs.db, () => ttl().runGroup!(context, [gone!, already!, changed!].map((record) => item(Number(record.id)))));
      expect(outcomes.get(item(Number(gone!.id)).id)).toEqual({ state: 'failed', reason_key: 'not_found', reason: 'No such record in this account.' });
      expect(outcomes.get(item(Number(already!.id)).id)).toMatchObject({ state: 'done', result: { unchanged: true } });
      expect(outcomes.get(item(Number(changed!.id)).id)).toMatchObject({ state: 'done', result: { zone: zone.name } });
      expect(row('SELECT ttl FROM dns_records WHERE id = ?', Number(changed!.id)).ttl).toBe(1800);
    });

    it('keeps off a zone whose draft holds the starter\'s changes, and off a zone that breaks a rule', () => {
      const drafted = freshZone();
      const broken = freshZone();
      const context = jobs.contextOf('admin', { ttl: 900 });
      const userId = context.scope.auth.user.id;
      run(`INSERT INTO dns_zone_drafts (group_id, zone_id, user_id, base_serial, origin, created_at, updated_at) VALUES (?, ?, ?, ?, 'edit', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
        group, Number(drafted.id), userId, Number(drafted.serial));
      const draftId = Number(row("SELECT id FROM dns_zone_drafts WHERE zone_id = ? AND state = 'open'", Number(drafted.id)).id);
      run(`INSERT INTO dns_draft_changes (draft_id, action, record_id, name, type, ttl, priority, content, disabled, comment, created_at)
        VALUES (?, 'create', NULL, 'draft', 'A', 3600, NULL, '192.0.2.1', 0, NULL, '2026-01-01T00:00:00.000Z')`, draftId);
      run(`INSERT INTO dns_records (group_id, zone_id, name, type, ttl, content, created_at, updated_at) VALUES
        (?, ?, 'twin', 'A', 3600, '192.0.2.9', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
        (?, ?, 'twin', 'A', 3600, '192.0.2.9', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`, group, Number(broken.id), group, Number(broken.id));
      const draftedRecord = recordsOf(drafted.id, "type = 'A'")[0] ?? recordsOf(drafted.id, "type != 'SOA'")[0]!;
      const brokenRecord = recordsOf(broken.id, "name = 'twin'")[0]!;
      const answer = ttl().check(context, [Number(draftedRecord.id), Number(brokenRecord.id)]);
      expect(answer.get(Number(draftedRecord.id))).toMatchObject({ eligible: false, reason_key: 'draft_not_empty', reason: `Your draft of ${String(drafted.name)} holds 1 unpublished changes: publish or discard it first.` });
      expect(answer.get(Number(brokenRecord.id))).toMatchObject({ eligible: false, reason_key: 'zone_problems', reason: expect.stringContaining(`The change would break a rule of ${String(broken.name)}: twin A: `) });
      // Run checks again: the starter's draft stays as it was.
      expect(inTransaction(jobs.db, () => ttl().runGroup!(context, [item(Number(draftedRecord.id))])).get(item(Number(draftedRecord.id)).id)).toMatchObject({ state: 'failed', reason_key: 'draft_not_empty' });
      expect(row('SELECT count(*) AS n FROM dns_draft_changes WHERE draft_id = ?', draftId).n).toBe(1);
    });
  });

  describe('delete', () => {
    const remove = () => action('dns-records', 'delete');

    it('refuses the apex SOA and the last apex NS records, counting the other records the job deletes', () => {
      const zone = freshZone();
      const soa = recordsOf(zone.id, "type = 'SOA'")[0]!;
      const apexNs = recordsOf(zone.id, "type = 'NS' AND name = '@'");
      expect(apexNs.length).toBeGreaterThan(1);
      const context = jobs.contextOf('admin', {}, { locale: 'ja' });
      expect(remove().check(context, [Number(soa.id)]).get(Number(soa.id))).toMatchObject({ eligible: false, reason_key: 'protected', reason: `${String(zone.name)} の頂点の SOA レコードは削除できません。` });
      expect(remove().check(context, [Number(apexNs[0]!.id)]).get(Number(apexNs[0]!.id))).toMatchObject({ eligible: true });
      const all = remove().check(jobs.contextOf('admin'), idsOf(apexNs));
      for (const ns of apexNs) expect(all.get(Number(ns.id))).toMatchObject({ eligible: false, reason_key: 'protected', reason: `The last NS records at the apex of ${String(zone.name)} cannot be deleted.` });
    });

    it('deletes the records of a zone in one publish; an apex NS change needs its confirmation', () => {
      const zone = freshZone();
      const apexNs = recordsOf(zone.id, "type = 'NS' AND name = '@'")[0]!;
      const others = recordsOf(zone.id, "type IN ('A', 'AAAA', 'TXT', 'CNAME', 'MX') AND name != '@'").slice(0, 2);
      const targets = [apexNs, ...others];
      expect(others.length).toBeGreaterThan(0);
      const context = jobs.contextOf('admin');
      const answer = remove().check(context, idsOf(targets));
      const [planned] = remove().groups!(context, answer);
      expect(planned!.warnings.map((warning) => warning.code)).toContain('apex_ns_change');
      expect(planned!.counts.delete + planned!.counts.modify).toBeGreaterThan(0);
      const failed = inTransaction(jobs.db, () => remove().runGroup!(context, targets.map((record) => item(Number(record.id)))));
      expect([...failed.values()].map((outcome) => outcome.state)).toEqual(targets.map(() => 'failed'));
      expect(recordsOf(zone.id, `id IN (${idsOf(targets).join(', ')})`)).toHaveLength(targets.length);

      const confirmed = jobs.contextOf('admin', { confirm: planned!.warnings.map((warning) => warning.code) });
      const done = inTransaction(jobs.db, () => remove().runGroup!(confirmed, targets.map((record) => item(Number(record.id)))));
      expect([...done.values()].map((outcome: ItemOutcome) => outcome.state)).toEqual(targets.map(() => 'done'));
      expect(recordsOf(zone.id, `id IN (${idsOf(targets).join(', ')})`)).toEqual([]);
      const entry = row("SELECT after FROM audit_log WHERE resource_type = 'dns_zone' AND resource_id = ? AND action = 'publish' AND id > ?", String(zone.id), seededAudit);
      expect(JSON.parse(String(entry.after))).toMatchObject({ confirmed: expect.arrayContaining(['apex_ns_change']) });
    });
  });

  describe('renew (SSL certificates)', () => {
    const renew = () => action('ssl-certificates', 'renew');
    const certificates = (where: string) => rows(`SELECT id, common_name, status, product_id, period_months FROM ssl_certificates WHERE group_id = ? AND ${where} ORDER BY id`, group);

    it('orders the renewal of an issued or expired certificate with a product, priced by the pricing rules; refuses others and a renewal ordered already', () => {
      const [issued] = certificates("status = 'issued' AND product_id IS NOT NULL");
      const [waiting] = certificates("status NOT IN ('issued', 'expired')");
      const [noProduct] = certificates("status = 'expired'");
      run('UPDATE ssl_certificates SET product_id = NULL WHERE id = ?', Number(noProduct!.id));
      const context = jobs.contextOf('admin', {}, { jobId: 9 });
      const answer = renew().check(context, [Number(issued!.id), Number(waiting!.id), Number(noProduct!.id)]);
      const price = row("SELECT price, currency FROM pricing_rules WHERE product_id = ? AND action = 'ssl' AND status = 'active' AND scope = 'global' AND custom = 0 ORDER BY priority, id LIMIT 1", Number(issued!.product_id));
      expect(answer.get(Number(issued!.id))).toMatchObject({ eligible: true, label: issued!.common_name, cost: { currency: 'GBP' } });
      const cost = (answer.get(Number(issued!.id)) as { cost: { amount: number } }).cost;
      expect(cost.amount).toBeGreaterThan(0);
      expect(cost.amount).toBe(convertMinor(Number(price.price), String(price.currency), 'GBP'));
      expect(answer.get(Number(waiting!.id))).toMatchObject({ eligible: false, reason_key: 'status', reason: expect.stringMatching(/^The certificate .+ is .+: only an issued or expired certificate renews\.$/) });
      expect(answer.get(Number(noProduct!.id))).toMatchObject({ eligible: false, reason_key: 'no_product', reason: `The certificate ${String(noProduct!.common_name)} names no product to renew.` });

      const outcome = inTransaction(jobs.db, () => renew().run!(context, item(Number(issued!.id))));
      expect(outcome).toMatchObject({ state: 'done', cost: { amount: cost.amount, currency: 'GBP' }, result: { name: issued!.common_name, order: { reference: expect.stringMatching(/^ORD-\d{4}-[0-9A-F]{8}$/) } } });
      const order = row("SELECT id, reference, kind, status, certificate_id, amount, currency, created_by_user_id FROM orders WHERE certificate_id = ? ORDER BY id DESC LIMIT 1", Number(issued!.id));
      expect(order).toMatchObject({ kind: 'ssl', status: 'pending', amount: cost.amount, currency: 'GBP' });
      expect(row('SELECT kind, status, amount, order_id FROM transactions WHERE order_id = ?', Number(order.id))).toEqual({ kind: 'charge', status: 'pending', amount: cost.amount, order_id: Number(order.id) });
      expect(auditOf('ssl_certificate', issued!.id)).toEqual([{ action: 'renew', username: 'admin', ip: 'job', request_id: 'job-9' }]);
      expect(auditOf('order', order.id)).toEqual([{ action: 'create', username: 'admin', ip: 'job', request_id: 'job-9' }]);
      expect(renew().check(context, [Number(issued!.id)]).get(Number(issued!.id))).toMatchObject({
        eligible: false, reason_key: 'renewal_pending', reason: `A renewal of ${String(issued!.common_name)} is already ordered (${String(order.reference)}).`,
      });
      expect(renew().run!(context, item(Number(issued!.id)))).toMatchObject({ state: 'failed', reason_key: 'renewal_pending' });
    });
  });

  describe('update_field (contacts)', () => {
    const update = () => action('contacts', 'update_field');

    it('takes an editable text field of the contact schema, and a value that field takes', () => {
      const valid = (options: unknown) => validateData(update().options, options, 'en').valid;
      expect(valid({ field: 'email', value: 'hostmaster@example.com' })).toBe(true);
      expect(valid({ field: 'email', value: 'not an address' })).toBe(false);
      expect(valid({ field: 'phone', value: '+44 20 7946 0000' })).toBe(true);
      expect(valid({ field: 'country_code', value: 'GB' })).toBe(false);
      expect(valid({ field: 'organisation', value: null })).toBe(true);
      expect(valid({ field: 'name', value: null })).toBe(false);
      expect(valid({ field: 'kind', value: 'person' })).toBe(false);
      expect(valid({ field: 'verification_status', value: 'verified' })).toBe(false);
      expect(valid({ field: 'id', value: '1' })).toBe(false);
    });

    it('sets the field on each contact with an audit update; one with the value already is not eligible', () => {
      const [first, second, foreign] = [
        ...rows('SELECT id, name, email, version FROM contacts WHERE group_id = ? ORDER BY id LIMIT 2', group),
        row('SELECT id FROM contacts WHERE group_id != ? LIMIT 1', group),
      ];
      run("UPDATE contacts SET email = 'dns@example.com' WHERE id = ?", Number(second!.id));
      const context = jobs.contextOf('admin', { field: 'email', value: 'dns@example.com' });
      const answer = update().check(context, [Number(first!.id), Number(second!.id), Number(foreign!.id)]);
      expect(answer.get(Number(first!.id))).toEqual({ eligible: true, label: first!.name });
      expect(answer.get(Number(second!.id))).toMatchObject({ eligible: false, reason_key: 'unchanged', reason: `${String(second!.name)} already has this value in email.` });
      expect(answer.get(Number(foreign!.id))).toMatchObject({ eligible: false, reason_key: 'not_found' });
      expect(inTransaction(jobs.db, () => update().run!(context, item(Number(first!.id))))).toEqual({ state: 'done', result: { name: first!.name, field: 'email', value: 'dns@example.com' } });
      expect(row('SELECT email, version FROM contacts WHERE id = ?', Number(first!.id))).toEqual({ email: 'dns@example.com', version: Number(first!.version) + 1 });
      const entry = row("SELECT action, before, after, request_id FROM audit_log WHERE resource_type = 'contact' AND resource_id = ? AND id > ?", String(first!.id), seededAudit);
      expect(entry).toEqual({ action: 'update', before: JSON.stringify({ email: first!.email }), after: '{"email":"dns@example.com"}', request_id: 'job-1' });
      expect(update().run!(context, item(Number(foreign!.id)))).toMatchObject({ state: 'failed', reason_key: 'not_found' });
    });
  });

  describe('10 000 ids', () => {
    it('checks and plans 10 000 records of one zone well under a second each', () => {
      const zone = freshZone();
      run(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
        INSERT INTO dns_records (group_id, zone_id, name, type, ttl, content, created_at, updated_at)
        SELECT ?, ?, 'host' || i, 'A', 3600, '198.51.100.' || (i % 250 + 1), '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM n`, group, Number(zone.id));
      const ids = idsOf(recordsOf(zone.id, "name LIKE 'host%'"));
      expect(ids).toHaveLength(10_000);
      const context = jobs.contextOf('admin', { ttl: 1800 });
      let started = performance.now();
      const answer = action('dns-records', 'ttl').check(context, ids);
      const checked = Math.round(performance.now() - started);
      started = performance.now();
      const [planned] = action('dns-records', 'ttl').groups!(context, answer);
      const grouped = Math.round(performance.now() - started);
      const deleting = jobs.contextOf('admin');
      started = performance.now();
      const deletable = action('dns-records', 'delete').check(deleting, ids);
      const deleteChecked = Math.round(performance.now() - started);
      console.info('10 000 records of one zone, ms:', JSON.stringify({ ttl_check: checked, ttl_groups: grouped, delete_check: deleteChecked }));
      expect(deletable.size).toBe(10_000);
      expect(deleteChecked).toBeLessThan(1000);
      expect([...answer.values()].every((found) => found.eligible)).toBe(true);
      expect(planned!.counts.modify).toBe(10_000);
      expect(checked).toBeLessThan(1000);
      expect(grouped).toBeLessThan(1000);
    });
  });
});
