/**
 * A zone file checked whole, as the import screen and the import route both do (issue "Zone
 * files"): every record on its own (parse-zone-file.ts), then the zone's rules across the
 * file's records (a CNAME alone at its name, one SOA …), each problem at the line of the
 * record it is about. The same record twice is imported once, with a notice. What BIND's own
 * checks refuse and ours allow is a notice too (M8 of the DNS review): an NS, MX or SRV target
 * inside the zone without an address, a DS at the apex.
 */
import { canonicalContent } from '../canonical-content.ts';
import { checkZone, type ZoneProblem } from '../check-zone.ts';
import { absoluteName, relativeName } from '../names.ts';
import { txtKind } from '../txt-hints.ts';
import { textFromTxt } from '../txt-text.ts';
import { byPosition, recordProblemAt, zoneFileProblem, type ZoneFileProblem } from './zone-file-problems.ts';
import { parseZoneFile, type ParsedRecord } from './parse-zone-file.ts';

export interface ZoneFileCheck {
  readonly records: ParsedRecord[];
  readonly errors: ZoneFileProblem[];
  readonly notices: ZoneFileProblem[];
}

/** 5 MB: a zone of about 100 000 records. */
export const maxZoneFileBytes = 5 * 1024 * 1024;

/** Rules about the zone as a whole, which the file alone cannot break: the import keeps the zone's own SOA and apex NS. */
const wholeZoneOnly = new Set(['problems.soaMissing', 'problems.apexNsMissing', 'problems.duplicate']);

/** The problems a rule finds after the first record it is about, at the record that makes it: the second SOA, the second SPF. */
const atSecond = new Set(['problems.soaExtra', 'problems.spfTwice']);

const isSpf = (parsed: ParsedRecord): boolean => txtKind(textFromTxt(parsed.record.content)) === 'spf';

/**
 * Each zone problem at the line of the file's record it is about; problems of names the file does
 * not touch are not the file's. The zone's rules leave disabled records out, so no problem is
 * placed at one.
 */
export function placeZoneProblems(problems: readonly ZoneProblem[], records: readonly ParsedRecord[]): ZoneFileProblem[] {
  if (!problems.some((found) => !wholeZoneOnly.has(found.key))) return [];
  const byName = new Map<string, ParsedRecord[]>();
  for (const parsed of records) {
    if (parsed.record.disabled) continue;
    const name = parsed.record.name.toLowerCase();
    const atName = byName.get(name);
    if (atName) atName.push(parsed);
    else byName.set(name, [parsed]);
  }
  const used = new Map<string, number>();
  const placed: ZoneFileProblem[] = [];
  for (const found of problems) {
    if (wholeZoneOnly.has(found.key)) continue;
    const atName = byName.get(found.name.toLowerCase()) ?? [];
    const ofType = atName.filter((parsed) => parsed.record.type === found.type);
    const spf = found.key === 'problems.spfTwice' ? ofType.filter(isSpf) : [];
    const candidates = spf.length > 0 ? spf : ofType.length > 0 ? ofType : atName;
    if (candidates.length === 0) continue;
    const seen = `${found.key}\u0000${found.name}\u0000${found.type}`;
    const count = used.get(seen) ?? 0;
    used.set(seen, count + 1);
    // An extra SOA is the second one written, not the first; so is a second SPF.
    const parsed = candidates[Math.min(candidates.length - 1, count + (atSecond.has(found.key) ? 1 : 0))];
    const position = found.field === 'type' ? parsed.at.type : found.field === 'name' ? parsed.at.name : (parsed.at.data[0] ?? parsed.at.type);
    placed.push(recordProblemAt(position.line, position.column, found));
  }
  return placed;
}

export interface CheckOptions {
  /**
   * The zone's rules across the file's records; the import route leaves them to its check of the
   * whole zone the file would make, which finds the same problems and those with the zone's records.
   */
  readonly zoneRules?: boolean;
}

/** The name a record of these types points at, and which data token holds it. */
const targetToken: Readonly<Record<string, (data: number) => number>> = { NS: () => 0, MX: () => 0, SRV: (count) => count - 1 };

/** Notices for what `named-checkzone` refuses: in-zone targets without an address, a DS at the apex. */
export function bindCheckNotices(records: readonly ParsedRecord[], zone: { name: string }): ZoneFileProblem[] {
  const addressed = new Set<string>();
  for (const { record } of records) if (!record.disabled && (record.type === 'A' || record.type === 'AAAA')) addressed.add(absoluteName(record.name, zone) ?? '');
  const notices: ZoneFileProblem[] = [];
  for (const { record, at } of records) {
    if (record.disabled) continue;
    if (record.type === 'DS' && record.name === '@') notices.push(zoneFileProblem(at.type.line, at.type.column, 'dsAtApex'));
    const token = targetToken[record.type];
    if (token === undefined) continue;
    const words = record.content.trim().split(/\s+/);
    const target = words[token(words.length)]?.toLowerCase() ?? '.';
    if (target === '.' || relativeName(target, zone) === null) continue;
    const name = absoluteName(target, zone);
    if (name === null || addressed.has(name)) continue;
    const position = at.data[token(at.data.length)] ?? at.type;
    notices.push(zoneFileProblem(position.line, position.column, 'noAddress', { name: target, type: record.type }));
  }
  return notices;
}

export function checkZoneFile(text: string, zone: { name: string }, { zoneRules = true }: CheckOptions = {}): ZoneFileCheck {
  const parsed = parseZoneFile(text, zone);
  const notices = [...parsed.notices];
  // A disabled twin of a served record is another record (the zone's rules let both be): not a duplicate.
  const setOf = ({ record }: ParsedRecord) => `${record.name.toLowerCase()} ${record.type} ${record.priority ?? ''} ${record.disabled ? 'disabled' : 'served'}`;
  // Only records that share a name, type, priority and state can be twins: the others' content is not read again (100 000 records).
  const shared = new Map<string, number>();
  for (const each of parsed.records) {
    const set = setOf(each);
    shared.set(set, (shared.get(set) ?? 0) + 1);
  }
  const firstLine = new Map<string, number>();
  const records: ParsedRecord[] = [];
  for (const each of parsed.records) {
    const { record } = each;
    const set = setOf(each);
    if (shared.get(set) === 1) {
      records.push(each);
      continue;
    }
    const identity = `${set} ${canonicalContent(record.type, record.content)}`;
    const first = firstLine.get(identity);
    if (first === undefined) {
      firstLine.set(identity, each.line);
      records.push(each);
    } else notices.push(zoneFileProblem(each.line, each.at.name.column, 'duplicate', { first: String(first) }));
  }
  const errors = [...parsed.errors, ...(zoneRules ? placeZoneProblems(checkZone(records.map((each) => each.record), zone), records) : [])];
  if (records.length === 0 && errors.length === 0) errors.push(zoneFileProblem(1, 1, 'empty'));
  notices.push(...bindCheckNotices(records, zone));
  return { records, errors: errors.sort(byPosition), notices: notices.sort(byPosition) };
}
