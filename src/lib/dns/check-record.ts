/**
 * One record on its own (DESIGN.md section 12): name inside the zone, type known, TTL
 * 60–604 800, priority where the type has one, content valid for its type. Each problem names
 * its field and what is expected.
 */
import { problem } from './dns-messages.ts';
import { isKeptType } from './kept-types.ts';
import { checkOwnerName, relativeName } from './names.ts';
import { checkFields, parseContent } from './record-content.ts';
import { recordType } from './record-types.ts';
import { txtBelongsAt, txtKind } from './txt-hints.ts';
import { checkTxtContent, textFromTxt } from './txt-text.ts';
import type { RecordProblem, ZoneRecord } from './zone-record.ts';

export const ttlRange = { min: 60, max: 604_800 } as const;

function checkPriority(record: ZoneRecord, meaning: 'preference' | 'priority' | undefined): RecordProblem[] {
  const { priority } = record;
  if (meaning === undefined) return priority === null || priority === undefined ? [] : [problem('priority', 'priorityUnused')];
  if (typeof priority === 'number' && Number.isInteger(priority) && priority >= 0 && priority <= 65535) return [];
  return [{ ...problem(meaning, 'integerRange', { min: '0', max: '65535' }), field: 'priority' }];
}

function checkTxt(record: ZoneRecord, zone: { name: string }): RecordProblem[] {
  const problems = checkTxtContent(record.content).filter((found) => found.key !== 'problems.unclosedQuote');
  const kind = txtKind(textFromTxt(record.content));
  const name = relativeName(record.name, zone);
  if (kind !== null && name !== null && !txtBelongsAt(kind, name)) problems.push(problem('name', kind === 'dkim' ? 'dkimName' : 'dmarcName'));
  return problems;
}

export function checkRecord(record: ZoneRecord, zone: { name: string }): RecordProblem[] {
  const problems = checkOwnerName(record.name, zone);
  if (!Number.isInteger(record.ttl) || record.ttl < ttlRange.min || record.ttl > ttlRange.max) {
    problems.push(problem('ttl', 'integerRange', { min: String(ttlRange.min), max: String(ttlRange.max) }));
  }
  const declaration = recordType(record.type);
  // A type the editor does not edit is kept as the zone file wrote it (kept-types.ts): its data is not read.
  if (declaration === undefined) return isKeptType(record.type) ? problems : [...problems, problem('type', 'typeUnknown', { type: record.type })];
  problems.push(...checkPriority(record, declaration.priority));
  const parsed = parseContent(declaration, record.content);
  problems.push(...('problems' in parsed ? parsed.problems : checkFields(declaration, parsed.fields)));
  if (declaration.type === 'TXT') problems.push(...checkTxt(record, zone));
  if (declaration.type === 'SPF') problems.push(...checkTxtContent(record.content).filter((found) => found.key !== 'problems.unclosedQuote'));
  return problems;
}

const recordFields = new Set(['name', 'type', 'ttl', 'priority']);

/** The record's own field a problem is about: a content field (`exchange`, `text` …) belongs to `content`. */
export function recordField(found: RecordProblem): 'name' | 'type' | 'ttl' | 'priority' | 'content' {
  return recordFields.has(found.field) ? (found.field as 'name' | 'type' | 'ttl' | 'priority') : 'content';
}
