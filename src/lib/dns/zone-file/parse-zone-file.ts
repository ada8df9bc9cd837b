/**
 * Zone file → records (RFC 1035 section 5; DESIGN.md section 12): `$ORIGIN`, `$TTL`, `@`,
 * relative and absolute names, an omitted owner repeating the one above, TTL and class in
 * either order (class optional, IN only), every record type of the editor. Names come out
 * relative to the zone (`@`, `www`); names in record data come out absolute; content comes
 * out in the editor's canonical form, so a record reads the same however the file wrote it.
 *
 * Every problem of the file is reported, each at its line and column; a record with a
 * problem is left out. One record never refuses the file for what a name server loads (issue
 * "DNS you can trust at the edges", item 4), each with a notice at its line: records that DNSSEC
 * signing makes (DNSKEY, RRSIG …) are left out, the portal signs zones itself; a type the editor
 * does not edit is kept as written (kept-types.ts); a name outside the zone is left out; a TTL
 * outside 60–604 800 is clamped into it. RFC 3597 data (`\# 4 C0000201`) of a type the editor
 * edits reads as that type's own. `$GENERATE` lines make their records (generate-directive.ts).
 * A comment after a record becomes its comment (the editor's export writes them so), and the
 * file is told so once.
 */
import { checkRecord, recordField, ttlRange } from '../check-record.ts';
import { problem } from '../dns-messages.ts';
import { isAscii } from '../display-name.ts';
import { asciiName, relativeName, zoneApex } from '../names.ts';
import { isKeptType, keptTypeNameTokens, signingTypes, typeOf } from '../kept-types.ts';
import { escapeBytes, tokenize } from '../presentation.ts';
import { parseContent, printContent } from '../record-content.ts';
import type { RecordTypeDeclaration } from '../record-type.ts';
import { recordType } from '../record-types.ts';
import { maxStringBytes } from '../txt-text.ts';
import type { RecordProblem, ZoneRecord } from '../zone-record.ts';
import { expandGenerate } from './generate-directive.ts';
import { contentFromWire, genericBytes, genericText } from './generic-data.ts';
import { recordProblemAt, zoneFileProblem, type ZoneFileProblem } from './zone-file-problems.ts';
import { tokenizeZoneFile, type ZoneEntry, type ZoneToken } from './zone-file-tokens.ts';
import { looksLikeTtl, ttlSeconds } from './zone-file-ttl.ts';

export interface ParsedRecord {
  readonly record: ZoneRecord;
  readonly line: number;
  /** Where the owner (the entry's start when the owner is omitted), the TTL, the type and each data token are. */
  readonly at: { readonly name: Position; readonly ttl: Position; readonly type: Position; readonly data: readonly Position[] };
}

export interface Position {
  readonly line: number;
  readonly column: number;
}

export interface ZoneFileParse {
  readonly records: ParsedRecord[];
  readonly errors: ZoneFileProblem[];
  readonly notices: ZoneFileProblem[];
}

const classes = new Set(['IN', 'CH', 'CS', 'HS', 'NONE', 'ANY']);
/** How many records the `$GENERATE` lines of one file may make in all: as many as a 5 MB file writes out. */
export const maxGeneratedRecords = 100_000;
const soaTimers = new Set(['refresh', 'retry', 'expire', 'minimum']);

/**
 * The domain a file names for itself: its first `$ORIGIN`, else the owner of its SOA when written
 * in full: absolute, or of several labels without the final dot as Cloudflare's export writes it
 * (`example.com 3600 IN SOA …`). A byte order mark before the first line is no part of it.
 */
export function zoneFileOrigin(text: string): string | null {
  const origin = /^\uFEFF?\$ORIGIN[ \t]+([^\s;]+)/im.exec(text);
  if (origin) return origin[1].toLowerCase().replace(/\.$/, '');
  const soa = /^\uFEFF?([^\s;$@]+)[ \t]+(?:[^\n;]*?[ \t])?SOA[ \t]/im.exec(text);
  if (soa === null || (!soa[1].endsWith('.') && !soa[1].includes('.'))) return null;
  return soa[1].toLowerCase().replace(/\.$/, '');
}

