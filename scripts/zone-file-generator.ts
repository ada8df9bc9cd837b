/**
 * A large zone file for bench:dns (DESIGN.md section 12, "Scale"; zone files of about 100 000
 * records, 5 MB): the apex SOA and NS the seed gives every zone, then hosts under names of
 * their own (`imp-000001` …, none the seeded large zone has) with A, AAAA, TXT, CNAME and MX
 * records in about the large zone's mix, a name per record, some TTLs left to `$TTL`. The same
 * count gives the same file.
 */
import { hostmaster, providerNameservers } from '../server/api/db/seed/dns-record-set.ts';

export interface GeneratedZoneFile {
  text: string;
  /** Records written, the SOA and apex NS among them. */
  records: number;
  bytes: number;
}

const kinds = ['A', 'A', 'A', 'A', 'A', 'AAAA', 'AAAA', 'TXT', 'CNAME', 'MX'] as const;
const words = ['app', 'api', 'web', 'shop', 'mail', 'cdn', 'edge', 'db', 'vpn', 'git'];
const ttls = [300, 600, 3600, 86400];

export function generateZoneFile(zoneName: string, recordCount: number): GeneratedZoneFile {
  const lines = [
    `; ${zoneName}: ${recordCount} generated records`,
    `$ORIGIN ${zoneName}.`,
    '$TTL 3600',
    `@ 3600 IN SOA ${providerNameservers[0]}. ${hostmaster}. 1 7200 900 1209600 300`,
    ...providerNameservers.map((nameserver) => `@ 86400 IN NS ${nameserver}.`),
  ];
  const hosts = recordCount - 1 - providerNameservers.length;
  for (let index = 0; index < hosts; index += 1) {
    const name = `imp-${String(index).padStart(6, '0')}`;
    const kind = kinds[index % kinds.length]!;
    const word = words[Math.floor(index / kinds.length) % words.length]!;
    const ttl = index % 3 === 0 ? '' : ` ${ttls[index % ttls.length]}`;
    const octet = (index % 254) + 1;
    if (kind === 'A') lines.push(`${name}${ttl} IN A 198.51.100.${octet}`);
    else if (kind === 'AAAA') lines.push(`${name}${ttl} IN AAAA 2001:db8:${(index % 65536).toString(16)}::${octet.toString(16)}`);
    else if (kind === 'TXT') lines.push(`${name}${ttl} IN TXT "owner=${word}-team; id=${index.toString(16).padStart(12, '0')}"`);
    else if (kind === 'CNAME') lines.push(`${name}${ttl} IN CNAME ${word}.${zoneName}.`);
    else lines.push(`${name}${ttl} IN MX ${10 * ((index % 3) + 1)} mx${(index % 4) + 1}.meridian-mail.net.`);
  }
  const text = `${lines.join('\n')}\n`;
  return { text, records: hosts + 1 + providerNameservers.length, bytes: Buffer.byteLength(text) };
}
