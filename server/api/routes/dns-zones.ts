/**
 * The zone editor's routes under /groups/{context}/zones/{zoneId} (DESIGN.md section 12):
 * draft (GET, DELETE, and undo-discard to bring a discarded one back), draft/changes (POST;
 * DELETE one by its id; resolve a conflict), plan, publish, versions,
 * versions/{serial} (its records and diff), versions/{serial}/restore, and zone files: export
 * (the live zone or the caller's draft as `text/dns`) and import (a file merged into or
 * replacing the zone, staged in the caller's draft). Records are listed by the zone-records declaration's generic route.
 * view-dns reads and exports, manage-dns stages, discards, publishes, restores and imports; another account's zone
 * is a 404; every change is audited (a publish by ONE entry, the DNS log; an import by one too).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkRecord } from '../../../src/lib/dns/check-record.ts';
import { recordFingerprint } from '../../../src/lib/dns/plan/record-sets.ts';
import { maxZoneFileBytes } from '../../../src/lib/dns/zone-file/check-zone-file.ts';
import { printZoneFile } from '../../../src/lib/dns/zone-file/print-zone-file.ts';
import { zoneFileProblem } from '../../../src/lib/dns/zone-file/zone-file-problems.ts';
import type { ZoneRecord } from '../../../src/lib/dns/zone-record.ts';
import { manageAbility, viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { ApiContext } from '../api-context.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound, type GroupScope } from '../resources/group-scope.ts';
import { requestLocale, validateBody } from '../resources/record-validation.ts';
import { callerOf, forbidden } from '../resources/resource-access.ts';
import type { Caller } from '../resources/resource-store.ts';
import { positiveInteger } from '../resources/list-parameters.ts';
import { defaultLimit, maxLimit, maxPage } from '../../../src/lib/contracts/list-query.ts';
import { recordDeleteSchema, recordUpdateSchema, stagedRecordSchema } from '../dns/zone-change-body.ts';
import { conflictOf, createZoneDrafts, draftRecords, type DraftRow, type StagedChange } from '../dns/zone-drafts.ts';
import { stagePlannedDraft, stageSlice, type PlannedChanges } from '../dns/zone-draft-staging.ts';
import { importBodyLimit, invalidZoneFile } from '../dns/zone-import.ts';
import { planZoneImport, type ImportPlan } from '../dns/zone-import-plan.ts';
import { createZoneImportThread } from '../dns/zone-import-thread.ts';
import { importedPlanPages } from '../dns/imported-plan.ts';
import { computePlan, pagesOfPlan, type ConflictAuthors, type PlanPages } from '../dns/zone-plan.ts';
import { createPlanCache } from '../dns/zone-plan-cache.ts';
import { createZonePublisher } from '../dns/zone-publish.ts';
import { createZoneThread } from '../dns/zone-thread.ts';
import { zoneContracts } from '../../../src/lib/contracts/zone-contracts.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess, type RequestParams } from '../http/request-access.ts';
import { createZoneRows, plainRecord, type StoredRecord, type ZoneRow } from '../dns/zone-rows.ts';
import { createZoneVersions } from '../dns/zone-versions.ts';
import { planZoneRestore, type RestoreChanges } from '../dns/zone-restore-plan.ts';

/** The exported file's name: the zone's, kept to characters a header's quoted string takes as they are. */
const fileNameOf = (zoneName: string) => `${zoneName.replace(/[^A-Za-z0-9._-]/g, '_')}.zone`;

/** A serial from the path; one that cannot be a serial finds no version. */

