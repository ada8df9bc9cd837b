/**
 * The calls behind a domain's registry actions (DESIGN.md section 13, "Operations"): platform
 * calls `registrar.domain.*`, whose answer the data provider shows as the spec's toast (green
 * for code 200, red otherwise), and the reads the actions bar needs. Through the data provider
 * only (docs/ARCHITECTURE.md, "Layers").
 */
import type { AnswerOf } from '~/lib/contracts/api-contract';
import type { domainContracts } from '~/lib/contracts/domain-contracts';
import { call, getList, platformCall, type PlatformCallAnswer } from '~/lib/data';
import { flag, type DomainFacts, type TldFacts } from './action-availability';

/** The domain record as the API answers it (flags as 0/1). */
export interface DomainRecord {
  id: number;
  name: string;
  unicode_name?: string;
  tld: string;
  tld_id?: number;
  status: string;
  expires_at: string;
  renewal_period_years?: number;
  registry_lock?: number | boolean;
  transfer_lock?: number | boolean;
  privacy?: number | boolean;
  external?: number | boolean;
  version: number;
}

export function domainFacts(record: DomainRecord): DomainFacts {
  return {
    name: record.name,
    tld: record.tld,
    status: record.status,
    expires_at: record.expires_at,
    external: flag(record.external),
    registry_lock: flag(record.registry_lock),
    transfer_lock: flag(record.transfer_lock),
    privacy: flag(record.privacy),
  };
}

/** The catalogue's word on the domain's TLD (a list call: a TLD gone from the catalogue is no error page). */
export async function loadTld(tldId: number, signal: AbortSignal): Promise<TldFacts | undefined> {
  const { data } = await getList<Record<string, unknown>>({
    resource: 'tlds', limit: 1, pql: [{ field: 'id', operator: 'equals', values: [String(tldId)] }], signal,
  });
  const row = data[0];
  if (!row) return undefined;
  return {
    registry_lock_supported: flag(row.registry_lock_supported),
    privacy_supported: flag(row.privacy_supported),
    min_period_years: Number(row.min_period_years ?? 1),
    max_period_years: Number(row.max_period_years ?? 10),
  };
}

export interface PendingApproval {
  id: number;
  kind: string;
  expires_at: string;
  approver_name?: string;
}

/** The registry unlock of this domain that waits for its approver, if any (the API reads one past its time as expired). */
export async function loadPendingUnlock(domainId: number, signal: AbortSignal): Promise<PendingApproval | null> {
  const { data } = await getList<PendingApproval>({
    resource: 'approval_requests', limit: 1, sort: '-created_at',
    pql: [
      { field: 'domain_id', operator: 'equals', values: [String(domainId)] },
      { field: 'kind', operator: 'equals', values: ['registry_unlock'] },
      { field: 'status', operator: 'equals', values: ['pending'] },
    ],
    signal,
  });
  return data[0] ?? null;
}

/** What renewing costs a year, from the pricing rules (`POST domain_checks`); undefined when the API names no price. */
export async function renewalPrice(name: string, signal?: AbortSignal): Promise<{ amount: number; currency: string } | undefined> {
  const answer = await call<AnswerOf<typeof domainContracts.check>>('POST', 'domain_checks', { body: { names: [name] }, ...(signal ? { signal } : {}) });
  const prices = answer.data[0]?.prices;
  return prices ? { amount: prices.renew, currency: prices.currency } : undefined;
}

export interface RenewResult {
  name: string;
  expires: string;
  period_years: number;
  transaction?: { id: number; reference: string; amount: number; currency: string };
}

export interface UnlockResult {
  approval?: { id: number; status: string; expires_at: string };
  registry_lock?: boolean;
}

export interface AuthCodeResult {
  name: string;
  auth_code: string;
}

export interface RegistryInfo {
  name: string;
  unicode_name?: string;
  roid?: string;
  registry?: string;
  status?: string[];
  created?: string;
  expires?: string;
  updated?: string;
  nameservers?: string[];
  registry_lock?: boolean;
  transfer_lock?: boolean;
  auto_renew?: boolean;
  privacy?: boolean;
  dnssec?: { enabled: boolean; ds_records?: { key_tag: number; algorithm: number; digest_type: number; digest: string }[] };
}

/** Whether a platform call did what was asked (its toast is green). */
export function succeeded(answer: PlatformCallAnswer): boolean {
  return answer.result.actionResult === true && Number(answer.result.code) === 200;
}

export const domainCalls = {
  renew: (domainId: number, years: number) => platformCall<RenewResult>('registrar.domain.renew', { domain_id: domainId, period_years: years }),
  lock: (domainId: number) => platformCall('registrar.domain.lock', { domain_id: domainId }),
  unlock: (domainId: number) => platformCall<UnlockResult>('registrar.domain.unlock', { domain_id: domainId }),
  transferLock: (domainId: number, enabled: boolean) => platformCall('registrar.domain.transfer_lock', { domain_id: domainId, enabled }),
  privacy: (domainId: number, enabled: boolean) => platformCall('registrar.domain.privacy', { domain_id: domainId, enabled }),
  authCode: (domainId: number) => platformCall<AuthCodeResult>('registrar.domain.auth_code', { domain_id: domainId }),
  info: (domainId: number) => platformCall<RegistryInfo>('registrar.domain.info', { domain_id: domainId }),
};
