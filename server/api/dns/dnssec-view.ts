/**
 * What GET …/dnssec answers: the zone's signing state, its keys (live ones first, then the last
 * retired), the DNSKEY records it publishes and the DS records at the registry, each also as one
 * line of presentation format to copy (DESIGN.md section 12, DNSSEC).
 */
import type { DatabaseSync, SQLOutputValue, StatementSync } from 'node:sqlite';
import type { AnswerOf } from '../../../src/lib/contracts/api-contract.ts';
import type { dnssecContracts } from '../../../src/lib/contracts/dnssec-contracts.ts';
import type { DnssecRegistry } from './dnssec-registry.ts';

type View = AnswerOf<typeof dnssecContracts.view>;

const textOrNull = (value: SQLOutputValue | undefined): string | null => (value === null || value === undefined ? null : String(value));

/** How many retired keys the view still shows. */
const retiredShown = 6;

export interface DnssecView {
  of(zoneId: number): View;
}

export function createDnssecView(db: DatabaseSync, registry: DnssecRegistry): DnssecView {
  const zone: StatementSync = db.prepare('SELECT id, name, domain_id, dnssec_status, default_ttl FROM dns_zones WHERE id = ?');
  const keys: StatementSync = db.prepare(`SELECT id, key_type, key_tag, flags, protocol, algorithm, public_key, status, activated_at, retire_at, created_at FROM dnssec_keys
    WHERE zone_id = ? AND (status IN ('published', 'active') OR id IN (SELECT id FROM dnssec_keys WHERE zone_id = ? AND status IN ('retired', 'revoked') ORDER BY id DESC LIMIT ${retiredShown}))
    ORDER BY status IN ('retired', 'revoked'), key_type, id DESC`);
  const ds: StatementSync = db.prepare(`SELECT id, dnssec_key_id, key_tag, algorithm, digest_type, digest, status, submitted_at FROM ds_records
    WHERE domain_id = ? AND status <> 'removed' ORDER BY key_tag, digest_type`);

  return {
    of(zoneId) {
      const row = zone.get(zoneId)!;
      const owner = `${String(row.name)}.`;
      const domain = registry.domainOf(row.domain_id === null ? null : Number(row.domain_id));
      const keyRows = keys.all(zoneId, zoneId).map((key) => {
        const live = key.status === 'published' || key.status === 'active';
        return {
          id: Number(key.id), key_type: String(key.key_type) as View['keys'][number]['key_type'], key_tag: Number(key.key_tag), flags: Number(key.flags), protocol: Number(key.protocol),
          algorithm: Number(key.algorithm), status: String(key.status) as View['keys'][number]['status'],
          activated_at: textOrNull(key.activated_at), retire_at: textOrNull(key.retire_at), created_at: String(key.created_at),
          public_key: String(key.public_key),
          dnskey: live ? `${owner} ${Number(row.default_ttl)} IN DNSKEY ${Number(key.flags)} ${Number(key.protocol)} ${Number(key.algorithm)} ${String(key.public_key)}` : null,
        };
      });
      return {
        zone_id: zoneId,
        zone_name: String(row.name),
        state: String(row.dnssec_status) as View['state'],
        domain: domain ? { id: domain.id, name: domain.name, tld: domain.tld, status: domain.status, dnssec_supported: domain.dnssec_supported } : null,
        keys: keyRows,
        ds: domain
          ? ds.all(domain.id).map((entry) => ({
            id: Number(entry.id), dnssec_key_id: entry.dnssec_key_id === null ? null : Number(entry.dnssec_key_id), key_tag: Number(entry.key_tag),
            algorithm: Number(entry.algorithm), digest_type: Number(entry.digest_type), digest: String(entry.digest), status: String(entry.status) as View['ds'][number]['status'],
            submitted_at: textOrNull(entry.submitted_at),
            record: `${owner} IN DS ${Number(entry.key_tag)} ${Number(entry.algorithm)} ${Number(entry.digest_type)} ${String(entry.digest)}`,
          }))
          : [],
      };
    },
  };
}
