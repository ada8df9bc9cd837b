/**
 * Splits a domain name into subdomain, domain and TLD, recognising multi-part TLDs (co.uk,
 * com.au) from the ICANN section of the public suffix list.
 */
import { parse } from 'tldts';
import { normaliseDomainName, toAsciiDomainName } from './domain-name-text.ts';

export interface ParsedDomain {
  /** Labels left of the domain, e.g. `www` or `a.b`; empty when there are none. */
  subdomain: string;
  /** The registrable label, e.g. `example`; empty when the name is only a TLD. */
  domain: string;
  /** The public suffix, e.g. `co.uk`; a TLD missing from the list counts as its last label. */
  tld: string;
}

/**
 * Parts of `name`, lower case and without a trailing dot, in the script it was written in
 * (Unicode or punycode); null for anything that is not a domain name (IP addresses included).
 * `subdomain`, `domain` and `tld` joined by dots, skipping empty parts, give the name back.
 */
export function parseDomain(name: string): ParsedDomain | null {
  const hostname = normaliseDomainName(name);
  if (hostname === null || toAsciiDomainName(hostname) === null) return null;
  const result = parse(hostname, { allowPrivateDomains: false });
  if (result.isIp || result.hostname !== hostname || !result.publicSuffix) return null;
  return {
    subdomain: result.subdomain ?? '',
    domain: result.domainWithoutSuffix ?? '',
    tld: result.publicSuffix,
  };
}
