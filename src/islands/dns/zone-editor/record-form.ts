/**
 * The record form's values and the record they make (issue "DNS zone editor", item 2): content
 * fields come from the type's declaration, the record is checked with `checkRecord` as typed.
 */
import { checkRecord } from '~/lib/dns/check-record';
import { parseContent, printContent } from '~/lib/dns/record-content';
import { recordType, recordTypeNames } from '~/lib/dns/record-types';
import type { RecordProblem, ZoneRecord } from '~/lib/dns/zone-record';
import { ttlSeconds } from '~/lib/dns/zone-file/zone-file-ttl';

export interface RecordFormValues {
  name: string;
  type: string;
  ttl: string;
  priority: string;
  fields: Readonly<Record<string, string>>;
  comment: string;
}

/** Types a user may create: the apex SOA is the zone's own (the API refuses a new one). */
export const creatableTypes = recordTypeNames.filter((type) => type !== 'SOA');

export function emptyForm(defaultTtl: number): RecordFormValues {
  return { name: '', type: 'A', ttl: String(defaultTtl), priority: '', fields: {}, comment: '' };
}

export function formOf(record: ZoneRecord): RecordFormValues {
  const declaration = recordType(record.type);
  const parsed = declaration ? parseContent(declaration, record.content) : undefined;
  const fields = parsed && 'fields' in parsed ? parsed.fields : { content: record.content };
  return {
    name: record.name,
    type: record.type,
    ttl: String(record.ttl),
    priority: record.priority === null || record.priority === undefined ? '' : String(record.priority),
    fields,
    comment: record.comment ?? '',
  };
}

const wholeNumber = (text: string) => (/^\s*\d{1,10}\s*$/.test(text) ? Number(text) : Number.NaN);

/** A TTL typed as seconds or as a zone file writes it (`1h`, `1h30m`, `2d`); NaN when it is neither. */
export const typedTtl = (text: string): number => ttlSeconds(text.trim().replace(/\s+/g, '')) ?? Number.NaN;

/** The record the form describes, and what `checkRecord` finds wrong with it. */
export function recordOf(values: RecordFormValues, zone: { name: string }): { record: ZoneRecord; problems: RecordProblem[] } {
  const declaration = recordType(values.type);
  const content = declaration ? printContent(declaration, values.fields) : (values.fields.content ?? '');
  const record: ZoneRecord = {
    name: values.name.trim() === '' ? '@' : values.name.trim(),
    type: values.type,
    ttl: typedTtl(values.ttl),
    content,
    priority: declaration?.priority ? wholeNumber(values.priority) : null,
    comment: values.comment.trim() === '' ? null : values.comment.trim(),
  };
  return { record, problems: checkRecord(record, zone) };
}

/** The problems about one form field (`name`, `ttl`, `priority` or a content field's name). */
export function problemsOf(problems: readonly RecordProblem[], field: string): RecordProblem[] {
  return problems.filter((problem) => problem.field === field);
}
