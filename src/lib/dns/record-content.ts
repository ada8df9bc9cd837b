/**
 * A record's content between presentation format and its form fields, both ways, and the
 * checks of each field by its kind. Printing a parsed content gives it back in canonical
 * form (single blanks, character-strings quoted).
 */
import ipaddr from 'ipaddr.js';
import { dnsEnglish, englishList, problem } from './dns-messages.ts';
import { numberWithName } from './dnssec-numbers.ts';
import { checkHostName } from './names.ts';
import { quote, textOf, tokenize } from './presentation.ts';
import type { FieldDeclaration, RecordFields, RecordTypeDeclaration } from './record-type.ts';
import { canonicalLocation, checkLocation } from './loc-type.ts';
import { checkSvcParams } from './svc-params.ts';
import { checkTxtContent, textFromTxt, txtFromText } from './txt-text.ts';
import type { RecordProblem } from './zone-record.ts';

export type ParseResult = { readonly fields: RecordFields } | { readonly problems: RecordProblem[] };

/** The fields a content lacks: their English labels, and their label keys for other languages. */
function expected(fields: readonly FieldDeclaration[]): [Record<string, string>, Record<string, string>] {
  const labels = fields.map((field) => dnsEnglish.fields[field.name]);
  return [{ expected: labels.join(', '), expectedKeys: fields.map((field) => `fields.${field.name}`).join(', ') }, { expected: englishList(labels) }];
}

/** The fields of `content` for `declaration`, or what keeps it from being read. */
export function parseContent(declaration: RecordTypeDeclaration, content: string): ParseResult {
  const [first] = declaration.fields;
  if (first.kind.kind === 'txt') {
    const problems = checkTxtContent(content);
    return problems.some((found) => found.key === 'problems.unclosedQuote') ? { problems } : { fields: { [first.name]: textFromTxt(content) } };
  }
  const result = tokenize(content);
  if ('unclosedQuote' in result) return { problems: [problem('content', 'unclosedQuote')] };
  const { tokens } = result;
  const fields: Record<string, string> = {};
  for (const [index, field] of declaration.fields.entries()) {
    if (field.rest) {
      const remaining = tokens.slice(index);
      if (remaining.length === 0 && !field.optional) return { problems: [problem('content', 'missingValues', ...expected(declaration.fields.slice(index)))] };
      const written = remaining.map((token) => token.raw).join(field.rest === 'list' ? ' ' : '');
      // A location reads as it prints (every size and precision written out), so that printing it changes nothing.
      fields[field.name] = field.kind.kind === 'loc' ? (canonicalLocation(written) ?? written) : written;
      return { fields };
    }
    const token = tokens.at(index);
    if (token === undefined) return { problems: [problem('content', 'missingValues', ...expected(declaration.fields.slice(index)))] };
    fields[field.name] = field.quoted && token.quoted ? textOf(token.bytes) : token.raw;
  }
  if (tokens.length > declaration.fields.length) return { problems: [problem('content', 'extraValues', ...expected(declaration.fields))] };
  return { fields };
}

/**
 * A value without the blanks around it, but for a last blank its backslash escapes (`alpn=\ `, the
 * protocol of one space), which is written `\032` so that no later trim can take it.
 */
function trimmed(value: string): string {
  const start = value.trimStart();
  const end = start.trimEnd();
  const slashes = end.length - end.replace(/\\+$/, '').length;
  if (slashes % 2 === 0 || end.length === start.length) return end;
  return `${end.slice(0, -1)}\\${String(start.charCodeAt(end.length)).padStart(3, '0')}`;
}

/** The content of `fields` in presentation format. */
export function printContent(declaration: RecordTypeDeclaration, fields: RecordFields): string {
  return declaration.fields
    .map((field) => {
      const value = fields[field.name] ?? '';
      if (field.kind.kind === 'txt') return txtFromText(value);
      if (field.kind.kind === 'loc') return canonicalLocation(value) ?? value.trim();
      return field.quoted ? quote(value) : trimmed(value);
    })
    .filter((printed, index) => printed !== '' || !declaration.fields[index].optional)
    .join(' ');
}

function checkField(field: FieldDeclaration, value: string): RecordProblem[] {
  const { kind } = field;
  switch (kind.kind) {
    case 'ipv4':
      if (ipaddr.IPv4.isValidFourPartDecimal(value)) return [];
      return [problem(field.name, ipaddr.IPv6.isValid(value) ? 'ipv6InA' : 'ipv4')];
    case 'ipv6':
      if (ipaddr.IPv6.isValid(value) && !value.includes('%')) return [];
      return [problem(field.name, ipaddr.IPv4.isValidFourPartDecimal(value) ? 'ipv4InAaaa' : 'ipv6')];
    case 'hostname':
      return checkHostName(value, field.name, kind.rules);
    case 'integer': {
      const number = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
      if (kind.only && !kind.only.includes(number)) {
        const choices = kind.only.map((choice) => numberWithName(choice, kind.names ?? {}));
        return [problem(field.name, 'choice', { choices: choices.join(', ') }, { choices: englishList(choices, 'or') })];
      }
      if (!(number >= kind.min && number <= kind.max)) return [problem(field.name, 'integerRange', { min: String(kind.min), max: String(kind.max) })];
      return [];
    }
    case 'token':
      return /^[a-z0-9]+$/i.test(value) ? [] : [problem(field.name, 'caaTag')];
    case 'text': {
      if (new TextEncoder().encode(value).length > kind.maxBytes) return [problem(field.name, 'textTooLong', { max: String(kind.maxBytes) })];
      return kind.alphanumeric && !/^[a-z0-9]*$/i.test(value) ? [problem(field.name, 'textCharacters')] : [];
    }
    case 'hex':
      if (!/^[0-9a-f]+$/i.test(value)) return [problem(field.name, 'hex')];
      return value.length % 2 === 0 ? [] : [problem(field.name, 'hexEven')];
    case 'uri':
      return /^[a-z][a-z0-9+.-]*:[^\s"]+$/i.test(value) ? [] : [problem(field.name, 'uri')];
    case 'svcParams':
      return checkSvcParams(value, field.name);
    case 'loc':
      return checkLocation(value, field.name);
    case 'txt':
      return [];
  }
}

/** Every field on its own, then the type's rules across fields when each field is valid. */
export function checkFields(declaration: RecordTypeDeclaration, fields: RecordFields): RecordProblem[] {
  const problems = declaration.fields.flatMap((field) => {
    const value = fields[field.name] ?? '';
    if (value === '' && field.optional) return [];
    return checkField(field, value);
  });
  return problems.length > 0 || !declaration.check ? problems : declaration.check(fields);
}
