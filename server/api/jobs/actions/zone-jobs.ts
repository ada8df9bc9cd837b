/**
 * How a DNS job changes a zone (DESIGN.md section 12: draft → plan → publish): the changes of a
 * zone's items are staged in the job starter's draft of the zone and published at once (one new
 * version per zone), with each warning of the plan published only when the job's `confirm` lists
 * it (the codes the user saw in the dry run). Anything that stops the publish (a draft the
 * starter already holds changes in, a broken zone rule, a warning not confirmed, a zone published
 * meanwhile) leaves nothing staged and says why, in the job's language.
 *
 * The dry run plans the same changes without writing anything: a would-be draft (`wouldBePlan`).
 * Zones, their live records and the starter's drafts are read for many zones at once.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ZoneChangeAction } from '../../../../src/lib/dns/plan/plan-changes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuditTrail } from '../../resources/audit-trail.ts';
import { computePlan, type ZonePlan } from '../../dns/zone-plan.ts';
import { basedOn, createZoneDrafts, type NewChange, type StagedChange, type ZoneDrafts } from '../../dns/zone-drafts.ts';
import { createZonePublisher, type ZonePublisher } from '../../dns/zone-publish.ts';
import { recordOfRow, type StoredRecord, type ZoneRow } from '../../dns/zone-rows.ts';
import { createZoneRows } from '../../dns/zone-rows.ts';
import { createZoneVersions } from '../../dns/zone-versions.ts';
import type { DryRunGroup, JobContext } from '../job-action.ts';
import { rowsInChunks } from './id-chunks.ts';
import { sayIn } from './job-messages.ts';
import { problemText, warningText } from './zone-texts.ts';

interface ZoneTools {
  drafts: ZoneDrafts;
  publisher: ZonePublisher;
}

/** The zone services as routes/dns-zones.ts builds them, once per database (and audit trail). */
const toolsByDb = new WeakMap<DatabaseSync, WeakMap<AuditTrail, ZoneTools>>();

function zoneTools(context: JobContext): ZoneTools {
  let byAudit = toolsByDb.get(context.db);
  if (!byAudit) {
    byAudit = new WeakMap();
    toolsByDb.set(context.db, byAudit);
  }
  let tools = byAudit.get(context.audit);
  if (!tools) {
    const rows = createZoneRows(context.db);
    const drafts = createZoneDrafts(context.db);
    tools = { drafts, publisher: createZonePublisher(context.db, rows, drafts, createZoneVersions(context.db), context.audit) };
    byAudit.set(context.audit, tools);
  }
  return tools;
}

function zoneOfRow(row: Record<string, unknown>): ZoneRow {
  return {
    id: Number(row.id), group_id: String(row.group_id), name: String(row.name), serial: Number(row.serial), default_ttl: Number(row.default_ttl),
    published_at: row.published_at === null ? null : String(row.published_at),
  };
}

/** The zones of `ids` (already known to be in the scope: they come from scoped records). */
export function readZones(context: JobContext, ids: readonly number[]): Map<number, ZoneRow> {
  const rows = rowsInChunks(context.statements, 'SELECT id, group_id, name, serial, default_ttl, published_at FROM dns_zones WHERE id IN (SELECT value FROM json_each(?))', ids);
  return new Map(rows.map((row) => [Number(row.id), zoneOfRow(row)]));
}

/** The live records of each zone, in id order (as the zone editor reads them). */
export function readLiveRecords(context: JobContext, zoneIds: readonly number[]): Map<number, StoredRecord[]> {
  const byZone = new Map<number, StoredRecord[]>(zoneIds.map((id) => [id, []]));
  const rows = rowsInChunks(context.statements,
    'SELECT id, zone_id, name, type, ttl, priority, content, disabled, comment FROM dns_records WHERE zone_id IN (SELECT value FROM json_each(?)) ORDER BY zone_id, id', zoneIds);
  for (const row of rows) byZone.get(Number(row.zone_id))?.push(recordOfRow(row));
  return byZone;
}

/** How many changes the starter's draft of each zone holds (zones without a draft are left out). */
export function draftChangeCounts(context: JobContext, zoneIds: readonly number[]): Map<number, number> {
  const rows = rowsInChunks(context.statements, `SELECT d.zone_id, count(c.id) AS n FROM dns_zone_drafts d JOIN dns_draft_changes c ON c.draft_id = d.id
    WHERE d.zone_id IN (SELECT value FROM json_each(?)) AND d.user_id = ? AND d.state = 'open' GROUP BY d.zone_id`, zoneIds, context.scope.auth.user.id);
  return new Map(rows.map((row) => [Number(row.zone_id), Number(row.n)]));
}

