/**
 * An IPv6 address as RFC 5952 writes it (lower case, no leading zeros, the longest run of zero
 * groups as `::`), an IPv4-mapped one ending in its dotted quad (section 5), as name servers print it.
 */
import ipaddr from 'ipaddr.js';

export function ipv6Text(address: ipaddr.IPv6 | string): string {
  const parsed = typeof address === 'string' ? ipaddr.IPv6.parse(address) : address;
  return parsed.isIPv4MappedAddress() ? `::ffff:${parsed.toIPv4Address().toString()}` : parsed.toString();
}
