/**
 * What an import stages in the zone's draft (DESIGN.md section 12, `import`), per record set (a
 * name and a type):
 * - **merge**: each record set the file names becomes what the file says; every other stays;
 * - **replace**: the zone becomes the file, except that an SOA or apex NS the file lacks is kept
 *   (a zone always has both).
 * The SOA's serial, primary name server and mailbox stay the zone's (the portal manages them,
 * B7 of the DNS review): only its timers come from a file. Records are matched by their data,
 * so a record that is the same in the file changes nothing however the file wrote it; a record
 * the file writes without a comment keeps the comment it has, and so does one whose comment is
 * the zone's as a file writes it (on one line).
 */
import { canonicalContent } from '../canonical-content.ts';
import { groupRecordSets, recordFingerprint } from '../plan/record-sets.ts';
import { soaSerialOf, withSoaSerial } from '../plan/soa-serial.ts';
import { plainRecord, type ZoneRecord } from '../zone-record.ts';
import type { ParsedRecord } from './parse-zone-file.ts';
import { fileComment } from './print-zone-file.ts';
import { zoneFileProblem, type ZoneFileProblem } from './zone-file-problems.ts';

export const importModes = ['merge', 'replace'] as const;
export type ImportMode = (typeof importModes)[number];

export interface ImportChange {
  action: 'create' | 'update' | 'delete';
  record_id: number | null;
  record: ZoneRecord | null;
}

type LiveRecord = ZoneRecord & { id?: number };

const dataIdentity = (record: ZoneRecord): string => `${record.priority ?? ''} ${canonicalContent(record.type, record.content)}`;


function setChanges(live: readonly LiveRecord[], file: readonly ZoneRecord[], changes: ImportChange[]): void {
  const update = (before: LiveRecord, wanted: ZoneRecord) => {
    const kept = wanted.comment === null || wanted.comment === undefined || wanted.comment === fileComment(before.comment);
    const after = plainRecord({ ...wanted, name: before.name, comment: kept ? (before.comment ?? null) : wanted.comment });
    if (recordFingerprint(after) !== recordFingerprint(plainRecord(before))) {
      changes.push({ action: 'update', record_id: before.id ?? null, record: after });
    }
  };
  // Most record sets are one record on one side or both (a zone of 100 000): no matching to do.
  if (file.length === 0) {
    for (const before of live) changes.push({ action: 'delete', record_id: before.id ?? null, record: null });
    return;
  }
  if (live.length === 0) {
    for (const wanted of file) changes.push({ action: 'create', record_id: null, record: plainRecord(wanted) });
    return;
  }
  if (live.length === 1 && file.length === 1) {
    const [before] = live;
    const [wanted] = file;
    const same = before.content === wanted.content || dataIdentity(before) === dataIdentity(wanted);
    update(before, same ? { ...wanted, content: before.content } : wanted);
    return;
  }
  const unmatched = new Map<string, LiveRecord[]>();
  for (const record of live) {
    const identity = dataIdentity(record);
    const same = unmatched.get(identity);
    if (same) same.push(record);
    else unmatched.set(identity, [record]);
  }
  const fresh: ZoneRecord[] = [];
  // The same data served or not as in the file first, so that a disabled twin of a served record keeps its own.
  const served = (record: ZoneRecord): boolean => !(record.disabled ?? false);
  const unpaired: ZoneRecord[] = [];
  for (const wanted of file) {
    const same = unmatched.get(dataIdentity(wanted)) ?? [];
    const index = same.findIndex((before) => served(before) === served(wanted));
    if (index === -1) unpaired.push(wanted);
    else {
      const [before] = same.splice(index, 1);
      update(before, { ...wanted, content: before.content });
    }
  }
  for (const wanted of unpaired) {
    const before = unmatched.get(dataIdentity(wanted))?.shift();
    if (before) update(before, { ...wanted, content: before.content });
    else fresh.push(wanted);
  }
  const leftOver = [...unmatched.values()].flat();
  for (const [index, wanted] of fresh.entries()) {
    const before = leftOver[index];
    if (before) update(before, wanted);
    else changes.push({ action: 'create', record_id: null, record: plainRecord(wanted) });
  }
  for (const before of leftOver.slice(fresh.length)) changes.push({ action: 'delete', record_id: before.id ?? null, record: null });
}

/** The file's SOA with the zone's primary name server, mailbox and serial: the timers are the file's. */
function keptSoa(fileContent: string, liveContent: string): string {
  const serial = soaSerialOf(liveContent);
  const own = liveContent.trim().split(/\s+/);
  const fields = (serial === null ? fileContent : withSoaSerial(fileContent, serial)).split(' ');
  if (fields.length !== 7 || own.length !== 7) return fileContent;
  return [own[0], own[1], ...fields.slice(2)].join(' ');
}

/** A notice at the file's apex SOA when its primary name server or mailbox is not the zone's, which the import keeps (B7). */
export function soaKeptNotices(live: readonly ZoneRecord[], parsed: readonly ParsedRecord[]): ZoneFileProblem[] {
  const liveSoa = live.find((record) => record.type === 'SOA' && record.name === '@');
  const fileSoa = parsed.find((each) => each.record.type === 'SOA' && each.record.name === '@' && !each.record.disabled);
  if (!liveSoa || !fileSoa) return [];
  const [ownPrimary, ownMailbox] = liveSoa.content.trim().toLowerCase().split(/\s+/);
  const [primary, mailbox] = fileSoa.record.content.trim().toLowerCase().split(/\s+/);
  if (primary === ownPrimary && mailbox === ownMailbox) return [];
  const { line, column } = fileSoa.at.data[0] ?? fileSoa.at.type;
  return [zoneFileProblem(line, column, 'soaKept')];
}

export function importChanges(live: readonly LiveRecord[], file: readonly ZoneRecord[], mode: ImportMode): ImportChange[] {
  const liveSoa = live.find((record) => record.type === 'SOA' && record.name === '@');
  const wanted = file.map((record) => (record.type === 'SOA' && record.name === '@' && liveSoa ? { ...record, content: keptSoa(record.content, liveSoa.content) } : record));
  const liveSets = groupRecordSets(live);
  const fileSets = groupRecordSets(wanted);
  const keys = new Set([...fileSets.keys(), ...(mode === 'replace' ? liveSets.keys() : [])]);
  const changes: ImportChange[] = [];
  for (const key of keys) {
    const fileRecords = fileSets.get(key)?.records ?? [];
    const liveRecords = liveSets.get(key)?.records ?? [];
    const [name, type] = key.split('\u0000');
    if (fileRecords.length === 0 && name === '@' && (type === 'SOA' || type === 'NS')) continue;
    setChanges(liveRecords, fileRecords, changes);
  }
  return changes;
}