export function registerDnsZoneRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const { scopeOf, audit } = context.resources;
  const rows = createZoneRows(db);
  const drafts = createZoneDrafts(db, { lease: context.writeLease });
  // An import staging when the API stopped never ended: its draft goes (zone-draft-staging.ts).
  drafts.dropAbandonedStaging();
  const importThread = createZoneImportThread();
  /** A plan to stage, or 400 invalid_zone_file with the problems that stop it. */
  const plannedImport = (plan: ImportPlan) => {
    if (plan.kind === 'invalid') throw invalidZoneFile(plan.errors, plan.errorCount);
    return plan;
  };
  app.addHook('onClose', () => importThread.close());
  const versions = createZoneVersions(db);
  const publisher = createZonePublisher(db, rows, drafts, versions, audit);
  const authorsIn = (zone: ZoneRow): ConflictAuthors => (since, keys) => versions.changedSince(zone.id, since, keys);
  const plans = createPlanCache<PlanPages>();
  const zoneThread = createZoneThread({ databasePath: context.config.databasePath, lease: context.writeLease, publisher, drafts, rows, versions, authorsIn });
  app.addHook('onClose', () => zoneThread.close());
  const staging = { db, lease: context.writeLease, drafts, rows };
  const changesOf = (plan: { slices: string[]; counts: { total: number } }): PlannedChanges => ({ slices: plan.slices, total: plan.counts.total });
  /** The user's draft of the zone and its counts: 409 draft_not_empty when it has changes and replacing it was not asked for. */
  const replaceableDraft = (zone: ZoneRow, userId: number, replace: boolean, verb: 'import' | 'restore') => {
    const existing = drafts.draftOf(zone.id, userId);
    const counts = drafts.countsOf(existing?.id);
    if (counts.total > 0 && !replace) {
      throw new ApiError(409, 'draft_not_empty', `Your draft of this zone has ${counts.total} ${counts.total === 1 ? 'change' : 'changes'}: ${verb} with replace_draft to discard ${counts.total === 1 ? 'it' : 'them'}.`, {
        details: { counts },
      });
    }
    return { existing, counts };
  };

  const zoneFor = (request: FastifyRequest, params: RequestParams, ability: string): { scope: GroupScope; zone: ZoneRow; caller: Caller } => {
    const scope = scopeOf(request, params.context);
    if (!scope.auth.can(ability)) throw forbidden(ability);
    return { scope, zone: rows.zoneOf(scope, params.zoneId), caller: callerOf(request, scope) };
  };
  // The routes find the caller's zone before their parameters and body are checked (http/contract-routes.ts).
  const readZone = requestAccess((request, params) => zoneFor(request, params, viewAbility('dns')));
  const writeZone = requestAccess((request, params) => zoneFor(request, params, manageAbility('dns')));
  const readAccess = { preValidation: [context.authenticate, readZone.hook] };
  const writeAccess = { preValidation: [context.authenticate, writeZone.hook] };

  const auditDraft = (zone: ZoneRow, caller: Caller, action: string, before: unknown, after: unknown, at: string) => {
    const user = caller.scope.auth.user;
    audit({
      groupId: zone.group_id, userId: user.id, username: user.username, area: 'dns', resourceType: 'dns_zone_draft', resourceId: zone.id,
      resourceName: zone.name, action, before, after, ip: caller.ip, requestId: caller.requestId, at,
    });
  };

  /**
   * A draft's summary: its serials, where it came from, the version a plan of it names, its counts,
   * and the draft the user discarded last while an undo can bring it back (the import answers this much).
   */
  const draftSummary = (zone: ZoneRow, draft: DraftRow | undefined, userId: number) => {
    const counts = drafts.countsOf(draft?.id);
    return {
      zone_id: zone.id,
      serial: zone.serial,
      base_serial: draft?.base_serial ?? zone.serial,
      origin: draft?.origin ?? null,
      restored_serial: draft?.restored_serial ?? null,
      created_at: draft?.created_at ?? null,
      updated_at: draft?.updated_at ?? null,
      version: draft?.version ?? null,
      counts,
      discarded: counts.total > 0 ? null : (drafts.discardedOf(zone.id, userId) ?? null),
    };
  };

  /**
   * The draft as GET draft answers it: its summary, and each staged change with the live record it
   * replaces and its conflict, if someone else changed or deleted that record since.
   */
  /** Staged changes as the draft routes answer them: each with the live record it replaces and its conflict, if any. */
  const changeViews = (zone: ZoneRow, staged: readonly StagedChange[]) => {
    // No changes, no live records to read: the editor asks for the draft on every visit, and a zone may hold 10 000 records.
    const live = new Map(staged.length === 0 ? [] : rows.liveRecords(zone.id).map((record) => [record.id, record]));
    return staged.map((change) => {
      const before = change.record_id === null ? undefined : live.get(change.record_id);
      const conflict = conflictOf(change, before);
      return { ...change, before: before ? plainRecord(before) : null, conflict: conflict?.reason ?? null };
    });
  };
  const draftView = (zone: ZoneRow, draft: DraftRow | undefined, userId: number) => {
    const changes = changeViews(zone, draft ? drafts.changes(draft.id) : []);
    return { ...draftSummary(zone, draft, userId), conflicts: changes.filter((change) => change.conflict !== null).length, changes };
  };

  const refuseProblems = (record: ZoneRecord, zone: ZoneRow) => {
    const problems = checkRecord(record, { name: zone.name });
    if (problems.length > 0) {
      throw new ApiError(400, 'invalid_record', `The record is not valid: ${problems.map((problem) => problem.message).join(' ')}`, { details: { problems } });
    }
  };
  const protectedRecord = (message: string) => new ApiError(400, 'protected_record', message);

  /** The apex SOA is ours and the apex keeps at least one NS (DESIGN.md section 12, zone rules). */
  const refuseProtected = (zone: ZoneRow, draft: DraftRow | undefined, target: StoredRecord, next: ZoneRecord | null) => {
    const isApex = (record: ZoneRecord) => record.name === '@';
    if (target.type === 'SOA' && isApex(target) && (next === null || next.type !== 'SOA' || !isApex(next))) {
      throw protectedRecord('The SOA record at the apex cannot be deleted or moved; its serial is managed on publish.');
    }
    if (target.type === 'NS' && isApex(target) && (next === null || next.type !== 'NS' || !isApex(next))) {
      const staged = draft ? drafts.changes(draft.id) : [];
      const { records } = draftRecords(rows.liveRecords(zone.id), staged);
      const apexNs = records.filter((record) => record.type === 'NS' && isApex(record) && record.id !== target.id);
      if (apexNs.length === 0) throw protectedRecord('The last NS record at the apex cannot be deleted or moved.');
    }
  };

  routeByContract(app, zoneContracts.draft).handle(readAccess, async (request) => {
    const { scope, zone } = readZone.of(request);
    return draftView(zone, drafts.draftOf(zone.id, scope.auth.user.id), scope.auth.user.id);
  });

  // The draft goes, and is kept until the next discard: undo-discard brings it back.
  routeByContract(app, zoneContracts.discardDraft).handle(writeAccess, async (request, reply) => {
    const { scope, zone, caller } = writeZone.of(request);
    const at = context.isoNow();
    inTransaction(db, () => {
      const draft = drafts.draftOf(zone.id, scope.auth.user.id);
      if (!draft) return;
      const changes = drafts.countsOf(draft.id).total;
      auditDraft(zone, caller, 'discard', { changes, base_serial: draft.base_serial }, null, at);
      drafts.discard(draft.id, changes > 0 ? { at } : undefined);
    });
    return reply.code(204).send();
  });

  routeByContract(app, zoneContracts.undoDiscard).handle(writeAccess, async (request) => {
    const { scope, zone, caller } = writeZone.of(request);
    const userId = scope.auth.user.id;
    const at = context.isoNow();
    inTransaction(db, () => {
      const discarded = drafts.discardedOf(zone.id, userId);
      if (!discarded) throw notFound('No discarded draft of this zone to bring back.');
      const draft = drafts.undoDiscard(zone, userId, at);
      if (!draft) {
        throw new ApiError(409, 'draft_not_empty', 'You have begun another draft of this zone since: discard it first to bring the earlier one back.', {
          details: { counts: drafts.countsOf(drafts.draftOf(zone.id, userId)?.id) },
        });
      }
      auditDraft(zone, caller, 'undo_discard', null, { changes: discarded.change_count, base_serial: discarded.base_serial }, at);
    });
    return draftView(zone, drafts.draftOf(zone.id, userId), userId);
  });

  // The staged changes a page at a time (an import may stage 100 000).
  routeByContract(app, zoneContracts.draftChanges).handle(readAccess, async (request) => {
    const { scope, zone } = readZone.of(request);
    const { query } = request;
    const limit = positiveInteger(query, 'limit', defaultLimit, maxLimit);
    const page = positiveInteger(query, 'page', 1, maxPage);
    const draft = drafts.draftOf(zone.id, scope.auth.user.id);
    const data = draft ? changeViews(zone, drafts.changesPage(draft.id, limit, (page - 1) * limit)) : [];
    return { data, meta: { total: drafts.countsOf(draft?.id).total, page, limit } };
  });

  routeByContract(app, zoneContracts.stage).handle(writeAccess, async (request, reply) => {
    const { scope, zone, caller } = writeZone.of(request);
    const locale = requestLocale(request);
    const body = request.body;
    const at = context.isoNow();
    const change = inTransaction(db, (): StagedChange | null => {
      const existing = drafts.draftOf(zone.id, scope.auth.user.id);
      if (body.action === 'create') {
        const record = plainRecord(validateBody(stagedRecordSchema, body.record, locale) as unknown as ZoneRecord);
        refuseProblems(record, zone);
        if (record.type === 'SOA') throw protectedRecord('The zone has its SOA record already; edit that one.');
        const draft = existing ?? drafts.ensureDraft(zone, zone.group_id, scope.auth.user.id, at);
        const staged = drafts.stage(draft, { action: 'create', record_id: null, record }, at);
        auditDraft(zone, caller, 'stage_create', null, record, at);
        return staged;
      }
      const fields = validateBody(body.action === 'update' ? recordUpdateSchema : recordDeleteSchema, body.record, locale) as Partial<ZoneRecord> & { id: number };
      const live = rows.liveRecord(zone.id, fields.id);
      if (!live) throw notFound('No such record in this zone.');
      const earlier = existing ? drafts.changeFor(existing.id, live.id!) : undefined;
      const current: ZoneRecord = earlier?.action === 'update' && earlier.record ? earlier.record : live;
      if (body.action === 'delete') {
        refuseProtected(zone, existing, live, null);
        const draft = existing ?? drafts.ensureDraft(zone, zone.group_id, scope.auth.user.id, at);
        const staged = drafts.stage(draft, { action: 'delete', record_id: live.id!, record: null, base: live }, at);
        auditDraft(zone, caller, 'stage_delete', plainRecord(live), null, at);
        return staged;
      }
      const { id: _id, ...changed } = fields;
      const record = plainRecord({ ...current, ...changed });
      refuseProblems(record, zone);
      refuseProtected(zone, existing, live, record);
      if (recordFingerprint(record) === recordFingerprint(plainRecord(live))) {
        // Back to what is live: the staged change goes.
        if (existing && earlier) {
          drafts.unstage(existing, earlier.id, at);
          auditDraft(zone, caller, 'unstage', earlier, null, at);
        }
        return null;
      }
      const draft = existing ?? drafts.ensureDraft(zone, zone.group_id, scope.auth.user.id, at);
      const staged = drafts.stage(draft, { action: 'update', record_id: live.id!, record, base: live }, at);
      auditDraft(zone, caller, 'stage_update', plainRecord(live), record, at);
      return staged;
    });
    // Only the counts come back, not the whole draft: staging stays cheap in a zone of thousands of changes.
    const draft = drafts.draftOf(zone.id, scope.auth.user.id);
    reply.code(change ? 201 : 200);
    return { change, base_serial: draft?.base_serial ?? zone.serial, counts: drafts.countsOf(draft?.id) };
  });

  routeByContract(app, zoneContracts.unstage).handle(writeAccess, async (request) => {
    const { scope, zone, caller } = writeZone.of(request);
    const { changeId } = request.params;
    const at = context.isoNow();
    inTransaction(db, () => {
      const draft = drafts.draftOf(zone.id, scope.auth.user.id);
      const removed = draft ? drafts.unstage(draft, changeId, at) : undefined;
      if (!removed) throw notFound('No such change in your draft.');
      auditDraft(zone, caller, 'unstage', removed, null, at);
    });
    return draftView(zone, drafts.draftOf(zone.id, scope.auth.user.id), scope.auth.user.id);
  });

  routeByContract(app, zoneContracts.resolve).handle(writeAccess, async (request) => {
    const { scope, zone, caller } = writeZone.of(request);
    const { changeId } = request.params;
    const body = request.body;
    const at = context.isoNow();
    inTransaction(db, () => {
      const draft = drafts.draftOf(zone.id, scope.auth.user.id);
      const change = draft ? drafts.changeById(draft.id, changeId) : undefined;
      if (!draft || !change) throw notFound('No such change in your draft.');
      const conflict = change.record_id === null ? null : conflictOf(change, rows.liveRecord(zone.id, change.record_id));
      if (!conflict) throw new ApiError(409, 'no_conflict', 'This change is in no conflict (any more): review the plan again.');
      if (body.resolution === 'keep_mine' && conflict.live && conflict.mine) refuseProtected(zone, draft, conflict.live, conflict.mine);
      if (body.resolution === 'keep_mine' && conflict.live && !conflict.mine) refuseProtected(zone, draft, conflict.live, null);
      const staged = drafts.resolve(draft, conflict, body.resolution, at);
      auditDraft(zone, caller, `resolve_${body.resolution}`, { base: conflict.base, live: conflict.live }, staged?.record ?? null, at);
    });
    return draftView(zone, drafts.draftOf(zone.id, scope.auth.user.id), scope.auth.user.id);
  });

  routeByContract(app, zoneContracts.plan).handle(readAccess, async (request) => {
    const { scope, zone } = readZone.of(request);
    const { query } = request;
    // Checked before the plan is made (issue 32, "bounded cost before work").
    const paged = query.limit !== undefined || query.page !== undefined;
    const limit = positiveInteger(query, 'limit', defaultLimit, maxLimit);
    const page = positiveInteger(query, 'page', 1, maxPage);
    const draft = drafts.draftOf(zone.id, scope.auth.user.id);
    const plan = plans.planOf(zone, draft, () => pagesOfPlan(computePlan(zone, draft, rows.liveRecords(zone.id), draft ? drafts.changes(draft.id) : [], authorsIn(zone)).plan));
    if (!paged) return { ...plan.head, changes: plan.changes(0, plan.total) };
    // A page of the record-set changes; counts, warnings, problems and conflicts stay whole (an import may plan 100 000 changes).
    return { ...plan.head, changes: plan.changes((page - 1) * limit, page * limit), changes_meta: { total: plan.total, page, limit } };
  });

  routeByContract(app, zoneContracts.publish).handle(writeAccess, async (request) => {
    const { zone, caller } = writeZone.of(request);
    const { base_serial, draft_version, confirm = [] } = request.body;
    const changeCount = drafts.countsOf(drafts.draftOf(zone.id, caller.scope.auth.user.id)?.id).total;
    return zoneThread.publish(zone, caller, { base_serial, confirm, draft_version }, new Date(context.clock()), changeCount);
  });

  routeByContract(app, zoneContracts.versions).handle(readAccess, async (request) => {
    const { zone } = readZone.of(request);
    const { query } = request;
    const limit = positiveInteger(query, 'limit', defaultLimit, maxLimit);
    const page = positiveInteger(query, 'page', 1, maxPage);
    const { data, total } = versions.list(zone.id, limit, (page - 1) * limit);
    return { data, meta: { total, page, limit } };
  });

  routeByContract(app, zoneContracts.version).handle(readAccess, async (request) => {
    const { zone } = readZone.of(request);
    const version = versions.one(zone.id, request.params.serial);
    if (!version) throw notFound('No such version of this zone.');
    return version;
  });

  routeByContract(app, zoneContracts.restore).handle(writeAccess, async (request) => {
    const { scope, zone, caller } = writeZone.of(request);
    const { serial } = request.params;
    const body = request.body;
    const userId = scope.auth.user.id;
    if (versions.recordCountOf(zone.id, serial) === undefined) throw notFound('No such version of this zone.');
    if (serial === zone.serial) throw new ApiError(400, 'restore_live', `Serial ${serial} is the live zone: there is nothing to restore.`);
    replaceableDraft(zone, userId, body.replace_draft === true, 'restore');
    // Planned off the request thread when large (zone-thread.ts), staged a slice at a time (zone-draft-staging.ts).
    const planned = await zoneThread.planRestore(zone, serial);
    if (!planned) throw notFound('No such version of this zone.');
    await context.writeLease.whenFree();
    const at = context.isoNow();
    let restoring: RestoreChanges = planned;
    let madePlan = null as { zone: ZoneRow; draft: DraftRow; plan: PlanPages } | null;
    await stagePlannedDraft(staging, {
      zone: { ...zone, serial: planned.serial }, userId, at, origin: 'restore', restoredSerial: serial, planned,
      replaceable: () => replaceableDraft(zone, userId, body.replace_draft === true, 'restore'),
      // Someone published while it was planned or staged: planned again on the records as they are now.
      replan: (now) => {
        restoring = planZoneRestore(now, rows.liveRecords(zone.id), versions.recordsOf(zone.id, serial)!);
        return restoring;
      },
      staged: (now, draft, staged, discarded) => {
        // The plan made with the changes is this draft's: the first page the user asks for is read, not computed.
        if (draft && staged) madePlan = { zone: now, draft, plan: importedPlanPages(now, draft, restoring.plan, { ...staged, sliceSize: stageSlice }) };
        auditDraft(zone, caller, 'restore', { serial: now.serial, discarded }, { restored_serial: serial, changes: restoring.total }, at);
      },
    });
    if (madePlan !== null) plans.keep(madePlan.zone, madePlan.draft, madePlan.plan);
    // The draft without its changes, as an import answers: a restore may stage 100 000 of them, and the plan is what the user reviews next.
    return { ...draftSummary(zone, drafts.draftOf(zone.id, userId), userId), conflicts: 0 };
  });

  routeByContract(app, zoneContracts.exportFile).handle(readAccess, async (request, reply) => {
    const { scope, zone } = readZone.of(request);
    const source = request.query.source ?? 'live';
    if (source !== 'live' && source !== 'draft') {
      throw new ApiError(400, 'invalid_parameter', 'source must be live or draft.', { details: { parameter: 'source' } });
    }
    const user = scope.auth.user;
    const live = rows.liveRecords(zone.id);
    const draft = source === 'draft' ? drafts.draftOf(zone.id, user.id) : undefined;
    const records = draft ? draftRecords(live, drafts.changes(draft.id)).records : live;
    const header = [zone.name, `serial ${zone.serial}`, `exported ${context.isoNow()}`, ...(draft ? [`draft of ${user.username}, not published`] : [])];
    const text = printZoneFile(zone, records.map(plainRecord), { header, defaultTtl: zone.default_ttl });
    return reply
      .header('content-type', 'text/dns; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileNameOf(zone.name)}"`)
      .send(text);
  });

  routeByContract(app, zoneContracts.importFile).handle({ ...writeAccess, bodyLimit: importBodyLimit }, async (request) => {
    const { scope, zone, caller } = writeZone.of(request);
    const { body } = request;
    if (Buffer.byteLength(body.zone_file, 'utf8') > maxZoneFileBytes) {
      throw invalidZoneFile([zoneFileProblem(1, 1, 'tooLarge', { max: String(maxZoneFileBytes / (1024 * 1024)) })]);
    }
    const userId = scope.auth.user.id;
    // Checked and planned off the request thread when large (zone-import-thread.ts): the file and the live records, nothing else stored.
    const planRequest = { zone, text: body.zone_file, mode: body.mode, skipInvalid: body.skip_invalid === true };
    let live = rows.liveRecords(zone.id);
    let planned = plannedImport(await importThread.plan({ ...planRequest, live }));
    // A worker thread may have begun writing meanwhile (a large publish): this request's writes wait for it.
    await context.writeLease.whenFree();
    const at = context.isoNow();
    // Typed so that the check after staging is not narrowed to null.
    let madePlan = null as { zone: ZoneRow; draft: DraftRow; plan: PlanPages } | null;
    // The zone the file would make was checked first: a file refused anyway needs no question about the draft.
    await stagePlannedDraft(staging, {
      zone, userId, at, origin: 'import', restoredSerial: null, planned: changesOf(planned),
      replaceable: () => replaceableDraft(zone, userId, body.replace_draft === true, 'import'),
      // Someone published while the file was planned or staged: planned and staged again on the records as they are now.
      replan: () => {
        live = rows.liveRecords(zone.id);
        planned = plannedImport(planZoneImport({ ...planRequest, live }));
        return changesOf(planned);
      },
      staged: (now, draft, staged, discarded) => {
        // The plan made with the file is this draft's: the first page the user asks for is read, not computed.
        if (draft && staged && planned.plan) madePlan = { zone: now, draft, plan: importedPlanPages(now, draft, planned.plan, { ...staged, sliceSize: stageSlice }) };
        const { create, update, delete: deleted, total } = planned.counts;
        auditDraft(zone, caller, 'import', { discarded }, { mode: body.mode, records: planned.records, changes: { create, update, delete: deleted, total } }, at);
      },
    });
    // Kept once committed: a draft rolled back never had a plan.
    if (madePlan !== null) plans.keep(madePlan.zone, madePlan.draft, madePlan.plan);
    const { notices, noticeCount, skipped, skippedCount } = planned;
    // The draft without its changes: an import may stage 100 000 of them, and the plan (GET plan) is what the user reviews next.
    // A fresh import's changes are all staged on the live records as they are: none is in conflict.
    return {
      ...draftSummary(zone, drafts.draftOf(zone.id, userId), userId),
      conflicts: 0,
      notices, notice_count: noticeCount, skipped, skipped_count: skippedCount,
    };
  });
}
