/**
 * DNSSEC calls of a zone (DESIGN.md section 12, DNSSEC; the API's "DNSSEC of a zone"): its state,
 * keys and DS, and the actions that move it. Through the data provider only (docs/ARCHITECTURE.md, "Layers").
 */
import { call } from '~/lib/data';

export type SigningState = 'unsigned' | 'signing' | 'signed' | 'unsigning';
export type KeyRole = 'KSK' | 'ZSK';

export interface DnssecKey {
  id: number;
  key_type: string;
  key_tag: number;
  flags: number;
  algorithm: number;
  status: string;
  activated_at: string | null;
  retire_at: string | null;
  created_at: string;
  dnskey: string | null;
}

export interface DsRecord {
  id: number;
  key_tag: number;
  algorithm: number;
  digest_type: number;
  digest: string;
  status: string;
  record: string;
}

export interface DnssecStep {
  code: 'state' | 'key_published' | 'key_active' | 'key_retired' | 'ds_added' | 'ds_removed' | 'no_registry';
  state?: SigningState;
  key_type?: KeyRole;
  key_tag?: number;
  operation?: string;
  dnskey: number[];
  ds: number[];
}

export interface DnssecView {
  zone_id: number;
  zone_name: string;
  state: SigningState;
  domain: { id: number; name: string; tld: string; status: string; dnssec_supported: boolean } | null;
  keys: DnssecKey[];
  ds: DsRecord[];
}

export type DnssecAction = { action: 'enable' | 'disable' } | { action: 'rollover'; keyType: KeyRole };

const path = (zoneId: number, rest = '') => `zones/${zoneId}/dnssec${rest}`;

export const dnssecOf = (zoneId: number, signal?: AbortSignal) => call<DnssecView>('GET', path(zoneId), signal ? { signal } : {});

export function runDnssecAction(zoneId: number, request: DnssecAction) {
  if (request.action === 'rollover') return call<DnssecView & { steps: DnssecStep[] }>('POST', path(zoneId, '/rollover'), { body: { key_type: request.keyType } });
  return call<DnssecView & { steps: DnssecStep[] }>('POST', path(zoneId, `/${request.action}`));
}
