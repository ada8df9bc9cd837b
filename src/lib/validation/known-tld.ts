/** Domain check: the name must end in a TLD the API serves (spec section 5). */
import { toAsciiDomainName } from './domain-name-text.ts';
import { failure, type RuleResult } from './rule-result.ts';

const asciiSets = new WeakMap<readonly string[], ReadonlySet<string>>();

function asciiSetOf(knownTlds: readonly string[]): ReadonlySet<string> {
  let set = asciiSets.get(knownTlds);
  if (!set) {
    const ascii = knownTlds.map((tld) => toAsciiDomainName(tld.replace(/^\./, '')));
    set = new Set(ascii.filter((tld) => tld !== null));
    asciiSets.set(knownTlds, set);
  }
  return set;
}

/**
 * True when the last label, or a multi-part suffix such as `co.uk`, is in `knownTlds`.
 * Unicode and punycode spellings match each other; case and a trailing dot are ignored.
 */
export function isKnownTld(name: string, knownTlds: readonly string[]): boolean {
  const ascii = toAsciiDomainName(name);
  if (ascii === null) return false;
  const known = asciiSetOf(knownTlds);
  const labels = ascii.split('.');
  return labels.some((_, index) => known.has(labels.slice(index).join('.')));
}

export function validateKnownTld(name: unknown, knownTlds: readonly string[]): RuleResult {
  return typeof name === 'string' && isKnownTld(name, knownTlds) ? true : failure('unknownTld');
}
