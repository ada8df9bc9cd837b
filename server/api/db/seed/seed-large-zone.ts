/**
 * The benchmark's large zone (DESIGN.md section 12, "Scale"), seeded only when asked for
 * (SEED_LARGE_ZONE): the demo customer's first zone is topped up to that many records — hosts
 * with A, AAAA, TXT, CNAME and MX records under generated names — keeping its SOA and apex NS.
 */
import { demoCustomerKey } from './fixtures/account-catalogue.ts';
import { ipv4, ipv6 } from './dns-record-set.ts';
import type { SeedContext } from './seed-context.ts';

export interface LargeZone {
  zoneId: number;
  domainId: number;
  name: string;
  records: number;
}

export function seedLargeZone(context: SeedContext, recordCount: number): LargeZone {
  const { db } = context;
  const random = context.random.fork('large-zone');
  const account = context.accounts.find((candidate) => candidate.fixture.key === demoCustomerKey);
  const domain = account?.domains.find((candidate) => candidate.zoneId !== null);
  if (!account || !domain || domain.zoneId === null) throw new Error('the demo customer has no zone to grow');
  const zoneId = domain.zoneId;
  const existing = Number(db.prepare('SELECT count(*) AS n FROM dns_records WHERE zone_id = ?').get(zoneId)?.n);
  const insert = db.prepare('INSERT INTO dns_records (group_id, zone_id, name, type, ttl, priority, content, comment, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const words = ['app', 'api', 'web', 'shop', 'mail', 'cdn', 'edge', 'db', 'vpn', 'git', 'ci', 'status', 'docs', 'auth', 'img'];
  const regions = ['eu', 'us', 'ap', 'uk', 'de', 'jp'];
  let added = 0;
  for (let index = 0; existing + added < recordCount; index += 1) {
    const host = `${random.pick(words)}-${String(index).padStart(5, '0')}.${random.pick(regions)}`;
    const ttl = random.pick([300, 600, 3600, 3600, 86400]);
    const at = context.now;
    const kind = random.weighted([['A', 0.5], ['AAAA', 0.2], ['TXT', 0.12], ['CNAME', 0.12], ['MX', 0.06]] as const);
    const comment = random.chance(0.05) ? `Ticket OPS-${random.int(1000, 9999)}` : null;
    if (kind === 'A') insert.run(account.id, zoneId, host, 'A', ttl, null, ipv4(random), comment, at, at);
    else if (kind === 'AAAA') insert.run(account.id, zoneId, host, 'AAAA', ttl, null, ipv6(random), comment, at, at);
    else if (kind === 'TXT') insert.run(account.id, zoneId, host, 'TXT', ttl, null, `"owner=${random.pick(words)}-team; id=${random.hex(12)}"`, comment, at, at);
    else if (kind === 'CNAME') insert.run(account.id, zoneId, host, 'CNAME', ttl, null, `${random.pick(words)}.${domain.name}.`, comment, at, at);
    else insert.run(account.id, zoneId, host, 'MX', ttl, random.pick([10, 20, 30]), `mx${random.int(1, 4)}.meridian-mail.net.`, comment, at, at);
    added += 1;
  }
  return { zoneId, domainId: domain.id, name: domain.name, records: existing + added };
}
