/**
 * A domain as the lifecycle's changes read and write it (DESIGN.md section 13): its state,
 * locks, contacts and its TLD's redemption period, and one way to apply a change to its row
 * (the version bumped, updated_at stamped). Used where a change is asked (domain deletions and
 * contact changes), where an approval applies it, and by the platform operations.
 */
import type { DatabaseSync } from 'node:sqlite';

export interface DomainState {
  id: number;
  group_id: string;
  name: string;
  status: string;
  registry_lock: number;
  registered_at: string;
  auto_renew: number;
  external: number;
  redemption_period_days: number;
  registrant_contact_id: number | null;
  admin_contact_id: number | null;
  tech_contact_id: number | null;
  billing_contact_id: number | null;
}

/** The domain by id, in whatever account: the caller checks that it is the caller's. */
export function readDomainState(db: DatabaseSync, id: number): DomainState | undefined {
  return db
    .prepare(`SELECT d.id, d.group_id, d.name, d.status, d.registry_lock, d.registered_at, d.auto_renew, d.external, tld.redemption_period_days,
      d.registrant_contact_id, d.admin_contact_id, d.tech_contact_id, d.billing_contact_id
      FROM domains d JOIN tlds tld ON tld.id = d.tld_id WHERE d.id = ?`)
    .get(id) as unknown as DomainState | undefined;
}

/** Applies a change to the domain's row. */
export function writeDomain(db: DatabaseSync, id: number, changes: Readonly<Record<string, string | number | null>>, now: string): void {
  const names = Object.keys(changes);
  db.prepare(`UPDATE domains SET ${names.map((name) => `${name} = ?`).join(', ')}, updated_at = ?, version = version + 1 WHERE id = ?`)
    .run(...names.map((name) => changes[name] ?? null), now, id);
}
