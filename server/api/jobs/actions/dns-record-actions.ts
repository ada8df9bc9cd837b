/**
 * `ttl { ttl, confirm? }` and `delete { confirm? }` on DNS records (DESIGN.md section 12 and 13):
 * the records of one zone run together (group_key: the zone's id): their changes are staged in
 * the job starter's draft of the zone and published once, so every item of a zone is done or
 * every one fails with the reason (zone-jobs.ts). The dry run plans each zone without writing
 * (`groups`: its counts and the warnings to confirm).
 *
 * Ineligible: not_found; protected (delete: the apex SOA, the last apex NS records — src/lib/dns
 * protected-records.ts, counting the other records the job deletes); draft_not_empty (the
 * starter's draft of the zone holds changes); unchanged (ttl: already that TTL); zone_problems
 * (the zone would break a rule: say which).
 */
import { ttlRange } from '../../../../src/lib/dns/check-record.ts';
import { relativeName } from '../../../../src/lib/dns/names.ts';
import { isProtected } from '../../../../src/lib/dns/protected-records.ts';
import type { NewChange } from '../../dns/zone-drafts.ts';
import { plainRecord, recordOfRow, type StoredRecord, type ZoneRow } from '../../dns/zone-rows.ts';
import type { DryRunGroup, Eligibility, ItemOutcome, JobAction, JobContext, JobItemRef } from '../job-action.ts';
import { rowsOfIds } from './id-chunks.ts';
import { sayIn, type Say } from './job-messages.ts';
import type { ZonePlan } from '../../dns/zone-plan.ts';
import { confirmOption, draftChangeCounts, draftRefusal, dryRunGroup, problemsText, readLiveRecords, readZones, stageAndPublish, wouldBePlan, type ZoneRefusal } from './zone-jobs.ts';

type RecordVerb = 'ttl' | 'delete';

interface JobRecord extends StoredRecord {
  id: number;
  zone_id: number;
}

/** The records of `ids` in the starter's scope, by id. */
function readRecords(context: JobContext, ids: readonly number[]): Map<number, JobRecord> {
  const rows = rowsOfIds(context.statements, context.scope, ids,
    'SELECT r.id, r.zone_id, r.name, r.type, r.ttl, r.priority, r.content, r.disabled, r.comment FROM dns_records r', 'r.id', 'r.group_id');
  return new Map(rows.map((row) => [Number(row.id), { ...recordOfRow(row), id: Number(row.id), zone_id: Number(row.zone_id) }]));
}

/** "www.example.com A": the record as a person finds it among many zones. */
function labelOf(record: StoredRecord, zone: ZoneRow | undefined): string {
  const apex = zone?.name.replace(/\.$/, '') ?? '';
  const name = record.name === '@' ? apex : apex ? `${record.name}.${apex}` : record.name;
  return `${name} ${record.type}`;
}

/** One zone's part of a job: its records asked for, and what the zone is now. */
interface ZoneShare {
  zone: ZoneRow;
  live: StoredRecord[];
  records: JobRecord[];
  draftChanges: number | undefined;
}

function zoneShares(context: JobContext, records: Iterable<JobRecord>): Map<number, ZoneShare> {
  const byZone = new Map<number, JobRecord[]>();
  for (const record of records) {
    const ofZone = byZone.get(record.zone_id);
    if (ofZone) ofZone.push(record);
    else byZone.set(record.zone_id, [record]);
  }
  const zoneIds = [...byZone.keys()];
  const zones = readZones(context, zoneIds);
  const live = readLiveRecords(context, zoneIds);
  const drafts = draftChangeCounts(context, zoneIds);
  const shares = new Map<number, ZoneShare>();
  for (const [zoneId, asked] of byZone) {
    const zone = zones.get(zoneId);
    if (zone) shares.set(zoneId, { zone, live: live.get(zoneId) ?? [], records: asked, draftChanges: drafts.get(zoneId) });
  }
  return shares;
}

type RecordDecision = { eligible: true; change: NewChange } | { eligible: false; reason_key: string; reason: string };

/**
 * Each record of a zone's share: its change, or why it has none; and the plan of the changes
 * (null without any). A change that would break a zone rule turns every change of the zone into
 * that refusal (they publish together).
 */
