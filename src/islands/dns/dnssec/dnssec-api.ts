/**
 * DNSSEC calls of a zone (DESIGN.md section 12, DNSSEC; the API's "DNSSEC of a zone"): its state,
 * keys and DS, and the actions that move it. Through the data provider only (docs/ARCHITECTURE.md, "Layers").
 */
import type { AnswerOf } from '~/lib/contracts/api-contract';
import type { dnssecContracts, keyRoles, signingStates } from '~/lib/contracts/dnssec-contracts';
import { dnssecRoutes } from '~/lib/contracts/dnssec-routes';
import { callContract } from '~/lib/data/contract-call';

export type SigningState = (typeof signingStates)[number];
export type KeyRole = (typeof keyRoles)[number];

/** The zone's signing state, keys and DS records, as its contract answers them. */
export type DnssecView = AnswerOf<typeof dnssecContracts.view>;
export type DnssecKey = DnssecView['keys'][number];
export type DsRecord = DnssecView['ds'][number];
export type DnssecStep = AnswerOf<typeof dnssecContracts.enable>['steps'][number];

export type DnssecAction = { action: 'enable' | 'disable' } | { action: 'rollover'; keyType: KeyRole };

export const dnssecOf = (zoneId: number, signal?: AbortSignal) => callContract<typeof dnssecContracts.view>(dnssecRoutes.view, { params: { zoneId }, ...(signal ? { signal } : {}) });

export function runDnssecAction(zoneId: number, request: DnssecAction) {
  if (request.action === 'rollover') return callContract<typeof dnssecContracts.rollover>(dnssecRoutes.rollover, { params: { zoneId }, body: { key_type: request.keyType } });
  if (request.action === 'disable') return callContract<typeof dnssecContracts.disable>(dnssecRoutes.disable, { params: { zoneId } });
  return callContract<typeof dnssecContracts.enable>(dnssecRoutes.enable, { params: { zoneId } });
}
