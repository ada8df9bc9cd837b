/**
 * The records of a generated zone: SOA and NS always, then the usual web and mail records,
 * and now and then SRV, CAA, TLSA, HTTPS, SVCB and a delegated sub-zone with its DS.
 * Addresses come from the documentation ranges (RFC 5737, RFC 3849).
 */
import type { SeededRandom } from './seeded-random.ts';

export type DnsRecordType =
  | 'A' | 'AAAA' | 'ALIAS' | 'CAA' | 'CNAME' | 'DS' | 'HTTPS' | 'MX' | 'NAPTR' | 'NS' | 'PTR' | 'SOA' | 'SRV' | 'SSHFP' | 'SVCB' | 'TLSA' | 'TXT' | 'URI';

export interface RecordSpec {
  name: string;
  type: DnsRecordType;
  ttl: number;
  priority: number | null;
  content: string;
}

export const providerNameservers = ['ns1.meridian-dns.net', 'ns2.meridian-dns.net', 'ns3.meridian-dns.eu'];
export const hostmaster = 'hostmaster.meridian-dns.net';

const ipv4Prefixes = ['192.0.2.', '198.51.100.', '203.0.113.'];

export function ipv4(random: SeededRandom): string {
  return `${random.pick(ipv4Prefixes)}${random.int(1, 254)}`;
}

export function ipv6(random: SeededRandom): string {
  return `2001:db8:${random.hex(4)}:${random.int(1, 255).toString(16)}::${random.int(1, 4095).toString(16)}`;
}

export function soaContent(serial: number): string {
  return `${providerNameservers[0]}. ${hostmaster}. ${serial} 7200 900 1209600 300`;
}

function record(name: string, type: DnsRecordType, ttl: number, content: string, priority: number | null = null): RecordSpec {
  return { name, type, ttl, priority, content };
}

export function buildZoneRecords(random: SeededRandom, zoneName: string, serial: number): RecordSpec[] {
  const ttl = random.pick([300, 3600, 3600, 3600, 14400]);
  const records: RecordSpec[] = [record('@', 'SOA', 3600, soaContent(serial))];
  for (const nameserver of providerNameservers) records.push(record('@', 'NS', 86400, `${nameserver}.`));

  records.push(record('@', 'A', ttl, ipv4(random)));
  if (random.chance(0.25)) records.push(record('@', 'A', ttl, ipv4(random)));
  if (random.chance(0.55)) records.push(record('@', 'AAAA', ttl, ipv6(random)));
  if (random.chance(0.8)) records.push(record('www', 'CNAME', ttl, `${zoneName}.`));
  else records.push(record('www', 'A', ttl, ipv4(random)));

  if (random.chance(0.7)) {
    records.push(record('@', 'MX', ttl, 'mx1.meridian-mail.net.', 10));
    records.push(record('@', 'MX', ttl, 'mx2.meridian-mail.net.', 20));
    records.push(record('@', 'TXT', ttl, '"v=spf1 include:_spf.meridian-mail.net -all"'));
    if (random.chance(0.6)) {
      records.push(record('_dmarc', 'TXT', ttl, `"v=DMARC1; p=${random.pick(['none', 'quarantine', 'reject'])}; rua=mailto:dmarc@${zoneName}"`));
    }
    if (random.chance(0.4)) {
      records.push(record('selector1._domainkey', 'TXT', ttl, `"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${random.bytes(48).toString('base64')}"`));
    }
  } else {
    records.push(record('@', 'TXT', ttl, '"v=spf1 -all"'));
  }
  if (random.chance(0.15)) records.push(record('@', 'TXT', ttl, `"site-verification=${random.bytes(24).toString('base64url')}"`));
  if (random.chance(0.25)) {
    records.push(record('@', 'CAA', ttl, `0 issue "${random.pick(['sectigo.com', 'digicert.com', 'globalsign.com', 'letsencrypt.org'])}"`));
    records.push(record('@', 'CAA', ttl, `0 iodef "mailto:security@${zoneName}"`));
  }
  if (random.chance(0.06)) {
    records.push(record('_sip._tls', 'SRV', ttl, `1 443 sip.meridian-voice.net.`, 100));
    records.push(record('_sipfederationtls._tcp', 'SRV', ttl, `1 5061 sipfed.meridian-voice.net.`, 100));
  }
  if (random.chance(0.12)) {
    records.push(record('@', 'HTTPS', ttl, `1 . alpn="h2,h3" ipv4hint=${ipv4(random)}`));
  }
  if (random.chance(0.04)) {
    records.push(record('_443._tcp.www', 'TLSA', ttl, `3 1 1 ${random.hex(64)}`));
  }
  if (random.chance(0.03)) {
    records.push(record('_dns', 'SVCB', ttl, `1 dns.${zoneName}. alpn="dot,h2" port=853`));
  }
  if (random.chance(0.08)) {
    records.push(record(random.pick(['shop', 'careers', 'status', 'api', 'mail']), 'CNAME', ttl, `${random.pick(['shops.platform-host.net.', 'status.uptime-pages.com.', 'edge.cdn-meridian.net.'])}`));
  }
  if (random.chance(0.03)) {
    const child = random.pick(['eu', 'labs', 'corp']);
    records.push(record(child, 'NS', 86400, 'ns1.delegated-dns.net.'));
    records.push(record(child, 'NS', 86400, 'ns2.delegated-dns.net.'));
    records.push(record(child, 'DS', 86400, `${random.int(1, 65535)} 13 2 ${random.hex(64).toUpperCase()}`));
  }
  return [...records, ...hostAddresses(records, zoneName)];
}

/**
 * The addresses of the hosts a zone's NS, MX and SRV records name inside it: the provider's own
 * zones (meridian-dns.net holds ns1 and ns2, meridian-mail.net mx1 and mx2) need them, as name
 * servers refuse a zone without them. Fixed addresses, so that no other zone's records move.
 */
function hostAddresses(records: readonly RecordSpec[], zoneName: string): RecordSpec[] {
  const suffix = `.${zoneName}.`;
  const hosts = new Set<string>();
  for (const each of records) {
    if (each.type !== 'NS' && each.type !== 'MX' && each.type !== 'SRV') continue;
    const target = each.content.split(' ').at(-1) ?? '';
    if (target.endsWith(suffix)) hosts.add(target.slice(0, -suffix.length));
  }
  return [...hosts].flatMap((host, index) => [
    record(host, 'A', 86400, `${ipv4Prefixes[index % ipv4Prefixes.length]}${53 + index}`),
    record(host, 'AAAA', 86400, `2001:db8:53::${(index + 1).toString(16)}`),
  ]);
}

/** A reverse zone for 10.x.y.0/24 with PTR records pointing at the account's hosts. */
export function buildReverseZoneRecords(random: SeededRandom, hostZone: string, serial: number, count: number): RecordSpec[] {
  const records: RecordSpec[] = [record('@', 'SOA', 3600, soaContent(serial))];
  for (const nameserver of providerNameservers.slice(0, 2)) records.push(record('@', 'NS', 86400, `${nameserver}.`));
  const octets = random.sample(Array.from({ length: 254 }, (_, i) => i + 1), count).sort((a, b) => a - b);
  for (const octet of octets) {
    const host = random.pick(['mail', 'vpn', 'gw', 'app', 'db', 'web', 'proxy', 'ns', 'build', 'git']);
    records.push(record(String(octet), 'PTR', 3600, `${host}${octet}.${hostZone}.`));
  }
  return records;
}