function absolute(text: string, origin: string): string {
  if (text === '@') return origin;
  if (text.endsWith('.') && !text.endsWith('\\.')) return text;
  return origin === '.' ? `${text}.` : `${text}.${origin}`;
}

/** Lower case first: an A-label encodes the lower-case Unicode name (`BÜCHER` is `xn--bcher-kva`, as `bücher`). */
function asciiOwner(text: string): string {
  const lower = text.toLowerCase();
  if (isAscii(lower)) return lower;
  try {
    return asciiName(lower);
  } catch {
    return lower;
  }
}

/** A record type as written (`A`, `https`, `TYPE65534`): a word, never data such as an address, a name with dots or a quoted text. */
const typeShape = /^[a-z][a-z0-9-]*$/i;

/** A name without its final dot that ends with the zone's name (`mail.example.com` in example.com): it reads relative to the origin. */
function endsWithApex(text: string, apex: string): boolean {
  const lower = text.toLowerCase();
  return !lower.endsWith('.') && (lower === apex || lower.endsWith(`.${apex}`));
}

/**
 * The name as the zone stores it: relative, except that a relative name ending with the zone's own
 * (`www.example.com` below example.com, written without its final dot) keeps the zone's name once
 * more, so that every reader of the stored name (relativeName) finds that same name again.
 */
function storedName(relative: string, apex: string): string {
  return apex !== '' && (relative === apex || relative.endsWith(`.${apex}`)) ? `${relative}.${apex}` : relative;
}

