/**
 * DNSSEC of a zone as a state machine (DESIGN.md section 12, DNSSEC): unsigned → signing →
 * signed → unsigning → unsigned, with KSK and ZSK rollovers while signed. Each operation runs in
 * one transaction and answers the steps it took, each with the key tags then in the zone
 * (DNSKEY) and at the registry (DS): a DS is added only after its key is published and removed
 * before its key goes, so at no step does the registry name a key the zone does not publish.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { inTransaction } from '../db/in-transaction.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuditTrail } from '../resources/audit-trail.ts';
import type { Caller } from '../resources/resource-store.ts';
import { dsOf, newKey, type KeyRole } from './dnssec-material.ts';
import type { DnssecRegistry, RegistryDomain } from './dnssec-registry.ts';
import { dsUpdateOperation } from './dnssec-registry.ts';

export type SigningState = 'unsigned' | 'signing' | 'signed' | 'unsigning';
export type DnssecAction = 'enable' | 'disable' | 'rollover';

export interface SigningZone {
  id: number;
  group_id: string;
  name: string;
  domain_id: number | null;
  dnssec_status: SigningState;
}

export interface DnssecStep {
  code: 'state' | 'key_published' | 'key_active' | 'key_retired' | 'ds_added' | 'ds_removed' | 'no_registry';
  key_type?: KeyRole;
  key_tag?: number;
  state?: SigningState;
  /** The platform call that made the registry change, for the ds_ steps. */
  operation?: string;
  /** Key tags published in the zone (DNSKEY) and at the registry (DS) after this step. */
  dnskey: number[];
  ds: number[];
}

export interface DnssecSigning {
  run(zone: SigningZone, action: DnssecAction, keyType: KeyRole | undefined, caller: Caller, at: string): DnssecStep[];
}

const liveKeyStates = "('published', 'active')";

