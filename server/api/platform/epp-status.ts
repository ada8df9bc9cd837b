/** The registry-side (EPP, RFC 5731) status codes of a domain as the portal stores it. */
import type { DomainRow } from './domain-lookup.ts';

const byStatus: Readonly<Record<string, readonly string[]>> = {
  pending: ['pendingCreate'],
  pending_transfer: ['pendingTransfer'],
  expired: ['clientHold'],
  redemption: ['redemptionPeriod', 'pendingDelete'],
  pending_delete: ['pendingDelete'],
  suspended: ['serverHold'],
};

export function eppStatusCodes(domain: DomainRow): string[] {
  const codes = [...(byStatus[domain.status] ?? [])];
  if (domain.transfer_lock === 1) codes.push('clientTransferProhibited');
  if (domain.registry_lock === 1) codes.push('serverUpdateProhibited', 'serverDeleteProhibited', 'serverTransferProhibited');
  return codes.length === 0 ? ['ok'] : codes;
}