export function parseZoneFile(text: string, zone: { name: string }): ZoneFileParse {
  const apex = zoneApex(zone);
  const tokenized = tokenizeZoneFile(text);
  const errors: ZoneFileProblem[] = [...tokenized.errors];
  const notices: ZoneFileProblem[] = [];
  const records: ParsedRecord[] = [];
  let origin = `${apex}.`;
  let defaultTtl: number | null = null;
  let lastTtl: number | null = null;
  /** The owner an omitted one repeats; `outside` when that owner was refused (its error is reported once). */
  let lastOwner: { name: string } | 'outside' | null = null;
  /** Names in data written without their final dot: each gets a notice when it is no owner of the file (R3). */
  const relativeTargets: { value: string; absolute: string; token: ZoneToken }[] = [];
  const owners = new Set<string>();
  // Set inside record(): typed so that the check after the loop is not narrowed to null.
  let firstComment = null as ZoneToken | null;
  let comments = 0;

  const directive = (entry: ZoneEntry): void => {
    const [first, value, ...rest] = entry.tokens;
    const name = first.text.toUpperCase();
    if (name === '$INCLUDE') return void errors.push(zoneFileProblem(first.line, first.column, 'include'));
    if (name !== '$ORIGIN' && name !== '$TTL') return void errors.push(zoneFileProblem(first.line, first.column, 'unknownDirective', { directive: first.text }));
    if (value === undefined || rest.length > 0) return void errors.push(zoneFileProblem(first.line, first.column, 'directiveValue', { directive: name }));
    if (name === '$TTL') {
      const seconds = ttlSeconds(value.text);
      if (seconds === null) errors.push(zoneFileProblem(value.line, value.column, 'ttlValue', { value: value.text }));
      else defaultTtl = seconds;
      return;
    }
    if (value.text.includes('"')) return void errors.push(zoneFileProblem(value.line, value.column, 'originValue', { value: value.text }));
    origin = asciiOwner(absolute(value.text, origin));
  };

  const record = (entry: ZoneEntry): void => {
    const { tokens } = entry;
    const found: ZoneFileProblem[] = [];
    const report = (problemFound: ZoneFileProblem): void => void found.push(problemFound);
    // A disabled record is a comment to name servers: it neither sets the owner nor the TTL the next lines inherit.
    const served = !entry.disabled;
    let index = 0;
    let name: string;
    let namePosition: Position;
    if (entry.ownerOmitted) {
      if (lastOwner === 'outside') return;
      if (lastOwner === null) return void errors.push(zoneFileProblem(entry.line, 1, 'noOwner'));
      name = lastOwner.name;
      namePosition = tokens[0];
    } else {
      const owner = tokens[index++];
      namePosition = owner;
      // The zone's own name as owner is its apex, final dot or not: Cloudflare's export writes its SOA so (`example.com 3600 IN SOA …`).
      const ascii = asciiOwner(owner.text);
      const full = ascii === apex ? `${apex}.` : asciiOwner(absolute(owner.text, origin));
      const relative = relativeName(full, zone);
      if (relative === null) {
        // Name servers ignore data outside their zone, and so does the import, saying so.
        if (served) {
          notices.push(zoneFileProblem(owner.line, owner.column, 'outsideLeftOut', { name: full, zone: apex === '' ? '.' : apex }));
          lastOwner = 'outside';
        }
        return;
      }
      if (served && full !== `${apex}.` && endsWithApex(owner.text, apex)) {
        notices.push(zoneFileProblem(owner.line, owner.column, 'relativeName', { value: owner.text, absolute: full }));
      }
      name = relative === '@' ? relative : storedName(relative, apex);
      if (served) lastOwner = { name };
    }

    let ttlToken: ZoneToken | null = null;
    let ttl: number | null = null;
    let dnsClass: ZoneToken | null = null;
    for (let step = 0; step < 2 && index < tokens.length; step++) {
      const token = tokens[index];
      if (ttlToken === null && looksLikeTtl(token.text)) {
        ttlToken = token;
        ttl = ttlSeconds(token.text);
        if (ttl === null) {
          // Data where the TTL or type should be (`www 192.0.2.1`): the type is missing, the TTL is not wrong.
          if (!tokens.slice(index + 1).some((later) => typeShape.test(later.text))) return finish(entry, [...found, zoneFileProblem(token.line, token.column, 'missingType')], null);
          report(zoneFileProblem(token.line, token.column, 'ttlValue', { value: token.text }));
        } else if (served) lastTtl = ttl;
      } else if (dnsClass === null && classes.has(token.text.toUpperCase())) dnsClass = token;
      else break;
      index++;
    }
    const ttlPosition: Position = ttlToken ?? namePosition;
    const typeToken = tokens[index++];
    if (typeToken === undefined) {
      const last = tokens[tokens.length - 1];
      return finish(entry, [...found, zoneFileProblem(last.line, last.column + last.text.length, 'missingType')], null);
    }
    // `www 3600 IN 192.0.2.1`: the data came where the type belongs.
    if (!typeShape.test(typeToken.text)) return finish(entry, [...found, zoneFileProblem(typeToken.line, typeToken.column, 'missingType')], null);
    if (dnsClass !== null && dnsClass.text.toUpperCase() !== 'IN') report(zoneFileProblem(dnsClass.line, dnsClass.column, 'classNotIn', { class: dnsClass.text }));
    const type = typeOf(typeToken.text);
    if (signingTypes.has(type)) {
      if (served) notices.push(zoneFileProblem(typeToken.line, typeToken.column, 'signingRecord', { type }));
      return;
    }
    const declaration = recordType(type);
    const kept = declaration === undefined && isKeptType(type);
    if (declaration === undefined && !kept) return finish(entry, [...found, recordProblemAt(typeToken.line, typeToken.column, problem('type', 'typeUnknown', { type: typeToken.text }))], null);

    let data = tokens.slice(index);
    let priority: number | null = null;
    let priorityPosition: Position = typeToken;
    let priorityWrong = false;
    const generic = data[0]?.text === '\\#' ? genericBytes(data.map((token) => token.text)) : undefined;
    if (generic === null) return finish(entry, [...found, zoneFileProblem(data[0].line, data[0].column, 'genericData', { type })], null);
    if (declaration?.priority && data.length > 0 && generic === undefined) {
      const [first] = data;
      priorityPosition = first;
      if (/^\d{1,5}$/.test(first.text) && Number(first.text) <= 65535) {
        priority = Number(first.text);
        data = data.slice(1);
      } else {
        priorityWrong = true;
        // `MX mail.example.com.`: the preference is missing, and the data is all there (and checked).
        const missing = !/^\d+$/.test(first.text) && data.length <= declaration.fields.length;
        report(recordProblemAt(first.line, first.column, missing ? problem(declaration.priority, 'required') : problem(declaration.priority, 'integerRange', { min: '0', max: '65535' })));
        if (!missing) data = data.slice(1);
      }
    }
    // An MX of one word lacks its preference and keeps its data (above); no data at all is a problem besides a bad TTL or priority.
    if (data.length === 0 && !kept) return finish(entry, [...found, zoneFileProblem(typeToken.line, typeToken.column, 'missingData', { type })], null);
    // Tokens carry their line and column: they are the positions.
    const dataPositions: readonly Position[] = data;
    const positionOfField = (field: string): Position => {
      const position = declaration?.fields.findIndex((declared) => declared.name === field) ?? 0;
      return dataPositions[Math.max(0, Math.min(position, dataPositions.length - 1))] ?? typeToken;
    };
    const placed = (problems: readonly RecordProblem[]): ZoneFileProblem[] =>
      problems.map((each) => {
        const field = recordField(each);
        const { line, column } =
          field === 'name' ? namePosition : field === 'ttl' ? ttlPosition : field === 'type' ? typeToken : field === 'priority' ? priorityPosition : positionOfField(each.field);
        // Cloudflare's export writes 1 for its "automatic" TTL: say so, and what to write instead.
        if (field === 'ttl' && ttl === 1) return zoneFileProblem(line, column, 'ttlAutomatic');
        return recordProblemAt(line, column, each);
      });

    const names: NameNotices = {
      relative: (value, absoluteName, token) => {
        if (served) notices.push(zoneFileProblem(token.line, token.column, 'relativeName', { value, absolute: absoluteName }));
      },
      outsideFile: (value, absoluteName, token) => {
        if (served) relativeTargets.push({ value, absolute: absoluteName, token });
      },
      aLabel: (value, ascii, token) => {
        if (served) notices.push(zoneFileProblem(token.line, token.column, 'aLabel', { value, ascii }));
      },
    };
    let content: { content: string; soaMinimum: number | null; words?: number } | { problems: RecordProblem[] };
    if (declaration === undefined) {
      content = { content: generic ? genericText(generic) : keptContent(type, data, origin, apex, names), soaMinimum: null };
      if (served) notices.push(zoneFileProblem(typeToken.line, typeToken.column, 'keptType', { type }));
    } else if (generic) {
      const read = contentFromWire(declaration, generic);
      if (read === null) return finish(entry, [...found, zoneFileProblem(data[0].line, data[0].column, 'genericData', { type })], null);
      priority = read.priority;
      content = { content: read.text ?? printContent(declaration, read.fields), soaMinimum: declaration.type === 'SOA' ? Number(read.fields.minimum) : null };
    } else content = contentOf(declaration, data, origin, apex, names);
    if ('problems' in content) return finish(entry, [...found, ...placed(content.problems)], null);
    if ('words' in content && content.words !== undefined && served) notices.push(zoneFileProblem(data[0].line, data[0].column, 'txtWords', { count: String(content.words) }));

    if (ttlToken === null) ttl = defaultTtl ?? lastTtl ?? (type === 'SOA' ? content.soaMinimum : null);
    if (ttlToken === null && ttl === null) return finish(entry, [...found, zoneFileProblem(namePosition.line, namePosition.column, 'noTtl')], null);
    if (served && lastTtl === null) lastTtl = ttl;
    if (ttl !== null && (ttl < ttlRange.min || ttl > ttlRange.max)) {
      // Cloudflare writes 1 for its "automatic", which is 300 s.
      const clamped = ttl === 1 ? 300 : Math.min(ttlRange.max, Math.max(ttlRange.min, ttl));
      if (served) {
        notices.push(ttl === 1 ? zoneFileProblem(ttlPosition.line, ttlPosition.column, 'ttlAutomatic')
          : zoneFileProblem(ttlPosition.line, ttlPosition.column, 'ttlClamped', { value: String(ttl), min: String(ttlRange.min), max: String(ttlRange.max), clamped: String(clamped) }));
      }
      ttl = clamped;
    }

    // `1h ) ; minimum` ends an SOA written a field a line: the comment names the field, not the record.
    const comment = type === 'SOA' && entry.commentBesideData ? null : entry.comment || null;
    if (comment !== null && !entry.disabled) {
      comments++;
      firstComment ??= tokens[tokens.length - 1];
    }
    const parsed: ZoneRecord = { name, type, ttl: ttl ?? 0, content: content.content, priority, disabled: entry.disabled, comment };
    const at = { name: namePosition, ttl: ttlPosition, type: typeToken, data: dataPositions };
    // Every problem of the record, without saying twice what a TTL or priority the file got wrong already says.
    const checked = checkRecord(parsed, zone).filter((each) => !(ttl === null && recordField(each) === 'ttl') && !(priorityWrong && recordField(each) === 'priority'));
    const problems = [...found, ...placed(checked)];
    finish(entry, problems, problems.length > 0 ? null : { record: parsed, line: entry.line, at }, true);
  };

  /**
   * A disabled record that does not read is a comment: it makes no error and no record. One that
   * reads as a record (`reads`) is one, and its problems are the file's: left out silently, it
   * would be lost on import.
   */
  const finish = (entry: ZoneEntry, found: readonly ZoneFileProblem[], parsed: ParsedRecord | null, reads = false): void => {
    if (found.length > 0) {
      if (!entry.disabled || reads) errors.push(...found);
      return;
    }
    if (parsed) {
      records.push(parsed);
      owners.add(parsed.record.name === '@' ? `${apex}.` : `${parsed.record.name}.${apex === '' ? '' : `${apex}.`}`);
    }
  };

  let generated = 0;
  /**
   * The records of a `$GENERATE` line, each read as the file's own; the first that does not read
   * stops it (the others would say the same), and each notice is said once for the line, of its first record.
   */
  const generate = (entry: ZoneEntry): void => {
    const expansion = expandGenerate(entry, maxGeneratedRecords - generated);
    if ('problem' in expansion) return void errors.push(expansion.problem);
    generated += expansion.count;
    const [ownerBefore, errorsBefore, noticesBefore] = [lastOwner, errors.length, notices.length];
    for (const each of expansion.entries) {
      record(each);
      if (errors.length > errorsBefore) break;
    }
    // The line after a `$GENERATE` that omits its owner repeats the record before the directive, as BIND reads it.
    lastOwner = ownerBefore;
    const said = new Set<string>();
    const once = notices.splice(noticesBefore).filter((notice) => {
      const key = `${notice.line}:${notice.column}:${notice.key}`;
      return said.has(key) ? false : Boolean(said.add(key));
    });
    notices.push(...once);
  };

  for (const entry of tokenized.entries) {
    if (entry.ownerOmitted || entry.disabled || !entry.tokens[0].text.startsWith('$')) record(entry);
    else if (entry.tokens[0].text.toUpperCase() === '$GENERATE') generate(entry);
    else directive(entry);
  }
  for (const { value, absolute: absoluteName, token } of relativeTargets) {
    if (!owners.has(absoluteName.toLowerCase())) notices.push(zoneFileProblem(token.line, token.column, 'notInZone', { value, absolute: absoluteName }));
  }
  if (firstComment !== null) notices.push(zoneFileProblem(firstComment.line, firstComment.column, 'commentsKept', { count: String(comments) }));
  return { records, errors, notices };
}

