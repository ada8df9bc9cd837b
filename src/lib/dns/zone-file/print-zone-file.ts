/**
 * Records → a canonical zone file (DESIGN.md section 12): `$ORIGIN` and `$TTL` first, the SOA
 * first of the records and spread over lines with its fields named, apex records next, then
 * names in order; columns aligned; every TTL written; names in record data absolute; TXT of
 * several strings one string a line. A disabled record is a comment line that the importer
 * reads back (see zone-file-tokens.ts). Parsing the file gives the same records back.
 */
import { zoneApex, relativeName } from '../names.ts';
import { compareRecordSets } from '../plan/record-sets.ts';
import { tokenize } from '../presentation.ts';
import { parseContent, printContent } from '../record-content.ts';
import { recordType } from '../record-types.ts';
import { textFromTxt, txtFromText } from '../txt-text.ts';
import type { ZoneRecord } from '../zone-record.ts';
import { disabledPrefix } from './zone-file-tokens.ts';

export interface PrintOptions {
  /** Lines of the header comment (without `;`). */
  readonly header?: readonly string[];
  readonly defaultTtl?: number;
}

const soaFieldNames = ['serial', 'refresh', 'retry', 'expire', 'minimum'] as const;
const maxNameColumn = 40;
const indent = ' '.repeat(8);

/**
 * TXT as a file writes it: as stored when every piece is quoted (its split kept), else quoted
 * again. A single unquoted piece is valid content (`v=DMARC1;p=none`), but in a file its `;`
 * would start a comment, and a `(` or a control character would break the line.
 */
function fileTxt(content: string): string {
  const result = tokenize(content);
  const quoted = 'tokens' in result && result.tokens.length > 0 && result.tokens.every((token) => token.quoted);
  const control = [...content].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  return quoted && !control ? content : txtFromText(textFromTxt(content));
}

/** Content as a file writes it: names in the data end with a dot (the editor takes them absolute with or without). */
export function fileContent(type: string, content: string): string {
  const declaration = recordType(type);
  if (declaration === undefined) return content;
  if (declaration.fields[0].kind.kind === 'txt') return fileTxt(content);
  const parsed = parseContent(declaration, content);
  if ('problems' in parsed) return content;
  const fields: Record<string, string> = { ...parsed.fields };
  for (const field of declaration.fields) {
    const value = fields[field.name];
    if (field.kind.kind === 'hostname' && value && value !== '.' && !value.endsWith('.')) fields[field.name] = `${value}.`;
  }
  return printContent(declaration, fields);
}

/** A record's comment as a file writes it, on one line; null for none. */
export function fileComment(comment: string | null | undefined): string | null {
  const line = oneLine(comment ?? '');
  return line === '' ? null : line;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

function fileOrder(a: ZoneRecord, b: ZoneRecord): number {
  const soa = Number(b.type === 'SOA' && b.name === '@') - Number(a.type === 'SOA' && a.name === '@');
  return soa || compareRecordSets(a, b) || (a.priority ?? 0) - (b.priority ?? 0) || (a.content < b.content ? -1 : a.content > b.content ? 1 : 0);
}

export function printZoneFile(zone: { name: string }, records: readonly ZoneRecord[], options: PrintOptions = {}): string {
  const apex = zoneApex(zone);
  const named = records.map((record) => ({ ...record, name: relativeName(record.name, zone) ?? record.name, type: record.type.toUpperCase() })).sort(fileOrder);
  const nameWidth = Math.min(maxNameColumn, Math.max(1, ...named.map((record) => record.name.length)));
  const ttlWidth = Math.max(1, ...named.map((record) => String(record.ttl).length));
  const typeWidth = Math.max(5, ...named.map((record) => record.type.length));
  const out: string[] = (options.header ?? []).map((line) => `; ${oneLine(line)}`.trimEnd());
  out.push(`$ORIGIN ${apex}.`);
  if (options.defaultTtl !== undefined) out.push(`$TTL ${options.defaultTtl}`);
  out.push('');

  for (const record of named) {
    const start = `${record.name.padEnd(nameWidth)} ${String(record.ttl).padEnd(ttlWidth)} IN ${record.type.padEnd(typeWidth)} `;
    const priority = record.priority === null || record.priority === undefined ? '' : `${record.priority} `;
    const content = fileContent(record.type, record.content);
    const written = fileComment(record.comment);
    const comment = written === null ? '' : ` ; ${written}`;
    if (record.disabled) {
      out.push(`${disabledPrefix}${start}${priority}${content}${comment}`);
      continue;
    }
    const lines = spread(record.type, content);
    if (lines === null) out.push(`${start}${priority}${content}${comment}`);
    else out.push(`${start}${priority}${lines.first === '' ? '' : `${lines.first} `}(`, ...lines.rest.map((line) => `${indent}${line}`), `${indent})${comment}`);
  }
  return `${out.join('\n')}\n`;
}

/** The SOA with its timers a line each, named; a TXT of several strings a string a line; null when one line reads best. */
function spread(type: string, content: string): { first: string; rest: string[] } | null {
  if (type === 'SOA') {
    const fields = content.trim().split(/\s+/);
    if (fields.length !== 7) return null;
    const width = Math.max(...fields.slice(2).map((field) => field.length));
    return { first: fields.slice(0, 2).join(' '), rest: fields.slice(2).map((field, index) => `${field.padEnd(width)} ; ${soaFieldNames[index]}`) };
  }
  if (type !== 'TXT' && type !== 'SPF') return null;
  const pieces = content.match(/"(?:[^"\\]|\\.)*"/g) ?? [];
  return pieces.length > 1 ? { first: '', rest: pieces } : null;
}
