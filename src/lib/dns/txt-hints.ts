/**
 * What a TXT record says when it is SPF (`v=spf1`), DKIM (`v=DKIM1` at `<selector>._domainkey`)
 * or DMARC (`v=DMARC1` at `_dmarc`): a one-line hint for the editor, and the names where they belong.
 */
import { dnsEnglish, englishList, fillIn } from './dns-messages.ts';

export type TxtKind = 'spf' | 'dkim' | 'dmarc';

export interface TxtHint {
  readonly kind: TxtKind;
  /** i18n key in namespace `dns`. */
  readonly key: string;
  readonly values: Readonly<Record<string, string>>;
  readonly message: string;
}

export function txtKind(text: string): TxtKind | null {
  if (/^v=spf1(\s|$)/i.test(text)) return 'spf';
  if (/^v=DKIM1\s*(;|$)/i.test(text)) return 'dkim';
  if (/^v=DMARC1\s*(;|$)/i.test(text)) return 'dmarc';
  return null;
}

function hint(kind: TxtKind, key: string, values: Record<string, string> = {}): TxtHint {
  const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dnsEnglish) as string;
  return { kind, key, values, message: fillIn(template, values) };
}

/** `k=rsa; p=…` as a map of lower-case tags. */
function tags(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of text.split(';')) {
    const equals = part.indexOf('=');
    if (equals > 0) found.set(part.slice(0, equals).trim().toLowerCase(), part.slice(equals + 1).trim());
  }
  return found;
}

const allKeys: Readonly<Record<string, string>> = { '-': 'fail', '~': 'softfail', '?': 'neutral', '+': 'pass' };

function spfHint(text: string): TxtHint {
  const terms = text.split(/\s+/).slice(1).filter(Boolean);
  let all: string | null = null;
  const sources: string[] = [];
  for (const term of terms) {
    const qualifier = /^[-~?+]/.test(term) ? term[0] : '+';
    const mechanism = term.replace(/^[-~?+]/, '');
    if (mechanism.toLowerCase() === 'all') all = qualifier;
    else if (qualifier === '+' && !/^exp=/i.test(mechanism)) sources.push(mechanism);
  }
  if (sources.length === 0 && all === '-') return hint('spf', 'hints.spfNoMail');
  const values = { sources: sources.join(', ') };
  const english = { sources: englishList(sources) };
  const key = `hints.spf.${all === null ? 'open' : allKeys[all]}`;
  return { ...hint('spf', key, values), message: hint('spf', key, english).message };
}

function dkimHint(text: string, name: string): TxtHint {
  const found = tags(text);
  const selector = name.replace(/\._domainkey(\..*)?$/i, '');
  if ((found.get('p') ?? '') === '') return hint('dkim', 'hints.dkimRevoked', { selector });
  return hint('dkim', 'hints.dkim', { selector, algorithm: (found.get('k') ?? 'rsa').toUpperCase() });
}

function dmarcHints(text: string): TxtHint[] {
  const found = tags(text);
  const policy = (found.get('p') ?? '').toLowerCase();
  const hints = ['none', 'quarantine', 'reject'].includes(policy) ? [hint('dmarc', `hints.dmarc.${policy}`)] : [];
  const reports = (found.get('rua') ?? '').split(',').map((address) => address.trim()).filter(Boolean);
  if (reports.length > 0) {
    const values = { addresses: reports.join(', ') };
    hints.push({ ...hint('dmarc', 'hints.dmarcReports', values), message: hint('dmarc', 'hints.dmarcReports', { addresses: englishList(reports) }).message });
  }
  return hints;
}

/**
 * The hints for a TXT record's text at `name` (relative to the zone). List values are joined
 * with ", " in `values`; the English message joins them as English does.
 */
export function txtHints(text: string, name: string): TxtHint[] {
  switch (txtKind(text)) {
    case 'spf':
      return [spfHint(text)];
    case 'dkim':
      return [dkimHint(text, name)];
    case 'dmarc':
      return dmarcHints(text);
    default:
      return [];
  }
}

/** DKIM keys live at `<selector>._domainkey`, DMARC policies at `_dmarc` (and report consents at `<domain>._report._dmarc`). */
export function txtBelongsAt(kind: TxtKind, name: string): boolean {
  const lower = name.toLowerCase();
  if (kind === 'dkim') return /(^|\.)_domainkey(\.|$)/.test(lower) && !lower.startsWith('_domainkey');
  // Also `example.net._report._dmarc`: a domain's consent to receive another's reports (RFC 7489 section 7.1).
  if (kind === 'dmarc') return lower === '_dmarc' || lower.startsWith('_dmarc.') || /(^|\.)_report\._dmarc(\.|$)/.test(lower);
  return true;
}