interface NameNotices {
  /** A name ending with the zone's own, without its final dot (`www.example.com` in example.com). */
  readonly relative: (value: string, absoluteName: string, token: ZoneToken) => void;
  /** Any other name without its final dot: a notice unless the file has that name (R3). */
  readonly outsideFile: (value: string, absoluteName: string, token: ZoneToken) => void;
  readonly aLabel: (value: string, ascii: string, token: ZoneToken) => void;
}

/** A name in data made absolute from `$ORIGIN`, in its A-label, each change told. */
function dataName(value: string, token: ZoneToken, origin: string, apex: string, names: NameNotices): string {
  if (value === '.' || value === '@' && origin === '.') return value === '@' ? '.' : value;
  const ascii = isAscii(value) ? value : asciiOwner(value);
  if (ascii !== value) names.aLabel(value, ascii, token);
  const full = absolute(ascii, origin);
  if (full !== ascii && ascii !== '@') {
    if (endsWithApex(ascii, apex)) names.relative(ascii, full, token);
    else names.outsideFile(ascii, full, token);
  }
  return full;
}

/** A kept type's data as written, on one line, its names (where known) made absolute. */
function keptContent(type: string, data: readonly ZoneToken[], origin: string, apex: string, names: NameNotices): string {
  const nameTokens = keptTypeNameTokens[type] ?? [];
  return data.map((token, index) => (nameTokens.includes(index) ? dataName(token.text, token, origin, apex, names) : token.text)).join(' ');
}