export function createDnssecSigning(db: DatabaseSync, registry: DnssecRegistry, audit: AuditTrail): DnssecSigning {
  const zoneState: StatementSync = db.prepare('SELECT dnssec_status FROM dns_zones WHERE id = ?');
  const setState: StatementSync = db.prepare('UPDATE dns_zones SET dnssec_status = ?, updated_at = ?, version = version + 1 WHERE id = ?');
  const insertKey: StatementSync = db.prepare(`INSERT INTO dnssec_keys (group_id, zone_id, domain_id, key_type, key_tag, flags, protocol, algorithm, public_key, status, activated_at, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'published', NULL, ?, ?)`);
  const activateKey: StatementSync = db.prepare("UPDATE dnssec_keys SET status = 'active', activated_at = ?, updated_at = ?, version = version + 1 WHERE id = ?");
  const retireKey: StatementSync = db.prepare("UPDATE dnssec_keys SET status = 'retired', retire_at = ?, updated_at = ?, version = version + 1 WHERE id = ?");
  const liveKeys: StatementSync = db.prepare(`SELECT id, key_type, key_tag, flags, protocol, algorithm, public_key FROM dnssec_keys WHERE zone_id = ? AND status IN ${liveKeyStates} ORDER BY id`);
  const dnskeyTags: StatementSync = db.prepare(`SELECT key_tag FROM dnssec_keys WHERE zone_id = ? AND status IN ${liveKeyStates} ORDER BY key_tag`);
  const dsTags: StatementSync = db.prepare("SELECT key_tag FROM ds_records WHERE domain_id = ? AND status <> 'removed' ORDER BY key_tag");

  return {
    run(zone, action, keyType, caller, at) {
      return inTransaction(db, () => {
        const state = String(zoneState.get(zone.id)?.dnssec_status ?? 'unsigned') as SigningState;
        const domain = registry.domainOf(zone.domain_id);
        const steps: DnssecStep[] = [];
        const step = (code: DnssecStep['code'], extra: Omit<DnssecStep, 'code' | 'dnskey' | 'ds'> = {}) => {
          steps.push({
            code, ...extra,
            dnskey: dnskeyTags.all(zone.id).map((row) => Number(row.key_tag)),
            ds: domain ? dsTags.all(domain.id).map((row) => Number(row.key_tag)) : [],
          });
        };
        const moveTo = (next: SigningState) => {
          setState.run(next, at, zone.id);
          step('state', { state: next });
        };
        const refuseAtRegistry = (target: RegistryDomain | undefined) => {
          const refusal = target ? registry.refusal(target) : null;
          if (refusal) throw refusal;
        };
        const publishKey = (role: KeyRole) => {
          const key = newKey(role);
          const id = Number(insertKey.run(zone.group_id, zone.id, zone.domain_id, key.key_type, key.key_tag, key.flags, key.protocol, key.algorithm, key.public_key, at, at).lastInsertRowid);
          step('key_published', { key_type: role, key_tag: key.key_tag });
          return { id, ...key };
        };
        const activate = (key: { id: number; key_type: KeyRole; key_tag: number }) => {
          activateKey.run(at, at, key.id);
          step('key_active', { key_type: key.key_type, key_tag: key.key_tag });
        };
        const retire = (key: { id: number; key_type: string; key_tag: number }) => {
          retireKey.run(at, at, key.id);
          step('key_retired', { key_type: key.key_type as KeyRole, key_tag: key.key_tag });
        };
        const addDs = (key: { id: number; flags: number; protocol: number; algorithm: number; public_key: string; key_tag: number }) => {
          if (!domain) return step('no_registry');
          registry.addDs(domain, zone.group_id, key.id, dsOf(zone.name, key), at);
          step('ds_added', { key_type: 'KSK', key_tag: key.key_tag, operation: dsUpdateOperation });
        };
        const wrongState = (expected: SigningState) =>
          new ApiError(409, 'dnssec_state', `DNSSEC of ${zone.name} is ${state}; this needs it ${expected}.`, { details: { state, expected } });
        const current = () => liveKeys.all(zone.id).map((row) => ({
          id: Number(row.id), key_type: String(row.key_type), key_tag: Number(row.key_tag), flags: Number(row.flags),
          protocol: Number(row.protocol), algorithm: Number(row.algorithm), public_key: String(row.public_key),
        }));

        if (action === 'enable') {
          if (state !== 'unsigned') throw wrongState('unsigned');
          refuseAtRegistry(domain);
          moveTo('signing');
          const ksk = publishKey('KSK');
          const zsk = publishKey('ZSK');
          activate(zsk);
          activate(ksk);
          addDs(ksk);
          moveTo('signed');
        } else if (action === 'disable') {
          if (state !== 'signed') throw wrongState('signed');
          // Keys never go while the registry still names them: a registry that refuses keeps the zone signed.
          if (domain) refuseAtRegistry({ ...domain, dnssec_supported: true });
          moveTo('unsigning');
          if (domain) {
            registry.removeAllDs(domain, at);
            step('ds_removed', { operation: dsUpdateOperation });
          }
          for (const key of current()) retire(key);
          moveTo('unsigned');
        } else {
          if (state !== 'signed') throw wrongState('signed');
          const role = keyType ?? 'ZSK';
          const old = current().filter((key) => key.key_type === role || (role === 'KSK' && key.key_type === 'CSK'));
          if (role === 'KSK') refuseAtRegistry(domain);
          const fresh = publishKey(role);
          if (role === 'KSK') addDs(fresh);
          activate(fresh);
          for (const key of old) {
            if (role === 'KSK' && domain) {
              registry.removeDs(domain, key.id, at);
              step('ds_removed', { key_type: 'KSK', key_tag: key.key_tag, operation: dsUpdateOperation });
            }
            retire(key);
          }
        }

        const user = caller.scope.auth.user;
        audit({
          groupId: zone.group_id, userId: user.id, username: user.username, area: 'dns', resourceType: 'dns_zone', resourceId: zone.id,
          resourceName: zone.name, action: `dnssec_${action}`,
          before: { state, ...(action === 'rollover' ? { key_type: keyType ?? 'ZSK' } : {}) },
          after: { state: String(zoneState.get(zone.id)?.dnssec_status), steps },
          ip: caller.ip, requestId: caller.requestId, at,
        });
        return steps;
      });
    },
  };
}
