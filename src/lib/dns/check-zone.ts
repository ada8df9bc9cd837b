/**
 * Rules across a zone's records (DESIGN.md section 12): a CNAME alone at its name and never at
 * the apex, exactly one SOA at the apex, NS at the apex, no record twice, one SPF per name.
 * Disabled records are not published, so they take no part.
 */
import { englishList, problem } from './dns-messages.ts';
import { relativeName } from './names.ts';
import { canonicalContent } from './canonical-content.ts';
import { txtKind } from './txt-hints.ts';
import { textFromTxt } from './txt-text.ts';
import type { RecordProblem, ZoneRecord } from './zone-record.ts';

export type ZoneProblem = RecordProblem & { name: string; type: string };

function at(name: string, type: string, found: RecordProblem): ZoneProblem {
  return { ...found, name, type };
}

export function checkZone(records: readonly ZoneRecord[], zone: { name: string }): ZoneProblem[] {
  const byName = new Map<string, { record: ZoneRecord; type: string }[]>();
  for (const record of records) {
    if (record.disabled) continue;
    const name = relativeName(record.name, zone);
    if (name === null) continue;
    const entries = byName.get(name) ?? [];
    entries.push({ record, type: record.type.trim().toUpperCase() });
    byName.set(name, entries);
  }
  const problems: ZoneProblem[] = [];
  const apex = byName.get('@') ?? [];
  const apexSoa = apex.filter((entry) => entry.type === 'SOA');
  if (apexSoa.length === 0) problems.push(at('@', 'SOA', problem('type', 'soaMissing')));
  problems.push(...apexSoa.slice(1).map(() => at('@', 'SOA', problem('type', 'soaExtra'))));
  if (!apex.some((entry) => entry.type === 'NS')) problems.push(at('@', 'NS', problem('type', 'apexNsMissing')));

  for (const [name, entries] of byName) {
    const cnames = entries.filter((entry) => entry.type === 'CNAME');
    if (name === '@') problems.push(...cnames.map(() => at(name, 'CNAME', problem('name', 'cnameAtApex'))));
    else if (cnames.length > 0 && entries.length > 1) {
      const others = [...new Set(entries.map((entry) => entry.type))].filter((type) => type !== 'CNAME' || cnames.length > 1);
      problems.push(...cnames.map(() => at(name, 'CNAME', problem('name', 'cnameNotAlone', { name, types: others.join(', ') }, { types: englishList(others) }))));
    }
    if (name !== '@') problems.push(...entries.filter((entry) => entry.type === 'SOA').map(() => at(name, 'SOA', problem('name', 'soaNotApex'))));

    // A twin or a second SPF takes two records of one type: most names of a large zone have one, and parsing every content costs (10 000 records).
    const ofType = new Map<string, number>();
    for (const { type } of entries) ofType.set(type, (ofType.get(type) ?? 0) + 1);
    const seen = new Set<string>();
    for (const { record, type } of entries) {
      if (ofType.get(type) === 1) continue;
      const identity = `${type} ${record.priority ?? ''} ${canonicalContent(type, record.content)}`;
      if (seen.has(identity)) problems.push(at(name, type, problem('content', 'duplicate', { name })));
      seen.add(identity);
    }
    const spf = (ofType.get('TXT') ?? 0) > 1 ? entries.filter((entry) => entry.type === 'TXT' && txtKind(textFromTxt(entry.record.content)) === 'spf') : [];
    if (spf.length > 1) problems.push(at(name, 'TXT', problem('text', 'spfTwice', { name })));
  }
  return problems;
}
