/** The `key=value` parameters of SVCB and HTTPS records (RFC 9460 section 2.1, 7). */
import ipaddr from 'ipaddr.js';
import { type FieldName, problem } from './dns-messages.ts';
import { textOf, tokenize, unescapeBytes } from './presentation.ts';
import type { RecordProblem } from './zone-record.ts';

const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const list = (value: string): string[] => value.split(',');

/**
 * A value list whose items may hold `,` and `\` escaped (`alpn="f\\\\oo\\,bar,h2"` is `f\oo,bar` and
 * `h2`, RFC 9460 appendix A.1); null when an item is empty.
 */
export function valueList(value: string): string[] | null {
  const items: string[] = [''];
  for (let index = 0; index < value.length; index++) {
    const char = value[index];
    if (char === '\\' && index + 1 < value.length) items[items.length - 1] += value[++index];
    else if (char === ',') items.push('');
    else items[items.length - 1] += char;
  }
  return items.every((item) => item.length > 0) ? items : null;
}

type ValueRule = (value: string | null) => boolean;
const hasValue = (value: string | null): value is string => value !== null;

const valueRules: ReadonlyMap<string, ValueRule> = new Map<string, ValueRule>([
  ['mandatory', (value) => hasValue(value) && list(value).every((key) => valueRules.has(key) || /^key\d{1,5}$/.test(key))],
  ['alpn', (value) => hasValue(value) && valueList(value) !== null],
  ['no-default-alpn', (value) => value === null],
  ['port', (value) => hasValue(value) && /^\d{1,5}$/.test(value) && Number(value) <= 65535],
  ['ipv4hint', (value) => hasValue(value) && list(value).every((address) => ipaddr.IPv4.isValidFourPartDecimal(address))],
  ['ech', (value) => hasValue(value) && value.length > 0 && base64.test(value)],
  ['ipv6hint', (value) => hasValue(value) && list(value).every((address) => ipaddr.IPv6.isValid(address) && !address.includes('%'))],
  ['dohpath', (value) => hasValue(value) && value.length > 0],
  ['ohttp', (value) => value === null],
]);

function unquoted(raw: string): string {
  const result = tokenize(raw);
  if ('tokens' in result && result.tokens.length === 1 && result.tokens[0].quoted) return textOf(result.tokens[0].bytes);
  // Unquoted, a value is a character-string all the same: `alpn=a\\,` is the one protocol `a,`.
  return textOf(unescapeBytes(raw));
}

/** The parameters as key and value (null for a key without `=`), or the token that is not one. */
export function readSvcParams(text: string): { key: string; value: string | null }[] | null {
  const result = tokenize(text);
  if ('unclosedQuote' in result) return null;
  return result.tokens.map((token) => {
    const equals = token.raw.indexOf('=');
    if (equals === -1) return { key: token.raw.toLowerCase(), value: null };
    return { key: token.raw.slice(0, equals).toLowerCase(), value: unquoted(token.raw.slice(equals + 1)) };
  });
}

export function checkSvcParams(text: string, field: FieldName): RecordProblem[] {
  const params = readSvcParams(text);
  if (params === null) return [problem(field, 'unclosedQuote')];
  const seen = new Set<string>();
  for (const { key, value } of params) {
    if (seen.has(key)) return [problem(field, 'svcParamTwice', { key })];
    seen.add(key);
    const rule = valueRules.get(key);
    if (rule === undefined && !/^key\d{1,5}$/.test(key)) return [problem(field, 'svcParamKey', { key })];
    if (rule !== undefined && !rule(value)) return [problem(field, 'svcParamValue', { key })];
  }
  return [];
}