/**
 * TXT split where the file splits it, each character-string in the editor's canonical spelling
 * (`\065` is `A`, UTF-8 is its characters). Several words without quotes are read as name servers
 * read them, one string each (`words` counts them, for a notice): receivers join them without spaces.
 */
function txtContent(written: string): { content: string; soaMinimum: null; words?: number } | { problems: RecordProblem[] } {
  const result = tokenize(written);
  if ('unclosedQuote' in result) return { problems: [problem('text', 'unclosedQuote')] };
  if (result.tokens.some((token) => token.bytes.length > maxStringBytes)) return { problems: [problem('text', 'txtPieceTooLong')] };
  const content = result.tokens.map((token) => `"${escapeBytes([...token.bytes])}"`).join(' ');
  const words = result.tokens.length > 1 && result.tokens.some((token) => !token.quoted) ? result.tokens.length : undefined;
  return { content, soaMinimum: null, ...(words === undefined ? {} : { words }) };
}

/**
 * The record's content in canonical form: TXT (and SPF) as its strings are written, names in
 * the data made absolute from `$ORIGIN`, numbers without leading zeros, SOA timers with units in seconds.
 */
function contentOf(
  declaration: RecordTypeDeclaration,
  data: readonly ZoneToken[],
  origin: string,
  apex: string,
  names: NameNotices,
): { content: string; soaMinimum: number | null; words?: number } | { problems: RecordProblem[] } {
  const written = data.map((token) => token.text).join(' ');
  if (declaration.fields[0].kind.kind === 'txt') return txtContent(written);
  const parsed = parseContent(declaration, written);
  if ('problems' in parsed) return parsed;
  const fields: Record<string, string> = { ...parsed.fields };
  for (const [position, field] of declaration.fields.entries()) {
    const value = fields[field.name];
    // A name in Unicode (`bücher.example.`) is written as its A-label, as owners are, and the file is told so.
    if (field.kind.kind === 'hostname' && value !== undefined && value !== '.') fields[field.name] = dataName(value, data[position] ?? data[0], origin, apex, names);
    if (field.kind.kind === 'integer' && value !== undefined && /^0\d+$/.test(value)) fields[field.name] = String(Number(value));
    if (declaration.type === 'SOA' && soaTimers.has(field.name) && value !== undefined) {
      const seconds = ttlSeconds(value);
      if (seconds !== null) fields[field.name] = String(seconds);
    }
  }
  const minimum = declaration.type === 'SOA' ? Number(fields.minimum) : Number.NaN;
  return { content: printContent(declaration, fields), soaMinimum: Number.isFinite(minimum) ? minimum : null };
}
