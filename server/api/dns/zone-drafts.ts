/**
 * The server-side draft of a zone, one per zone and user (DESIGN.md section 12): staged changes
 * against the live records by id. A create has no record id; an update or delete names the
 * live record, one change per record (a later one replaces it). The draft's records are the
 * live ones with the changes applied. Each update or delete keeps the record as it was when
 * staged (its base): when the live zone moved since, a change whose record is unchanged rebases
 * silently, and one whose record someone else changed or deleted is a conflict, left out of the
 * draft's records until the user keeps theirs or takes the live one ("no lost update").
 * A restore and a zone-file import fill a fresh draft with `stageRows` (rows planned, off the
 * request thread when large), a large one a slice at a time into a draft that stays `staging`, seen
 * by no reader, until it opens (zone-draft-staging.ts). A discarded draft is kept as it is until
 * the next discard, so an undo can bring it back; a draft dropped is gone for every reader at
 * once, and its changes are deleted a slice at a time after the request (table 0029's states).
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { inTransaction } from '../db/in-transaction.ts';
import type { WriteLease } from '../db/write-lease.ts';
import { recordFingerprint } from '../../../src/lib/dns/plan/record-sets.ts';
import { withSoaSerial } from '../../../src/lib/dns/plan/soa-serial.ts';
import type { ZoneRecord } from '../../../src/lib/dns/zone-record.ts';
import { plainRecord, recordOfRow, type StoredRecord, type ZoneRow } from './zone-rows.ts';

export type StagedAction = 'create' | 'update' | 'delete';
export type DraftOrigin = 'edit' | 'restore' | 'import';

export interface DraftRow {
  id: number;
  zone_id: number;
  user_id: number;
  base_serial: number;
  origin: DraftOrigin;
  restored_serial: number | null;
  /** Moves on with every change staged or unstaged: a plan names the draft version it shows. */
  version: number;
  created_at: string;
  updated_at: string;
}

export interface StagedChange {
  id: number;
  action: StagedAction;
  record_id: number | null;
  record: ZoneRecord | null;
  /** The live record as it was when the change was staged (none for a create, or a change staged before bases were kept). */
  base: ZoneRecord | null;
}

export interface NewChange {
  action: StagedAction;
  record_id: number | null;
  record: ZoneRecord | null;
  base?: ZoneRecord | null;
}

export type ConflictReason = 'record_gone' | 'record_changed';

/** A staged change whose record someone else changed or deleted since it was staged. */
export interface DraftConflict {
  change_id: number;
  record_id: number;
  action: Exclude<StagedAction, 'create'>;
  reason: ConflictReason;
  /** The record when the change was staged. */
  base: ZoneRecord | null;
  /** The record as it is live now; null when it was deleted. */
  live: ZoneRecord | null;
  /** What the change makes of it; null for a delete. */
  mine: ZoneRecord | null;
}

export type ConflictResolution = 'keep_mine' | 'take_theirs';

export interface DiscardedDraft {
  base_serial: number;
  origin: DraftOrigin;
  restored_serial: number | null;
  change_count: number;
  discarded_at: string;
}