/** The plan the changes would make of the live zone, written nowhere. */
export function wouldBePlan(zone: ZoneRow, live: readonly StoredRecord[], changes: readonly NewChange[]): ZonePlan {
  const staged: StagedChange[] = changes.map((change, index) => ({ id: index + 1, action: change.action, record_id: change.record_id, record: change.record, base: null }));
  return computePlan(zone, undefined, live, staged).plan;
}

/** The first problems of a plan, said in the job's language (at most three; the zone editor shows them all). */
export function problemsText(plan: ZonePlan, locale: string): string {
  const shown = plan.problems.slice(0, 3).map((found) => problemText(found, locale));
  return `${shown.join(' · ')}${plan.problems.length > shown.length ? ' …' : ''}`;
}

/** A zone's plan as the dry run answers it. */
export function dryRunGroup(zone: ZoneRow, plan: ZonePlan, locale: string): DryRunGroup {
  const counts: Record<ZoneChangeAction, number> = { create: plan.counts.create, modify: plan.counts.modify, delete: plan.counts.delete };
  return { key: String(zone.id), label: zone.name, counts, warnings: plan.warnings.map((warning) => ({ code: warning.code, message: warningText(warning, locale) })) };
}

export type ZoneRefusal = { reason_key: string; reason: string };

/** Why the starter's draft keeps the job off the zone, if it does. */
export function draftRefusal(context: JobContext, zone: ZoneRow, staged: number | undefined): ZoneRefusal | null {
  if (!staged) return null;
  return { reason_key: 'draft_not_empty', reason: sayIn(context.locale)('zone.draftNotEmpty', { zone: zone.name, count: staged }) };
}

export type PublishOutcome = { ok: true; serial: number; counts: ZonePlan['counts'] } | ({ ok: false } & ZoneRefusal);

/**
 * Stages the changes in the starter's draft of the zone and publishes it. Runs in the item's
 * transaction; on any refusal the draft is dropped again (nothing stays staged). No change at
 * all (the zone is already so) is ok without a publish.
 */
export function stageAndPublish(context: JobContext, zone: ZoneRow, changes: readonly NewChange[]): PublishOutcome {
  const say = sayIn(context.locale);
  const { drafts, publisher } = zoneTools(context);
  const user = context.scope.auth.user;
  const existing = drafts.draftOf(zone.id, user.id);
  const refusal = draftRefusal(context, zone, existing ? drafts.countsOf(existing.id).total : 0);
  if (refusal) return { ok: false, ...refusal };
  if (changes.length === 0) return { ok: true, serial: zone.serial, counts: { create: 0, modify: 0, delete: 0 } };
  const draft = drafts.ensureDraft(zone, zone.group_id, user.id, context.now);
  const failed = (reason: ZoneRefusal): PublishOutcome => {
    drafts.discard(draft.id);
    return { ok: false, ...reason };
  };
  const live = readLiveRecords(context, [zone.id]).get(zone.id) ?? [];
  drafts.stageMany(draft, basedOn(changes, live), context.now);
  const staged = drafts.draftOf(zone.id, user.id) ?? draft;
  const { plan } = computePlan(zone, staged, live, drafts.changes(draft.id));
  if (plan.changes.length === 0) {
    drafts.discard(draft.id);
    return { ok: true, serial: zone.serial, counts: plan.counts };
  }
  if (plan.problems.length > 0) return failed({ reason_key: 'zone_problems', reason: say('zone.problems', { zone: zone.name, problems: problemsText(plan, context.locale) }) });
  const confirmed = Array.isArray(context.options.confirm) ? context.options.confirm.map(String) : [];
  const unconfirmed = plan.warnings.filter((warning) => !confirmed.includes(warning.code));
  if (unconfirmed.length > 0) {
    return failed({ reason_key: 'confirmation_required', reason: say('zone.unconfirmed', { zone: zone.name, warnings: unconfirmed.map((warning) => warningText(warning, context.locale)).join(' ') }) });
  }
  try {
    const published = publisher.publish(zone, { scope: context.scope, ip: context.ip, requestId: context.requestId }, { base_serial: zone.serial, draft_version: staged.version, confirm: confirmed }, new Date(context.now));
    return { ok: true, serial: published.serial, counts: published.counts };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return failed({ reason_key: error.code === 'stale_plan' ? 'stale_plan' : 'publish_failed', reason: say('zone.publishFailed', { zone: zone.name, message: error.message }) });
  }
}

/** The options' `confirm`: the warning codes the user saw in the dry run and confirmed. */
export const confirmOption = { type: 'array', maxItems: 20, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 40 } };
