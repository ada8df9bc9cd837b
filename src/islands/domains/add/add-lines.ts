/**
 * The lines pasted into "Add existing domains" (issue 12, item 3): one domain a line, `name
 * authcode` for a transfer or `name` alone for a domain managed elsewhere (external). What can
 * be said without the server is said at once, at its line: a name that cannot be a domain name,
 * a line that repeats an earlier one, an auth code with blanks in it. The server's dry run says
 * the rest (unknown TLD, an auth code the TLD needs, a domain already in the account).
 * Framework-free, so it is tested on its own; the name rules are the API's own
 * (src/lib/domains).
 */
import { readDomainName } from '~/lib/domains/domain-name';
import type { NameReasonKey } from '~/lib/domains/name-reasons';

/** Why a line is refused before the server is asked: the name's spelling (the API's own keys, src/lib/domains), or a repeated line. */
export type LocalReasonKey = NameReasonKey | 'duplicate_line';

/** What a line carries that the user may want to fix, though it is not refused for it. */
export type LineWarningKey = 'auth_code_blank' | 'auth_code_ignored';

export interface AddLine {
  /** The line's number in the pasted text, from 1. */
  lineNumber: number;
  /** The name as typed, without a trailing dot. */
  name: string;
  /** Its A-label form, normalised as registries compare names. */
  asciiName: string;
  /** Its Unicode form, when it differs from what was typed. */
  unicodeName: string;
  authCode?: string;
  external: boolean;
  /** Why it will be refused whatever the server says. */
  problem?: { key: LocalReasonKey; values: Record<string, string> };
  warnings: LineWarningKey[];
}

/** The body of one line as `POST domain_additions` takes it. */
export interface AdditionLine {
  name: string;
  auth_code?: string;
  external?: boolean;
}

/** A first line naming its columns (a spreadsheet's export). */
const headerNames = new Set(['name', 'domain', 'domain_name', 'domain name', 'domainname']);

/** Splits a line into the name and the rest (the auth code): at the first blank, tab, comma or semicolon. */
function splitLine(line: string): { name: string; rest: string } {
  const match = /^(\S+?)(?:[\s,;]+(.*))?$/.exec(line);
  return { name: match?.[1] ?? line, rest: (match?.[2] ?? '').trim() };
}

/** A value a spreadsheet quoted (`"AbC+1"`) without its quotes. */
function unquote(value: string): string {
  const match = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  return match ? match[1]!.replaceAll('""', '"') : value;
}

/**
 * Every line that names a domain, with what can be said about it here. Blank lines, lines
 * starting with `#` and a first line naming its columns (`name,auth_code`) are not domains.
 * `external`: the toggle "managed elsewhere"; its lines' auth codes are not sent.
 */
export function parseAddLines(text: string, external: boolean): AddLine[] {
  const parsed: AddLine[] = [];
  const firstOf = new Map<string, number>();
  const rows = text.split(/\r\n|\r|\n/);
  rows.forEach((row, index) => {
    const line = row.trim();
    if (line === '' || line.startsWith('#')) return;
    const split = splitLine(line);
    const name = unquote(split.name).replace(/\.$/, '');
    if (parsed.length === 0 && headerNames.has(name.toLowerCase())) return;
    const code = unquote(split.rest);
    const warnings: LineWarningKey[] = [];
    if (external && code !== '') warnings.push('auth_code_ignored');
    if (!external && /\s/.test(code)) warnings.push('auth_code_blank');
    const read = readDomainName(name);
    // Without the catalogue only the spelling is judged here; a TLD's own rules are the server's.
    const problem = read.problem;
    const entry: AddLine = {
      lineNumber: index + 1,
      name,
      asciiName: read.name,
      unicodeName: read.unicodeName,
      external,
      warnings,
      ...(!external && code !== '' ? { authCode: code } : {}),
      ...(problem ? { problem: { key: problem.key, values: { ...problem.values } } } : {}),
    };
    const first = firstOf.get(read.name);
    if (first !== undefined && !entry.problem) entry.problem = { key: 'duplicate_line', values: { line: String(first) } };
    if (first === undefined) firstOf.set(read.name, entry.lineNumber);
    parsed.push(entry);
  });
  return parsed;
}

/** The line as the API takes it. */
export function additionLine(line: AddLine): AdditionLine {
  if (line.external) return { name: line.name, external: true };
  return line.authCode === undefined ? { name: line.name } : { name: line.name, auth_code: line.authCode };
}

/** What identifies a line's question to the server: the same name, code and kind get the same answer. */
export function additionKey(line: AdditionLine): string {
  return JSON.stringify([line.name.toLowerCase(), line.auth_code ?? '', line.external === true]);
}

/** The lines worth asking the server about: those not refused here (duplicates are not sent twice). */
export function linesToSend(lines: readonly AddLine[]): AddLine[] {
  return lines.filter((line) => !line.problem);
}