export interface ZoneDrafts {
  draftOf(zoneId: number, userId: number): DraftRow | undefined;
  /** The user's draft of the zone, begun on the zone's serial if there was none. */
  ensureDraft(zone: ZoneRow, groupId: string, userId: number, at: string, origin?: DraftOrigin, restoredSerial?: number | null): DraftRow;
  changes(draftId: number): StagedChange[];
  /** A page of the staged changes, in the order they were staged. */
  changesPage(draftId: number, limit: number, offset: number): StagedChange[];
  /** How many changes of each action the draft stages, and in all. */
  countsOf(draftId: number | undefined): Record<StagedAction | 'total', number>;
  changeFor(draftId: number, recordId: number): StagedChange | undefined;
  /** One staged change of the draft by its id. */
  changeById(draftId: number, changeId: number): StagedChange | undefined;
  stage(draft: DraftRow, change: NewChange, at: string): StagedChange;
  /** The changes in one go, as many `stage` calls would stage them (the last change of a record wins); answers them staged, in order. */
  stageMany(draft: DraftRow, changes: readonly NewChange[], at: string): StagedChange[];
  /**
   * Changes written as the JSON array of their rows (changeRow; made off the request thread by an
   * import), into a draft that has none for their records; answers the id of the first, the others
   * following in order.
   */
  stageRows(draft: DraftRow, rows: string, count: number, at: string): number;
  /**
   * A draft no reader sees yet, for a large import to fill in slices (stageRows, each slice in its
   * own transaction) while other requests are answered; `promote` makes it the user's draft.
   */
  beginStaging(zone: ZoneRow, groupId: string, userId: number, at: string, origin: DraftOrigin, restoredSerial?: number | null): DraftRow;
  /** The staging draft as the user's draft: their draft before must be discarded first (in the same transaction). */
  promote(staging: DraftRow, at: string): DraftRow;
  /** Drafts left staging by an import that never ended (the API stopped meanwhile): dropped when the API starts. */
  dropAbandonedStaging(): void;
  unstage(draft: DraftRow, changeId: number, at: string): StagedChange | undefined;
  /** A conflict resolved: keep mine restages the change over the live record (a create when it is gone), take theirs unstages it. */
  resolve(draft: DraftRow, conflict: DraftConflict, resolution: ConflictResolution, at: string): StagedChange | null;
  /** Drops the draft; `keep` keeps it for an undo (the user's Discard), replacing one kept before. */
  discard(draftId: number, keep?: { at: string }): void;
  /** The draft the user last discarded, while it can come back. */
  discardedOf(zoneId: number, userId: number): DiscardedDraft | undefined;
  /** Brings the discarded draft back as the user's draft; undefined when there is none or the user has begun another. */
  undoDiscard(zone: ZoneRow, userId: number, at: string): DraftRow | undefined;
  /** Deletes dropped drafts' changes `dropSlice` a transaction, other requests answered between, until none is left. */
  sweepDropped(): void;
}

export interface ZoneDraftOptions {
  /** Whether a discard sweeps (sweepDropped) by itself: not in a worker thread, which leaves it to the request thread. */
  sweeps?: boolean;
  /** Sweeping waits while a worker thread writes (db/write-lease.ts). */
  lease?: WriteLease;
}

/** Dropped drafts' changes deleted a transaction: some 20 ms. */
const dropSlice = 5_000;

/** The columns a staged change is read from (not `*`: its timestamps cost half the time of reading 100 000 changes). */
const changeColumns = 'id, action, record_id, name, type, ttl, priority, content, disabled, comment, base';

function stagedOfRow(row: Record<string, unknown>): StagedChange {
  const action = String(row.action) as StagedAction;
  return {
    id: Number(row.id),
    action,
    record_id: row.record_id === null ? null : Number(row.record_id),
    record: action === 'delete' ? null : plainRecord(recordOfRow(row)),
    base: row.base === null || row.base === undefined ? null : (JSON.parse(String(row.base)) as ZoneRecord),
  };
}

const baseText = (change: NewChange): string | null => (change.record_id !== null && change.base ? JSON.stringify(plainRecord(change.base)) : null);

/** A change as a row of the JSON array stageMany and stageRows insert from: action, record id, the record's fields, then its base. */
export function changeRow(change: NewChange): unknown[] {
  const record = change.action === 'delete' ? null : change.record;
  return [change.action, change.record_id, record?.name ?? null, record?.type ?? null, record?.ttl ?? null, record?.priority ?? null, record?.content ?? null, record?.disabled ? 1 : 0, record?.comment ?? null, baseText(change)];
}

/** The changes as staging them one by one leaves them: the last change of a record wins, in its place. */
export function lastPerRecord(changes: readonly NewChange[]): NewChange[] {
  const last = new Map<number, NewChange>();
  for (const change of changes) if (change.record_id !== null) last.set(change.record_id, change);
  return last.size === 0 ? [...changes] : changes.filter((change) => change.record_id === null || last.get(change.record_id) === change);
}

