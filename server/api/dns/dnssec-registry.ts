/**
 * The registry side of DNSSEC: the DS set of a domain at its parent, changed by the platform call
 * `registrar.domain.ds.update` (spec section 7, platform calls). The registry refuses when the TLD
 * has no DNSSEC or the domain is in a state it cannot change; the caller's transaction then rolls
 * back, so registrar and DNS never disagree (DESIGN.md section 12, DNSSEC).
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { ApiError } from '../http/api-error.ts';
import type { DsMaterial } from './dnssec-material.ts';

export const dsUpdateOperation = 'registrar.domain.ds.update';

/** Domain states in which a registry takes DS changes. */
const changeableStates = new Set(['active', 'pending']);

export interface RegistryDomain {
  id: number;
  name: string;
  status: string;
  tld: string;
  dnssec_supported: boolean;
}

export interface DnssecRegistry {
  domainOf(domainId: number | null): RegistryDomain | undefined;
  /** Why the registry would refuse a DS change of this domain, or null when it would take it. */
  refusal(domain: RegistryDomain): ApiError | null;
  addDs(domain: RegistryDomain, groupId: string, keyId: number, ds: DsMaterial, at: string): void;
  removeDs(domain: RegistryDomain, keyId: number, at: string): void;
  removeAllDs(domain: RegistryDomain, at: string): void;
}

export function createDnssecRegistry(db: DatabaseSync): DnssecRegistry {
  const domain: StatementSync = db.prepare(`SELECT d.id, d.name, d.status, d.tld, t.dnssec_supported FROM domains d JOIN tlds t ON t.id = d.tld_id WHERE d.id = ?`);
  const insertDs: StatementSync = db.prepare(`INSERT INTO ds_records (group_id, domain_id, dnssec_key_id, key_tag, algorithm, digest_type, digest, status, submitted_at, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?)`);
  const removeForKey: StatementSync = db.prepare(`UPDATE ds_records SET status = 'removed', updated_at = ?, version = version + 1
    WHERE domain_id = ? AND dnssec_key_id = ? AND status <> 'removed'`);
  const removeAll: StatementSync = db.prepare(`UPDATE ds_records SET status = 'removed', updated_at = ?, version = version + 1 WHERE domain_id = ? AND status <> 'removed'`);
  const setEnabled: StatementSync = db.prepare('UPDATE domains SET dnssec_enabled = ?, updated_at = ?, version = version + 1 WHERE id = ? AND dnssec_enabled <> ?');

  return {
    domainOf(domainId) {
      if (domainId === null) return undefined;
      const row = domain.get(domainId);
      return row ? { id: Number(row.id), name: String(row.name), status: String(row.status), tld: String(row.tld), dnssec_supported: Number(row.dnssec_supported) === 1 } : undefined;
    },
    refusal(target) {
      if (!target.dnssec_supported) {
        return new ApiError(409, 'dnssec_unsupported', `The registry of .${target.tld} takes no DS records: DNSSEC cannot be turned on for ${target.name}.`, { details: { tld: target.tld } });
      }
      if (!changeableStates.has(target.status)) {
        return new ApiError(409, 'registry_refused', `The registry takes no DS change while ${target.name} is ${target.status}.`, { details: { status: target.status } });
      }
      return null;
    },
    addDs(target, groupId, keyId, ds, at) {
      insertDs.run(groupId, target.id, keyId, ds.key_tag, ds.algorithm, ds.digest_type, ds.digest, at, at, at);
      setEnabled.run(1, at, target.id, 1);
    },
    removeDs(target, keyId, at) {
      removeForKey.run(at, target.id, keyId);
    },
    removeAllDs(target, at) {
      removeAll.run(at, target.id);
      setEnabled.run(0, at, target.id, 0);
    },
  };
}
