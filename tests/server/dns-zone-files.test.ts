/**
 * Zone files on the API (DESIGN.md section 12, `export` and `import`) on a real database: export
 * answers text/dns with a header and a file name, the live zone or the caller's draft; import
 * checks the file and the zone it would make (every error at its line and column, nothing
 * staged), merges or replaces into the caller's draft (the SOA and apex NS kept, the serial the
 * zone's), refuses to overwrite a draft unasked, and every seeded zone exported and imported
 * back (replace) plans nothing. Each test leaves no draft behind: the zones are shared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFingerprint } from '../../src/lib/dns/plan/record-sets.ts';
import { soaSerialOf } from '../../src/lib/dns/plan/soa-serial.ts';
import { maxZoneFileBytes } from '../../src/lib/dns/zone-file/check-zone-file.ts';
import { parseZoneFile } from '../../src/lib/dns/zone-file/parse-zone-file.ts';
import type { ZoneRecord } from '../../src/lib/dns/zone-record.ts';
import { createZoneDrafts } from '../../server/api/dns/zone-drafts.ts';
import { computePlan } from '../../server/api/dns/zone-plan.ts';
import { offThreadBytes } from '../../server/api/dns/zone-import-thread.ts';
import { stageSlice } from '../../server/api/dns/zone-draft-staging.ts';
import { createZoneRows } from '../../server/api/dns/zone-rows.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, signInAs, type SignedInUser } from './support/test-users.ts';

type Body = Record<string, unknown> & { code?: string };
interface FileProblem { line: number; column: number; key: string; values: Record<string, string>; message: string }
interface Change { action: 'create' | 'modify' | 'delete'; name: string; type: string; before: ZoneRecord[]; after: ZoneRecord[] }
interface Plan { base_serial: number; changes: Change[]; problems: unknown[]; counts: Record<string, number> }
interface Draft {
  origin: string | null; counts: Record<string, number>; changes: { action: string; record: ZoneRecord | null }[]; notices: FileProblem[];
  skipped: FileProblem[]; skipped_count: number;
}
interface ZoneRef { id: number; name: string; groupId: string }

describe('zone files: export and import', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let viewer: SignedInUser;
  let staff: SignedInUser;
  let zones: ZoneRef[];

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAs(api.baseUrl, 'admin');
    staff = await signInAs(api.baseUrl, 'staff');
    addUser(api.db, admin.groupId, 'zone-file-reader', ['dns-viewer']);
    viewer = await signInAs(api.baseUrl, 'zone-file-reader');
    zones = api.db
      .prepare("SELECT id, name, group_id FROM dns_zones WHERE group_id = ? AND kind = 'forward' ORDER BY id LIMIT 4")
      .all(admin.groupId)
      .map((row) => ({ id: Number(row.id), name: String(row.name), groupId: String(row.group_id) }));
    expect(zones.length).toBeGreaterThanOrEqual(4);
  });
  afterAll(() => api.close());

  const zonePath = (zone: ZoneRef, path: string) => `/groups/${zone.groupId}/zones/${zone.id}/${path}`;
  const call = <T = Body>(user: SignedInUser, method: string, zone: ZoneRef, path: string, body?: unknown) =>
    callJson<T>(api.baseUrl, method, zonePath(zone, path), { token: user.token, body });
  const importFile = (user: SignedInUser, zone: ZoneRef, zoneFile: string, mode: 'merge' | 'replace', extra: Record<string, unknown> = {}) =>
    call<Body & Draft>(user, 'POST', zone, 'import', { zone_file: zoneFile, mode, ...extra });
  const exportFile = async (user: SignedInUser, zone: ZoneRef, query = '') => {
    const response = await fetch(`${api.baseUrl}${zonePath(zone, 'export')}${query}`, { headers: { authorization: `Bearer ${user.token}` } });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const plan = async (user: SignedInUser, zone: ZoneRef) => (await call<Plan>(user, 'GET', zone, 'plan')).body;
  const planned = (changes: Change[]) => changes.map((change) => `${change.action} ${change.name} ${change.type}`).sort();
  const liveRecords = (zone: ZoneRef): ZoneRecord[] =>
    api.db.prepare('SELECT name, type, ttl, priority, content, disabled, comment FROM dns_records WHERE zone_id = ? ORDER BY id').all(zone.id).map((row) => ({
      name: String(row.name), type: String(row.type), ttl: Number(row.ttl), content: String(row.content),
      priority: row.priority === null ? null : Number(row.priority), disabled: Number(row.disabled) === 1, comment: row.comment === null ? null : String(row.comment),
    }));
  const liveSets = (zone: ZoneRef) => [...new Set(liveRecords(zone).map((record) => `${record.name} ${record.type}`))];
  const zoneSerial = (zone: ZoneRef) => Number(api.db.prepare('SELECT serial FROM dns_zones WHERE id = ?').get(zone.id)?.serial);
  const draftRows = (zone: ZoneRef) => Number(api.db.prepare("SELECT count(*) AS n FROM dns_zone_drafts WHERE zone_id = ? AND state = 'open'").get(zone.id)?.n);
  const importEntries = (zone: ZoneRef) =>
    api.db.prepare("SELECT * FROM audit_log WHERE resource_type = 'dns_zone_draft' AND resource_id = ? AND action = 'import' ORDER BY id").all(String(zone.id));
  const discard = (user: SignedInUser, zone: ZoneRef) => call(user, 'DELETE', zone, 'draft');
  const fileOf = (zone: ZoneRef, ...lines: string[]) => [`$ORIGIN ${zone.name}.`, '$TTL 3600', ...lines].join('\n');

  it('exports the live zone as text/dns, with a header, a file name and every record', async () => {
    const zone = zones[0]!;
    const exported = await exportFile(admin, zone);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/dns; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="${zone.name}.zone"`);
    const lines = exported.text.split('\n');
    expect(lines.slice(0, 3)).toEqual([`; ${zone.name}`, `; serial ${zoneSerial(zone)}`, `; exported ${new Date(api.clock.now()).toISOString()}`]);
    expect(exported.text).not.toContain('draft of');
    expect(lines).toContain(`$ORIGIN ${zone.name}.`);
    expect(lines).toContain('$TTL 3600');
    const parsed = parseZoneFile(exported.text, zone);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map((each) => recordFingerprint(each.record)).sort()).toEqual(liveRecords(zone).map(recordFingerprint).sort());

    expect((await exportFile(viewer, zone)).status).toBe(200);
    expect((await exportFile(admin, zone, '?source=live')).text).toBe(exported.text);
    const refused = await callJson(api.baseUrl, 'GET', `${zonePath(zone, 'export')}?source=published`, { token: admin.token });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_parameter', parameter: 'source' });
  });

  it('exports the caller\'s draft with the staged change, and the live zone when there is no draft', async () => {
    const zone = zones[1]!;
    const live = await exportFile(admin, zone);
    expect((await exportFile(admin, zone, '?source=draft')).text).toBe(live.text);
    const staged = await call(admin, 'POST', zone, 'draft/changes', { action: 'create', record: { name: 'staged-only', type: 'A', ttl: 600, content: '192.0.2.61' } });
    expect(staged.status).toBe(201);
    const draft = await exportFile(admin, zone, '?source=draft');
    expect(draft.status).toBe(200);
    expect(draft.text.split('\n')[3]).toBe('; draft of admin, not published');
    expect(draft.text).toMatch(/^staged-only +600 +IN A +192\.0\.2\.61$/m);
    expect((await exportFile(admin, zone)).text).not.toContain('staged-only');
    // Another user's draft is theirs: the viewer's draft export is the live zone.
    expect((await exportFile(viewer, zone, '?source=draft')).text).not.toContain('staged-only');
    await discard(admin, zone);
  });

  it('refuses a file with errors, every one at its line and column, and stages nothing', async () => {
    const zone = zones[2]!;
    const before = { drafts: draftRows(zone), audit: importEntries(zone).length };
    const file = fileOf(zone,
      'fine 3600 IN A 192.0.2.10',
      'bad-address 3600 IN A 300.1.1.1',
      'fine2 3600 IN A 192.0.2.11',
      'bad-type 3600 IN NOPE something',
      '$INCLUDE other.zone');
    const refused = await importFile(admin, zone, file, 'merge');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 400, code: 'invalid_zone_file', message: 'The zone file has 3 problems.', error_count: 3 });
    const errors = refused.body.errors as FileProblem[];
    expect(errors.map(({ line, column, key }) => ({ line, column, key }))).toEqual([
      { line: 4, column: 'bad-address 3600 IN A '.length + 1, key: 'problems.ipv4' },
      { line: 6, column: 'bad-type 3600 IN '.length + 1, key: 'problems.typeUnknown' },
      { line: 7, column: 1, key: 'zoneFile.include' },
    ]);
    for (const error of errors) expect(error.message.length, JSON.stringify(error)).toBeGreaterThan(0);
    expect(draftRows(zone)).toBe(before.drafts);
    expect(importEntries(zone)).toHaveLength(before.audit);
    expect((await plan(admin, zone)).changes).toEqual([]);

    const badMode = await importFile(admin, zone, fileOf(zone, 'x 3600 IN A 192.0.2.1'), 'append' as 'merge');
    expect(badMode.status).toBe(400);
    expect(badMode.body.code).toBe('validation_failed');
    expect((await call(admin, 'POST', zone, 'import', { mode: 'merge' })).body.code).toBe('validation_failed');
  });

  it('merges: the record sets the file names become what it says, every other stays', async () => {
    const zone = zones[3]!;
    const apexA = liveRecords(zone).filter((record) => record.name === '@' && record.type === 'A');
    expect(apexA.length).toBeGreaterThan(0);
    const file = fileOf(zone,
      '@ 3600 IN A 192.0.2.201',
      'shop 900 IN A 192.0.2.202',
      'shop 900 IN TXT "opening soon"');
    const imported = await importFile(admin, zone, file, 'merge');
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ origin: 'import', base_serial: zoneSerial(zone), notices: [], skipped: [], skipped_count: 0 });
    // The apex A set becomes one record: the first live one changes, any other goes.
    expect(imported.body.counts).toEqual({ create: 2, update: 1, delete: apexA.length - 1, total: apexA.length + 2 });
    // The answer is the draft as GET draft reads it back, without its list of changes (an import may stage 100 000), with the check's notices and lines skipped.
    const { notices: _notices, notice_count: _count, skipped: _skipped, skipped_count: _skippedCount, ...view } = imported.body;
    const { changes: stagedChanges, ...draftSummary } = (await call(admin, 'GET', zone, 'draft')).body as { changes: unknown[] };
    expect(view).toEqual(draftSummary);
    expect(stagedChanges).toHaveLength(apexA.length + 2);
    const planNow = await plan(admin, zone);
    expect(planned(planNow.changes)).toEqual(['create shop A', 'create shop TXT', 'modify @ A']);
    expect(planNow.changes.find((change) => change.name === '@')?.after).toEqual([expect.objectContaining({ content: '192.0.2.201', ttl: 3600 })]);
    expect(planNow.problems).toEqual([]);

    const entries = importEntries(zone);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ area: 'dns', username: 'admin', action: 'import' });
    expect(JSON.parse(String(entries[0]!.before))).toEqual({ discarded: 0 });
    expect(JSON.parse(String(entries[0]!.after))).toEqual({ mode: 'merge', records: 3, changes: imported.body.counts });
    await discard(admin, zone);
  });

  it('replaces: every record set the file lacks goes, except the SOA and apex NS, and the serial stays the zone\'s', async () => {
    const zone = zones[0]!;
    const serial = zoneSerial(zone);
    const soa = liveRecords(zone).find((record) => record.name === '@' && record.type === 'SOA')!;
    const [mname, rname] = soa.content.split(/\s+/);
    const file = fileOf(zone,
      `@ 3600 IN SOA ${mname} ${rname} 1 3600 900 1209600 300`,
      '@ 3600 IN A 192.0.2.1',
      'only 3600 IN AAAA 2001:db8::1');
    const imported = await importFile(admin, zone, file, 'replace');
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const planNow = await plan(admin, zone);
    const kept = new Set(['@ SOA', '@ NS', '@ A']);
    const deleted = liveSets(zone).filter((set) => !kept.has(set)).map((set) => `delete ${set}`);
    expect(planned(planNow.changes)).toEqual([...deleted, 'create only AAAA', 'modify @ A', 'modify @ SOA'].sort());
    const soaAfter = planNow.changes.find((change) => change.type === 'SOA')!.after[0]!;
    expect(soaSerialOf(soaAfter.content)).toBe(serial);
    expect(soaAfter.content.split(/\s+/).slice(3)).toEqual(['3600', '900', '1209600', '300']);

    const draft = await exportFile(admin, zone, '?source=draft');
    const records = parseZoneFile(draft.text, zone).records.map((each) => each.record);
    expect(records.filter((record) => record.name === '@' && record.type === 'NS').map((record) => record.content).sort())
      .toEqual(liveRecords(zone).filter((record) => record.name === '@' && record.type === 'NS').map((record) => record.content).sort());
    expect(records.filter((record) => record.type === 'SOA')).toHaveLength(1);
    expect(records).toHaveLength(3 + records.filter((record) => record.name === '@' && record.type === 'NS').length);

    // The same SOA but for the serial changes nothing.
    const same = await importFile(admin, zone, fileOf(zone, `@ 3600 IN SOA ${soa.content.replace(String(serial), '7')}`), 'merge', { replace_draft: true });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.counts).toMatchObject({ total: 0 });
    expect(draftRows(zone)).toBe(0);
  });

  it('refuses a CNAME the file adds where the zone keeps an A (merge), at the CNAME\'s line', async () => {
    const row = api.db
      .prepare("SELECT z.id, z.name, z.group_id, r.name AS host FROM dns_records r JOIN dns_zones z ON z.id = r.zone_id WHERE z.group_id = ? AND r.type = 'A' AND r.name != '@' AND NOT EXISTS (SELECT 1 FROM dns_records o WHERE o.zone_id = z.id AND o.name = r.name AND o.type = 'CNAME') ORDER BY z.id LIMIT 1")
      .get(admin.groupId)!;
    const zone: ZoneRef = { id: Number(row.id), name: String(row.name), groupId: String(row.group_id) };
    const before = draftRows(zone);
    const file = fileOf(zone, 'fine 3600 IN A 192.0.2.3', `${String(row.host)} 3600 IN CNAME elsewhere.example.net.`);
    const refused = await importFile(admin, zone, file, 'merge');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_zone_file', error_count: 1 });
    expect(refused.body.errors).toEqual([expect.objectContaining({ line: 4, column: 1, key: 'problems.cnameNotAlone' })]);
    expect(draftRows(zone)).toBe(before);
    // Replace takes the A away with the file, so the CNAME is alone.
    const replaced = await importFile(admin, zone, file, 'replace');
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    await discard(admin, zone);
  });

  it('keeps the apex SOA and NS: a file that writes them disabled is refused at their lines', async () => {
    const zone = zones[1]!;
    const ns = liveRecords(zone).filter((record) => record.name === '@' && record.type === 'NS');
    const file = fileOf(zone, 'www2 3600 IN A 192.0.2.4', ...ns.map((record) => `; disabled: @ 86400 IN NS ${record.content}`));
    const refused = await importFile(admin, zone, file, 'replace');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ line: 4, column: '; disabled: @ 86400 IN '.length + 1, key: 'problems.apexNsMissing' })]);
    expect(draftRows(zone)).toBe(0);
  });

  it('refuses to overwrite a draft with changes (409 draft_not_empty) unless replace_draft says so', async () => {
    const zone = zones[2]!;
    await call(admin, 'POST', zone, 'draft/changes', { action: 'create', record: { name: 'mine', type: 'TXT', ttl: 3600, content: '"keep me"' } });
    const file = fileOf(zone, 'imported 3600 IN A 192.0.2.5');
    const refused = await importFile(admin, zone, file, 'merge');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'draft_not_empty', counts: { create: 1, update: 0, delete: 0, total: 1 } });
    expect(planned((await plan(admin, zone)).changes)).toEqual(['create mine TXT']);
    expect(importEntries(zone)).toHaveLength(0);

    const replaced = await importFile(admin, zone, file, 'merge', { replace_draft: true });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ origin: 'import', counts: { create: 1, total: 1 } });
    expect(planned((await plan(admin, zone)).changes)).toEqual(['create imported A']);
    expect(JSON.parse(String(importEntries(zone)[0]!.before))).toEqual({ discarded: 1 });
    // An empty draft is no draft: importing over it needs no confirmation.
    await call(admin, 'DELETE', zone, 'draft');
    expect((await importFile(admin, zone, file, 'merge')).status).toBe(200);
    await discard(admin, zone);
  });

  it('answers notices (a record twice, a relative name) with the draft', async () => {
    const zone = zones[3]!;
    const file = fileOf(zone, 'twice 3600 IN A 192.0.2.6', 'twice 3600 IN A 192.0.2.6', `alias 3600 IN CNAME www.${zone.name}`);
    const imported = await importFile(admin, zone, file, 'merge');
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.notices.map(({ line, key }) => ({ line, key }))).toEqual([{ line: 4, key: 'zoneFile.duplicate' }, { line: 5, key: 'zoneFile.relativeName' }]);
    expect(imported.body.notice_count).toBe(2);
    expect(imported.body.counts).toMatchObject({ create: 2, total: 2 });
    await discard(admin, zone);
  });

  it('lets only manage-dns import, and only into the caller\'s own account', async () => {
    const zone = zones[0]!;
    const file = fileOf(zone, 'nope 3600 IN A 192.0.2.7');
    const forbidden = await importFile(viewer, zone, file, 'merge');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'forbidden', permission: 'manage-dns' });
    const foreign = api.db.prepare('SELECT id, name FROM dns_zones WHERE group_id != ? ORDER BY id LIMIT 1').get(admin.groupId)!;
    const elsewhere: ZoneRef = { id: Number(foreign.id), name: String(foreign.name), groupId: admin.groupId };
    expect((await importFile(admin, elsewhere, fileOf(elsewhere, 'x 3600 IN A 192.0.2.8'), 'merge')).status).toBe(404);
    expect((await exportFile(admin, elsewhere)).status).toBe(404);
    expect(api.db.prepare("SELECT count(*) AS n FROM dns_zone_drafts WHERE zone_id IN (?, ?) AND state IN ('open', 'staging')").get(zone.id, elsewhere.id)?.n).toBe(0);
  });

  it('refuses a file over 5 MB (in UTF-8 bytes) with zoneFile.tooLarge, and a body over the route\'s limit', async () => {
    const zone = zones[1]!;
    const tooLarge = async (zoneFile: string) => {
      const refused = await importFile(admin, zone, zoneFile, 'merge');
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'invalid_zone_file', error_count: 1, errors: [{ line: 1, column: 1, key: 'zoneFile.tooLarge', values: { max: '5' }, message: 'the file is larger than 5 MB' }] });
    };
    await tooLarge(`;${'x'.repeat(maxZoneFileBytes)}`);
    // Fewer characters than bytes: 'é' is two.
    await tooLarge(`;${'é'.repeat(maxZoneFileBytes / 2)}`);
    const atLimit = await importFile(admin, zone, `${fileOf(zone, 'big 3600 IN A 192.0.2.9')}\n;`.padEnd(maxZoneFileBytes, 'x'), 'merge');
    expect(atLimit.status, JSON.stringify(atLimit.body).slice(0, 300)).toBe(200);
    await discard(admin, zone);
    const hugeBody = await importFile(admin, zone, `;${'"'.repeat(7 * 1024 * 1024)}`, 'merge');
    expect(hugeBody.status).toBe(413);
    expect(draftRows(zone)).toBe(0);
  });

  it('stages many changes in one go as one by one: the last change of a record wins, ids ascending', () => {
    const zone = zones[2]!;
    const drafts = createZoneDrafts(api.db);
    const zoneRow = createZoneRows(api.db).zoneById(zone.id);
    const [first, second] = api.db.prepare('SELECT id FROM dns_records WHERE zone_id = ? AND type != ? ORDER BY id LIMIT 2').all(zone.id, 'SOA').map((row) => Number(row.id));
    const record = (name: string): ZoneRecord => ({ name, type: 'TXT', ttl: 3600, content: `"${name}"`, priority: null, disabled: false, comment: 'via stageMany' });
    api.db.exec('BEGIN IMMEDIATE');
    try {
      const draft = drafts.ensureDraft(zoneRow, zone.groupId, admin.id, 'now');
      drafts.stage(draft, { action: 'delete', record_id: first!, record: null }, 'now');
      const staged = drafts.stageMany(draft, [
        { action: 'create', record_id: null, record: record('one') },
        { action: 'update', record_id: first!, record: record('first-updated') },
        { action: 'delete', record_id: second!, record: null },
        { action: 'create', record_id: null, record: record('two') },
        { action: 'update', record_id: second!, record: record('second-updated') },
      ], 'now');
      expect(staged.map((change) => [change.action, change.record_id, change.record?.name ?? null])).toEqual([
        ['create', null, 'one'], ['update', first, 'first-updated'], ['create', null, 'two'], ['update', second, 'second-updated'],
      ]);
      expect(staged.map((change) => change.id)).toEqual([...staged.map((change) => change.id)].sort((a, b) => a - b));
      expect(drafts.changes(draft.id)).toEqual(staged);
      expect(drafts.stageMany(draft, [], 'now')).toEqual([]);
      expect(drafts.changes(draft.id)).toEqual(staged);
    } finally {
      api.db.exec('ROLLBACK');
    }
    expect(draftRows(zone)).toBe(0);
  });

  it('plans nothing after an export imported back (replace), for every seeded zone', async () => {
    const all = api.db.prepare('SELECT id, name, group_id FROM dns_zones ORDER BY id').all().map((row) => ({ id: Number(row.id), name: String(row.name), groupId: staff.groupId }));
    expect(all.length).toBeGreaterThan(20);
    for (const zone of all) {
      const exported = await exportFile(staff, zone);
      expect(exported.status, zone.name).toBe(200);
      const imported = await importFile(staff, zone, exported.text, 'replace', { replace_draft: true });
      expect(imported.status, `${zone.name}: ${JSON.stringify(imported.body).slice(0, 500)}`).toBe(200);
      expect(imported.body.counts, zone.name).toEqual({ create: 0, update: 0, delete: 0, total: 0 });
      expect(imported.body.notices, zone.name).toEqual([]);
      expect((await plan(staff, zone)).changes, zone.name).toEqual([]);
    }
  });

  it('imports a file without its bad lines when asked (skip_invalid, M1), each left out at its line and column; without it nothing is staged', async () => {
    const zone = zones[2]!;
    const before = { drafts: draftRows(zone), audit: importEntries(zone).length };
    const file = fileOf(zone,
      'fine 3600 IN A 192.0.2.10',
      'bad-address 3600 IN A 300.1.1.1',
      'fine2 3600 IN A 192.0.2.11',
      'bad-type 3600 IN NOPE something',
      '$INCLUDE other.zone');
    const badLines = [
      { line: 4, column: 'bad-address 3600 IN A '.length + 1, key: 'problems.ipv4' },
      { line: 6, column: 'bad-type 3600 IN '.length + 1, key: 'problems.typeUnknown' },
      { line: 7, column: 1, key: 'zoneFile.include' },
    ];
    for (const flag of [{}, { skip_invalid: false }]) {
      const refused = await importFile(admin, zone, file, 'merge', flag);
      expect(refused.status).toBe(400);
      expect((refused.body.errors as FileProblem[]).map(({ line, column, key }) => ({ line, column, key }))).toEqual(badLines);
      expect(draftRows(zone)).toBe(before.drafts);
      expect(importEntries(zone)).toHaveLength(before.audit);
    }

    const imported = await importFile(admin, zone, file, 'merge', { skip_invalid: true });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.skipped.map(({ line, column, key }) => ({ line, column, key }))).toEqual(badLines);
    for (const skipped of imported.body.skipped) expect(skipped.message.length).toBeGreaterThan(0);
    expect(imported.body.skipped_count).toBe(3);
    expect(imported.body.counts).toEqual({ create: 2, update: 0, delete: 0, total: 2 });
    expect(planned((await plan(admin, zone)).changes)).toEqual(['create fine A', 'create fine2 A']);
    expect(importEntries(zone)).toHaveLength(before.audit + 1);
    await discard(admin, zone);

    // Nothing good left to import, or a zone rule the good lines break: refused all the same.
    const nothingGood = await importFile(admin, zone, fileOf(zone, 'bad 3600 IN A 300.1.1.1'), 'merge', { skip_invalid: true });
    expect(nothingGood.status).toBe(400);
    expect((nothingGood.body.errors as FileProblem[]).map(({ line, key }) => ({ line, key }))).toEqual([{ line: 3, key: 'problems.ipv4' }]);
    const clash = await importFile(admin, zone, fileOf(zone, 'web 3600 IN A 192.0.2.12', 'web 3600 IN CNAME elsewhere.example.net.', 'bad 3600 IN A 300.1.1.1'), 'merge', { skip_invalid: true });
    expect(clash.status).toBe(400);
    expect((clash.body.errors as FileProblem[]).map(({ key }) => key)).toEqual(['problems.cnameNotAlone']);
    expect(draftRows(zone)).toBe(before.drafts);
  });

  it('keeps the zone\'s SOA primary name server and mailbox, saying so at the file\'s SOA; only its timers come from the file (B7)', async () => {
    const zone = zones[2]!;
    const [ownSoa] = liveRecords(zone).filter((record) => record.name === '@' && record.type === 'SOA');
    const own = ownSoa!.content.split(' ');
    const file = fileOf(zone, '@ 3600 IN SOA ns1.old-provider.example. admin.old-provider.example. 7 3600 600 604800 120');
    const imported = await importFile(admin, zone, file, 'merge');
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.notices.map(({ line, column, key }) => ({ line, column, key }))).toEqual([
      { line: 3, column: '@ 3600 IN SOA '.length + 1, key: 'zoneFile.soaKept' },
    ]);
    const soa = (await plan(admin, zone)).changes.find((change) => change.type === 'SOA');
    expect(soa?.after.map((record) => record.content)).toEqual([`${own[0]} ${own[1]} ${own[2]} 3600 600 604800 120`]);
    await discard(admin, zone);
    // The zone's own primary and mailbox in the file: no notice.
    const same = await importFile(admin, zone, fileOf(zone, `@ 3600 IN SOA ${own[0]} ${own[1]} 7 3600 600 604800 120`), 'merge');
    expect(same.body.notices).toEqual([]);
    await discard(admin, zone);
  });

  it('plans a large file off the request thread: the same draft as a small one, and /health answers while it is planned', async () => {
    const zone = zones[2]!;
    const hosts = 20_000;
    const file = fileOf(zone, ...Array.from({ length: hosts }, (_, index) => `bulk-${index} 3600 IN TXT "${'x'.repeat(40)}" ; line ${index}`));
    expect(Buffer.byteLength(file)).toBeGreaterThan(offThreadBytes);
    const importing = importFile(admin, zone, file, 'merge');
    let importDone = false;
    void importing.then(() => { importDone = true; });
    // Give the upload a moment to arrive, then ask for /health while the worker plans.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await fetch(`${api.baseUrl}/health`);
    expect(health.status).toBe(200);
    expect(importDone).toBe(false);
    const imported = await importing;
    expect(imported.status, JSON.stringify(imported.body).slice(0, 500)).toBe(200);
    expect(imported.body.counts).toEqual({ create: hosts, update: 0, delete: 0, total: hosts });
    // Planned off the thread, the notices are those of the check in place.
    expect(imported.body.notices.map(({ line, key, values }) => ({ line, key, values }))).toEqual([{ line: 3, key: 'zoneFile.commentsKept', values: { count: String(hosts) } }]);
    expect(importEntries(zone).at(-1)?.after).toBe(JSON.stringify({ mode: 'merge', records: hosts, changes: { create: hosts, update: 0, delete: 0, total: hosts } }));
    const bad = await importFile(admin, zone, `${file}\nbad 3600 IN A 300.1.1.1`, 'merge', { replace_draft: true });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as FileProblem[]).map(({ line, key }) => ({ line, key }))).toEqual([{ line: hosts + 3, key: 'problems.ipv4' }]);
    await discard(admin, zone);
  }, 60_000);

  it('answers the plan asked first after an import with the plan made with the file: the very plan the draft gives (small file in place, large off the thread)', async () => {
    const zone = zones[3]!;
    const rows = createZoneRows(api.db);
    const drafts = createZoneDrafts(api.db);
    const computed = () => {
      const zoneRow = rows.zoneById(zone.id);
      const draft = drafts.draftOf(zone.id, admin.id);
      return JSON.parse(JSON.stringify(computePlan(zoneRow, draft, rows.liveRecords(zone.id), draft ? drafts.changes(draft.id) : []).plan));
    };
    const live = (await exportFile(admin, zone)).text;
    // Modified (a TTL lowered), kept, deleted (the replace file leaves records out), created, disabled, commented.
    const firstA = live.split('\n').find((line) => /\sIN\s+A\s/.test(line) && !line.startsWith(';'))!;
    const lowered = firstA.replace(/\s\d+(\s+IN\s+A\s)/, ' 120$1');
    expect(lowered).not.toBe(firstA);
    const small = [live.replace(firstA, lowered), 'added 3600 IN A 192.0.2.77 ; a comment', '; disabled: off 3600 IN A 192.0.2.78', '@ 3600 IN MX 10 mail.example.net.'].join('\n');
    const fewer = fileOf(zone, 'only 3600 IN AAAA 2001:db8::7');
    // More changes than one slice of staging (stageSlice): the plan's change ids span slices.
    const padding = Array.from({ length: stageSlice + 500 }, (_, index) => `many-${index} 3600 IN TXT "${'y'.repeat(30)}" ; ${index}`).join('\n');
    expect(Buffer.byteLength(padding)).toBeGreaterThan(offThreadBytes);
    const files = [small, fewer].flatMap((file) => [file, `${file}\n${padding}`]);
    for (const [file, mode] of [...files.map((file) => [file, 'replace'] as const), [fileOf(zone, padding), 'merge'] as const]) {
      const imported = await importFile(admin, zone, file, mode, { replace_draft: true });
      expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(200);
      const first = await plan(admin, zone);
      expect(first.changes.length).toBeGreaterThan(0);
      expect(first).toEqual(computed());
    }
    await discard(admin, zone);
  });

  it('stages a large import in a draft no reader sees until it is the user\'s; one the API never finished goes when the API starts', async () => {
    const zone = zones[1]!;
    const drafts = createZoneDrafts(api.db);
    const zoneRow = createZoneRows(api.db).zoneById(zone.id);
    expect((await call(admin, 'POST', zone, 'draft/changes', { action: 'create', record: { name: 'before-import', type: 'A', ttl: 600, content: '192.0.2.90' } })).status).toBe(201);
    const staging = drafts.beginStaging(zoneRow, zone.groupId, admin.id, new Date().toISOString(), 'import');
    drafts.stageRows(staging, JSON.stringify([['create', null, 'staged-unseen', 'A', 600, null, '192.0.2.91', 0, null, null]]), 1, new Date().toISOString());
    // The user's draft is still the one before: its change, not the staging draft's.
    const seen = (await call<{ changes: { record: ZoneRecord | null }[] }>(admin, 'GET', zone, 'draft')).body.changes.map((change) => change.record?.name);
    expect(seen).toEqual(['before-import']);
    expect(drafts.draftOf(zone.id, admin.id)?.id).not.toBe(staging.id);
    drafts.dropAbandonedStaging();
    expect(api.db.prepare('SELECT state FROM dns_zone_drafts WHERE id = ?').get(staging.id)?.state).toBe('dropped');
    // Its changes go a slice at a time after the call, then the draft.
    await expect.poll(() => api.db.prepare('SELECT count(*) AS n FROM dns_zone_drafts WHERE id = ?').get(staging.id)?.n).toBe(0);
    expect(api.db.prepare('SELECT count(*) AS n FROM dns_draft_changes WHERE draft_id = ?').get(staging.id)?.n).toBe(0);
    // A large import refused (the draft has a change, replace_draft not given) stages nothing, staging or not.
    const large = fileOf(zone, ...Array.from({ length: stageSlice * 2 }, (_, index) => `slice-${index} 3600 IN A 192.0.2.${(index % 250) + 1}`));
    expect((await importFile(admin, zone, large, 'merge')).status).toBe(409);
    expect(api.db.prepare("SELECT count(*) AS n FROM dns_zone_drafts WHERE state = 'staging'").get()?.n).toBe(0);
    const imported = await importFile(admin, zone, large, 'merge', { replace_draft: true });
    expect(imported.status).toBe(200);
    expect(imported.body.counts).toEqual({ create: stageSlice * 2, update: 0, delete: 0, total: stageSlice * 2 });
    expect(api.db.prepare("SELECT count(*) AS n FROM dns_zone_drafts WHERE state = 'staging'").get()?.n).toBe(0);
    await discard(admin, zone);
  }, 60_000);

  it('pages the plan\'s record-set changes on request (limit, page), its counts, warnings, problems and conflicts whole', async () => {
    const zone = zones[2]!;
    const hosts = 450;
    expect((await importFile(admin, zone, fileOf(zone, ...Array.from({ length: hosts }, (_, index) => `paged-${index} 3600 IN A 192.0.2.${(index % 250) + 1}`)), 'merge', { replace_draft: true })).status).toBe(200);
    const whole = await plan(admin, zone);
    expect(whole.changes).toHaveLength(hosts);
    expect(whole).not.toHaveProperty('changes_meta');
    const pageOf = async (query: string) => (await call<Plan & { changes_meta: unknown }>(admin, 'GET', zone, `plan?${query}`)).body;
    const pages = [await pageOf('limit=200'), await pageOf('limit=200&page=2'), await pageOf('limit=200&page=3'), await pageOf('limit=200&page=4')];
    expect(pages.map((each) => each.changes.length)).toEqual([200, 200, 50, 0]);
    expect(pages.map((each) => each.changes_meta)).toEqual([1, 2, 3, 4].map((page) => ({ total: hosts, page, limit: 200 })));
    expect(pages.flatMap((each) => each.changes)).toEqual(whole.changes);
    for (const each of pages) {
      const { changes: _changes, changes_meta: _meta, ...rest } = each;
      const { changes: _all, ...wholeRest } = whole;
      expect(rest).toEqual(wholeRest);
    }
    expect((await pageOf('page=2')).changes_meta).toEqual({ total: hosts, page: 2, limit: 25 });
    for (const query of ['limit=0', 'limit=1001', 'limit=ten', 'page=0']) {
      const refused = await call(admin, 'GET', zone, `plan?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body, query).toMatchObject({ code: 'invalid_parameter', parameter: query.split('=')[0] });
    }
    await discard(admin, zone);
  });
});