/** Each update or delete with the live record it is staged on as its base (a restore's and an import's changes). */
export function basedOn(changes: readonly NewChange[], live: readonly StoredRecord[]): NewChange[] {
  const byId = new Map(live.map((record) => [record.id, record]));
  return changes.map((change) => (change.record_id === null ? change : { ...change, base: byId.get(change.record_id) ?? null }));
}

function draftOfRow(row: Record<string, unknown>): DraftRow {
  return {
    id: Number(row.id), zone_id: Number(row.zone_id), user_id: Number(row.user_id), base_serial: Number(row.base_serial),
    origin: String(row.origin) as DraftOrigin, restored_serial: row.restored_serial === null ? null : Number(row.restored_serial), version: Number(row.version),
    created_at: String(row.created_at), updated_at: String(row.updated_at),
  };
}

export function createZoneDrafts(db: DatabaseSync, { sweeps = true, lease }: ZoneDraftOptions = {}): ZoneDrafts {
  const selectDraft: StatementSync = db.prepare("SELECT * FROM dns_zone_drafts WHERE zone_id = ? AND user_id = ? AND state = 'open'");
  const insertStaging: StatementSync = db.prepare(`INSERT INTO dns_zone_drafts (group_id, zone_id, user_id, base_serial, origin, restored_serial, state, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, 'staging', ?, ?) RETURNING *`);
  const openDraft: StatementSync = db.prepare("UPDATE dns_zone_drafts SET state = 'open', discarded_at = NULL, discarded_changes = NULL, updated_at = ?, version = version + 1 WHERE id = ? AND state = ? RETURNING *");
  const dropStaging: StatementSync = db.prepare("UPDATE dns_zone_drafts SET state = 'dropped' WHERE state = 'staging'");
  const dropDraft: StatementSync = db.prepare("UPDATE dns_zone_drafts SET state = 'dropped' WHERE id = ?");
  const insertDraft: StatementSync = db.prepare(`INSERT INTO dns_zone_drafts (group_id, zone_id, user_id, base_serial, origin, restored_serial, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const touchDraft: StatementSync = db.prepare('UPDATE dns_zone_drafts SET updated_at = ?, version = version + 1 WHERE id = ?');
  const selectChanges: StatementSync = db.prepare(`SELECT ${changeColumns} FROM dns_draft_changes WHERE draft_id = ? ORDER BY id`);
  const selectChangesPage: StatementSync = db.prepare(`SELECT ${changeColumns} FROM dns_draft_changes WHERE draft_id = ? ORDER BY id LIMIT ? OFFSET ?`);
  const selectChangeFor: StatementSync = db.prepare(`SELECT ${changeColumns} FROM dns_draft_changes WHERE draft_id = ? AND record_id = ?`);
  const selectChange: StatementSync = db.prepare(`SELECT ${changeColumns} FROM dns_draft_changes WHERE draft_id = ? AND id = ?`);
  const countChanges: StatementSync = db.prepare('SELECT action, count(*) AS n FROM dns_draft_changes WHERE draft_id = ? GROUP BY action');
  const deleteChange: StatementSync = db.prepare('DELETE FROM dns_draft_changes WHERE id = ?');
  const insertChange: StatementSync = db.prepare(`INSERT INTO dns_draft_changes (draft_id, action, record_id, name, type, ttl, priority, content, disabled, comment, base, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  // stageMany: the changes of the records named go first; then every change in one statement, in the array's order (ids ascending).
  const deleteChangesFor: StatementSync = db.prepare('DELETE FROM dns_draft_changes WHERE draft_id = ? AND record_id IN (SELECT value FROM json_each(?))');
  // AUTOINCREMENT: a new row's id follows the table's sequence (never a deleted row's id), so the sequence says which ids a statement took.
  const lastChangeId: StatementSync = db.prepare("SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'dns_draft_changes'), 0) AS id");
  const insertChanges: StatementSync = db.prepare(`INSERT INTO dns_draft_changes (draft_id, action, record_id, name, type, ttl, priority, content, disabled, comment, base, created_at)
    SELECT ?, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, value ->> 8, value ->> 9, ? FROM json_each(?) ORDER BY key`);
  // One kept a zone and user: the next discard drops the one before.
  const dropDiscarded: StatementSync = db.prepare(`UPDATE dns_zone_drafts SET state = 'dropped'
    WHERE state = 'discarded' AND zone_id = (SELECT zone_id FROM dns_zone_drafts WHERE id = ?1) AND user_id = (SELECT user_id FROM dns_zone_drafts WHERE id = ?1)`);
  const keepDiscarded: StatementSync = db.prepare(`UPDATE dns_zone_drafts SET state = 'discarded', discarded_at = ?1,
    discarded_changes = (SELECT count(*) FROM dns_draft_changes WHERE draft_id = ?2) WHERE id = ?2`);
  const selectDiscarded: StatementSync = db.prepare("SELECT * FROM dns_zone_drafts WHERE zone_id = ? AND user_id = ? AND state = 'discarded'");
  // Dropped drafts' changes go a slice at a time after the request that dropped them (sweepDropped).
  const deleteDroppedChanges: StatementSync = db.prepare(`DELETE FROM dns_draft_changes WHERE id IN (
    SELECT c.id FROM dns_zone_drafts d JOIN dns_draft_changes c ON c.draft_id = d.id WHERE d.state = 'dropped' LIMIT ?)`);
  const deleteDroppedDrafts: StatementSync = db.prepare(`DELETE FROM dns_zone_drafts WHERE state = 'dropped'
    AND NOT EXISTS (SELECT 1 FROM dns_draft_changes WHERE draft_id = dns_zone_drafts.id)`);
  let sweeping = false;
  const sweepDropped = (): void => {
    if (sweeping) return;
    sweeping = true;
    const step = (): void => {
      if (lease?.held) return void lease.whenFree().then(step);
      try {
        // The API may have closed the database meanwhile (its tests do): what is left goes at the next sweep.
        if (db.isOpen && inTransaction(db, () => Number(deleteDroppedChanges.run(dropSlice).changes)) > 0) return void setImmediate(step);
        if (db.isOpen) inTransaction(db, () => deleteDroppedDrafts.run());
      } catch (error) {
        if (db.isOpen) throw error;
      }
      sweeping = false;
    };
    setImmediate(step);
  };

  const insert = (draftId: number, change: NewChange, at: string): StagedChange => {
    const record = change.action === 'delete' ? null : change.record;
    const base = baseText(change);
    const result = insertChange.run(
      draftId, change.action, change.record_id, record?.name ?? null, record?.type ?? null, record?.ttl ?? null, record?.priority ?? null,
      record?.content ?? null, record?.disabled ? 1 : 0, record?.comment ?? null, base, at,
    );
    return { id: Number(result.lastInsertRowid), action: change.action, record_id: change.record_id, record: record ? plainRecord(record) : null, base: base === null ? null : plainRecord(change.base!) };
  };
  // A change restaged on a record keeps the base of the one it replaces: the user has not seen the live record move since.
  const stageOne = (draft: DraftRow, change: NewChange, at: string): StagedChange => {
    if (change.record_id !== null) {
      const earlier = selectChangeFor.get(draft.id, change.record_id);
      if (earlier) {
        deleteChange.run(Number(earlier.id));
        const earlierBase = stagedOfRow(earlier).base;
        if (earlierBase) return insert(draft.id, { ...change, base: earlierBase }, at);
      }
    }
    return insert(draft.id, change, at);
  };

  return {
    draftOf(zoneId, userId) {
      const row = selectDraft.get(zoneId, userId);
      return row ? draftOfRow(row) : undefined;
    },
    ensureDraft(zone, groupId, userId, at, origin = 'edit', restoredSerial = null) {
      const existing = selectDraft.get(zone.id, userId);
      if (existing) return draftOfRow(existing);
      insertDraft.run(groupId, zone.id, userId, zone.serial, origin, restoredSerial, at, at);
      return draftOfRow(selectDraft.get(zone.id, userId)!);
    },
    changes: (draftId) => selectChanges.all(draftId).map(stagedOfRow),
    changesPage: (draftId, limit, offset) => selectChangesPage.all(draftId, limit, offset).map(stagedOfRow),
    countsOf(draftId) {
      const counts = { create: 0, update: 0, delete: 0, total: 0 };
      if (draftId === undefined) return counts;
      for (const row of countChanges.all(draftId)) {
        counts[String(row.action) as StagedAction] = Number(row.n);
        counts.total += Number(row.n);
      }
      return counts;
    },
    changeById(draftId, changeId) {
      const row = selectChange.get(draftId, changeId);
      return row ? stagedOfRow(row) : undefined;
    },
    changeFor(draftId, recordId) {
      const row = selectChangeFor.get(draftId, recordId);
      return row ? stagedOfRow(row) : undefined;
    },
    stage(draft, change, at) {
      const staged = stageOne(draft, change, at);
      touchDraft.run(at, draft.id);
      return staged;
    },
    stageMany(draft, changes, at) {
      const kept = lastPerRecord(changes);
      const recordIds = kept.flatMap((change) => (change.record_id === null ? [] : [change.record_id]));
      if (recordIds.length > 0) deleteChangesFor.run(draft.id, JSON.stringify(recordIds));
      let staged: StagedChange[] = [];
      if (kept.length > 0) {
        const after = Number(lastChangeId.get()?.id ?? 0);
        insertChanges.run(draft.id, at, JSON.stringify(kept.map(changeRow)));
        // One statement in one transaction on one connection: the rows took the sequence's next ids, in order.
        const last = Number(lastChangeId.get()?.id ?? 0);
        if (last - after !== kept.length) throw new Error(`staged ${last - after} changes of ${kept.length}`);
        staged = kept.map((change, index) => ({
          id: after + index + 1, action: change.action, record_id: change.record_id, record: change.action === 'delete' || !change.record ? null : plainRecord(change.record),
          base: change.record_id !== null && change.base ? plainRecord(change.base) : null,
        }));
      }
      touchDraft.run(at, draft.id);
      return staged;
    },
    stageRows(draft, rows, count, at) {
      const after = Number(lastChangeId.get()?.id ?? 0);
      insertChanges.run(draft.id, at, rows);
      // One statement in one transaction on one connection: the rows took the sequence's next ids, in order.
      const last = Number(lastChangeId.get()?.id ?? 0);
      if (last - after !== count) throw new Error(`staged ${last - after} changes of ${count}`);
      touchDraft.run(at, draft.id);
      return after + 1;
    },
    beginStaging(zone, groupId, userId, at, origin, restoredSerial = null) {
      return draftOfRow(insertStaging.get(groupId, zone.id, userId, zone.serial, origin, restoredSerial, at, at)!);
    },
    promote(staging, at) {
      const row = openDraft.get(at, staging.id, 'staging');
      if (!row) throw new Error(`draft ${staging.id} is no staging draft`);
      return draftOfRow(row);
    },
    dropAbandonedStaging() {
      dropStaging.run();
      if (sweeps) sweepDropped();
    },
    unstage(draft, changeId, at) {
      const row = selectChange.get(draft.id, changeId);
      if (!row) return undefined;
      deleteChange.run(changeId);
      touchDraft.run(at, draft.id);
      return stagedOfRow(row);
    },
    resolve(draft, conflict, resolution, at) {
      let staged: StagedChange | null = null;
      deleteChange.run(conflict.change_id);
      if (resolution === 'keep_mine') {
        if (conflict.live) {
          // Mine over theirs: the change is staged again on the record as it is now.
          const again = insert(draft.id, { action: conflict.action, record_id: conflict.record_id, record: conflict.mine, base: conflict.live }, at);
          staged = again;
        } else if (conflict.mine) {
          // Theirs deleted the record: mine brings it back as a new one.
          staged = insert(draft.id, { action: 'create', record_id: null, record: conflict.mine }, at);
        }
      }
      touchDraft.run(at, draft.id);
      return staged;
    },
    discard(draftId, keep) {
      if (keep) {
        dropDiscarded.run(draftId);
        keepDiscarded.run(keep.at, draftId);
      } else dropDraft.run(draftId);
      if (sweeps) sweepDropped();
    },
    sweepDropped,
    discardedOf(zoneId, userId) {
      const row = selectDiscarded.get(zoneId, userId);
      if (!row) return undefined;
      return {
        base_serial: Number(row.base_serial), origin: String(row.origin) as DraftOrigin, restored_serial: row.restored_serial === null ? null : Number(row.restored_serial),
        change_count: Number(row.discarded_changes), discarded_at: String(row.discarded_at),
      };
    },
    undoDiscard(zone, userId, at) {
      const row = selectDiscarded.get(zone.id, userId);
      if (!row) return undefined;
      const current = selectDraft.get(zone.id, userId);
      if (current && countChanges.all(Number(current.id)).length > 0) return undefined;
      if (current) {
        dropDraft.run(Number(current.id));
        sweepDropped();
      }
      // The draft itself comes back, its changes where they were: a new version of it, so no plan of it is read from before.
      return draftOfRow(openDraft.get(at, Number(row.id), 'discarded')!);
    },
  };
}

/** A record as compared for a conflict: an SOA's serial moves with every publish and is ours, so it is left out. */
const comparable = (record: ZoneRecord): string => recordFingerprint(record.type === 'SOA' ? { ...record, content: withSoaSerial(record.content, 0) } : record);

/**
 * The conflict a staged update or delete is in with the live record, if any: the record is gone,
 * or it differs from the change's base. A record someone else already made what mine makes it
 * (or deleted, as mine deletes it) is no conflict.
 */
export function conflictOf(change: StagedChange, live: StoredRecord | undefined): DraftConflict | null {
  if (change.record_id === null || change.action === 'create') return null;
  const mine = change.action === 'delete' ? null : change.record;
  const conflict = (reason: ConflictReason): DraftConflict => ({
    change_id: change.id, record_id: change.record_id!, action: change.action as DraftConflict['action'], reason, base: change.base, live: live ? plainRecord(live) : null, mine,
  });
  if (!live) return change.action === 'delete' ? null : conflict('record_gone');
  if (!change.base || comparable(change.base) === comparable(live)) return null;
  if (mine && comparable(mine) === comparable(live)) return null;
  return conflict('record_changed');
}

/** The live records with the staged changes applied; changes in conflict are left out (the live record stays) and listed. */
export function draftRecords(live: readonly StoredRecord[], changes: readonly StagedChange[]): { records: StoredRecord[]; conflicts: DraftConflict[] } {
  const byRecord = new Map<number, StagedChange>();
  for (const change of changes) if (change.record_id !== null) byRecord.set(change.record_id, change);
  const liveById = new Map(live.map((record) => [record.id, record]));
  const conflicts: DraftConflict[] = [];
  const inConflict = new Set<number>();
  for (const change of changes) {
    if (change.record_id === null) continue;
    const found = conflictOf(change, liveById.get(change.record_id));
    if (found) {
      conflicts.push(found);
      inConflict.add(change.id);
    }
  }
  const records: StoredRecord[] = [];
  for (const record of live) {
    const change = record.id === undefined ? undefined : byRecord.get(record.id);
    if (!change || inConflict.has(change.id)) records.push(record);
    else if (change.action === 'update' && change.record) records.push({ ...change.record, id: record.id, change_id: change.id });
  }
  for (const change of changes) if (change.action === 'create' && change.record) records.push({ ...change.record, change_id: change.id });
  return { records, conflicts };
}
