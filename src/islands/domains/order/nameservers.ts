/**
 * Custom name servers of an order (issue "Domain lifecycle", item 2): host names typed one a
 * line (or separated by commas or blanks), checked before the order is sent so a typo shows at
 * its field rather than as a failed registration.
 */

/** Registries want at least two name servers and take at most thirteen. */
export const minNameservers = 2;
export const maxNameservers = 13;

export type NameserverProblemKey = 'required' | 'tooFew' | 'tooMany' | 'hostname' | 'address' | 'duplicate';

export interface NameserverProblem {
  readonly key: NameserverProblemKey;
  /** The host name the problem is about. */
  readonly host?: string;
}

const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The host names as typed, lower case, without a trailing dot, in order. */
export function parseNameservers(text: string): string[] {
  return text
    .split(/[\s,;]+/u)
    .map((host) => host.trim().toLowerCase().replace(/\.$/, ''))
    .filter((host) => host !== '');
}

/** One host name's problem, if any: letters, digits and hyphens in two or more labels, not an address. */
export function hostProblem(host: string): NameserverProblemKey | null {
  if (ipv4.test(host) || host.includes(':')) return 'address';
  if (host.length > 253) return 'hostname';
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => hostLabel.test(label))) return 'hostname';
  // A top-level domain is never all digits.
  if (/^\d+$/.test(labels.at(-1)!)) return 'hostname';
  return null;
}

/** The first problem of a list of name servers, or null when it can be sent. */
export function checkNameservers(hosts: readonly string[]): NameserverProblem | null {
  if (hosts.length === 0) return { key: 'required' };
  for (const host of hosts) {
    const key = hostProblem(host);
    if (key) return { key, host };
  }
  const seen = new Set<string>();
  for (const host of hosts) {
    if (seen.has(host)) return { key: 'duplicate', host };
    seen.add(host);
  }
  if (hosts.length < minNameservers) return { key: 'tooFew' };
  if (hosts.length > maxNameservers) return { key: 'tooMany' };
  return null;
}
