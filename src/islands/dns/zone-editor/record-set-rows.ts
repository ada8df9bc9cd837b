/**
 * The editor's table: a page of live records with the caller's staged changes laid over them,
 * grouped by record set (name + type, DESIGN.md section 12). Staged creates join their set when
 * it is on the page and otherwise form sets of their own, so every waiting change is visible; so
 * does a change to a record someone else deleted since (a conflict, "no lost update").
 */
import { compareRecordSets, recordSetKey } from '~/lib/dns/plan/record-sets';
import type { ZoneRecord } from '~/lib/dns/zone-record';
import type { ConflictReason, DraftChange, LiveRecord } from './zone-api';

export type RowMark = 'new' | 'changed' | 'deleted' | 'conflict' | null;

export interface EditorRecord {
  /** The live record's id; absent for a staged create. */
  id?: number;
  /** The record as it will be (for a delete: as it is). */
  record: ZoneRecord;
  /** For a staged update: the live record it replaces. */
  before?: ZoneRecord;
  mark: RowMark;
  changeId?: number;
  /** Someone else changed or deleted the record since the change was staged: the row shows mine, `before` theirs (none when deleted). */
  conflict?: ConflictReason;
  /** For a conflict: what the staged change does (a delete shows the record struck through). */
  action?: DraftChange['action'];
}

export interface EditorRecordSet {
  key: string;
  name: string;
  type: string;
  records: EditorRecord[];
}

const markOf: Record<DraftChange['action'], RowMark> = { create: 'new', update: 'changed', delete: 'deleted' };

export function editorRecordSets(live: readonly LiveRecord[], changes: readonly DraftChange[]): EditorRecordSet[] {
  const byRecord = new Map(changes.filter((change) => change.record_id !== null).map((change) => [change.record_id!, change]));
  const sets = new Map<string, EditorRecordSet>();
  const add = (entry: EditorRecord) => {
    const key = recordSetKey(entry.record);
    let set = sets.get(key);
    if (!set) {
      set = { key, name: entry.record.name, type: entry.record.type, records: [] };
      sets.set(key, set);
    }
    set.records.push(entry);
  };
  for (const record of live) {
    const change = byRecord.get(record.id);
    if (!change) add({ id: record.id, record, mark: null });
    else if (change.conflict) add({ id: record.id, record: change.record ?? record, before: record, mark: 'conflict', changeId: change.id, conflict: change.conflict, action: change.action });
    else if (change.action === 'delete') add({ id: record.id, record, mark: 'deleted', changeId: change.id });
    else if (change.record) add({ id: record.id, record: change.record, before: record, mark: markOf[change.action], changeId: change.id });
  }
  for (const change of changes) {
    if (change.action === 'create' && change.record) add({ record: change.record, mark: 'new', changeId: change.id });
    const gone = change.conflict === 'record_gone' ? (change.record ?? change.base) : null;
    if (gone) add({ record: gone, mark: 'conflict', changeId: change.id, conflict: 'record_gone', action: change.action });
  }
  return [...sets.values()].sort(compareRecordSets);
}