function decideShare(context: JobContext, verb: RecordVerb, share: ZoneShare, say: Say): { decisions: Map<number, RecordDecision>; plan: ZonePlan | null } {
  const decisions = new Map<number, RecordDecision>();
  const draft = draftRefusal(context, share.zone, share.draftChanges);
  const refuseAll = (refusal: ZoneRefusal) => {
    for (const record of share.records) decisions.set(record.id, { eligible: false, ...refusal });
  };
  if (draft) {
    refuseAll(draft);
    return { decisions, plan: null };
  }
  const deleted = new Set(verb === 'delete' ? share.records.map((record) => record.id) : []);
  const ttl = Number(context.options.ttl);
  for (const record of share.records) {
    if (verb === 'delete') {
      // An apex NS stays deletable while another one (not deleted by this job) remains; only apex records can be protected.
      const remaining = () => share.live.filter((other) => other.id === record.id || !deleted.has(other.id!));
      if (relativeName(record.name, share.zone) === '@' && isProtected(record, share.zone, remaining())) {
        const key = record.type.toUpperCase() === 'SOA' ? 'record.protectedSoa' : 'record.protectedNs';
        decisions.set(record.id, { eligible: false, reason_key: 'protected', reason: say(key, { zone: share.zone.name }) });
      } else decisions.set(record.id, { eligible: true, change: { action: 'delete', record_id: record.id, record: null } });
    } else if (record.ttl === ttl) {
      decisions.set(record.id, { eligible: false, reason_key: 'unchanged', reason: say('record.ttlUnchanged', { ttl }) });
    } else decisions.set(record.id, { eligible: true, change: { action: 'update', record_id: record.id, record: { ...plainRecord(record), ttl } } });
  }
  const changes = [...decisions.values()].flatMap((decision) => (decision.eligible ? [decision.change] : []));
  if (changes.length === 0) return { decisions, plan: null };
  const plan = wouldBePlan(share.zone, share.live, changes);
  if (plan.problems.length > 0) {
    const refusal = { eligible: false as const, reason_key: 'zone_problems', reason: say('zone.problems', { zone: share.zone.name, problems: problemsText(plan, context.locale) }) };
    for (const [id, decision] of decisions) if (decision.eligible) decisions.set(id, refusal);
    return { decisions, plan: null };
  }
  return { decisions, plan };
}

function recordAction(verb: RecordVerb): JobAction {
  return {
    name: verb,
    resource: 'dns-records',
    permission: 'manage-dns',
    options: {
      type: 'object',
      additionalProperties: false,
      ...(verb === 'ttl' ? { required: ['ttl'] } : {}),
      properties: {
        ...(verb === 'ttl' ? { ttl: { type: 'integer', minimum: ttlRange.min, maximum: ttlRange.max } } : {}),
        confirm: confirmOption,
      },
    },
    check(context, ids) {
      const say = sayIn(context.locale);
      const records = readRecords(context, ids);
      const shares = zoneShares(context, records.values());
      const answer = new Map<number, Eligibility>();
      for (const share of shares.values()) {
        for (const [id, decision] of decideShare(context, verb, share, say).decisions) {
          const label = labelOf(records.get(id)!, share.zone);
          answer.set(id, decision.eligible ? { eligible: true, label, group_key: String(share.zone.id) } : { eligible: false, label, reason_key: decision.reason_key, reason: decision.reason });
        }
      }
      return new Map(ids.map((id) => [id, answer.get(id) ?? { eligible: false, label: `#${id}`, reason_key: 'not_found', reason: say('notFound') }]));
    },
    groups(context, eligible) {
      const ids = [...eligible].flatMap(([id, found]) => (found.eligible ? [id] : []));
      const shares = zoneShares(context, readRecords(context, ids).values());
      const say = sayIn(context.locale);
      const groups: DryRunGroup[] = [];
      for (const share of shares.values()) {
        const { plan } = decideShare(context, verb, share, say);
        if (plan) groups.push(dryRunGroup(share.zone, plan, context.locale));
      }
      return groups;
    },
    runGroup(context, items: readonly JobItemRef[]) {
      const say = sayIn(context.locale);
      const records = readRecords(context, items.map((item) => item.resource_id));
      const outcomes = new Map<number, ItemOutcome>();
      const changed: JobItemRef[] = [];
      const decided = new Map<number, RecordDecision>();
      for (const share of zoneShares(context, records.values()).values()) for (const [id, decision] of decideShare(context, verb, share, say).decisions) decided.set(id, decision);
      const zoneIds = new Set([...records.values()].map((record) => record.zone_id));
      for (const item of items) {
        const decision = decided.get(item.resource_id);
        if (!decision) outcomes.set(item.id, { state: 'failed', reason_key: 'not_found', reason: say('notFound') });
        else if (!decision.eligible) {
          outcomes.set(item.id, decision.reason_key === 'unchanged' ? { state: 'done', result: { unchanged: true, message: decision.reason } } : { state: 'failed', reason_key: decision.reason_key, reason: decision.reason });
        } else changed.push(item);
      }
      if (changed.length === 0) return outcomes;
      // A group is one zone; were records of several zones given, each zone publishes on its own.
      for (const zoneId of zoneIds) {
        const ofZone = changed.filter((item) => records.get(item.resource_id)?.zone_id === zoneId);
        if (ofZone.length === 0) continue;
        const zone = readZones(context, [zoneId]).get(zoneId)!;
        const published = stageAndPublish(context, zone, ofZone.map((item) => (decided.get(item.resource_id) as { change: NewChange }).change));
        for (const item of ofZone) {
          outcomes.set(item.id, published.ok
            ? { state: 'done', result: { zone: zone.name, serial: published.serial, message: say('zone.published', { zone: zone.name, serial: published.serial }) } }
            : { state: 'failed', reason_key: published.reason_key, reason: published.reason });
        }
      }
      return outcomes;
    },
  };
}

export const ttlRecordsAction = recordAction('ttl');
export const deleteRecordsAction = recordAction('delete');
