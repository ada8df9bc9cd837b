/**
 * `export` on domains (DESIGN.md section 13, bulk jobs): each domain's fields as its item's
 * result, which the job's CSV (GET jobs/{id}/items.csv) adds as columns after position, item,
 * outcome and reason. Reads only (view-domains): nothing changes, nothing is audited. Every
 * domain of the account exports, one managed at another registrar too.
 *
 * Values are flat, as a CSV cell takes them: text, true/false, and the name servers as one text
 * separated by spaces.
 */
import type { ItemOutcome, JobAction } from '../job-action.ts';
import { checkDomains, readDomain, type DomainFacts } from './domain-facts.ts';
import { sayIn } from './job-messages.ts';

export const exportColumns = ['name', 'status', 'expires_at', 'registry_lock', 'transfer_lock', 'privacy', 'nameservers', 'auto_renew'] as const;

function exported(domain: DomainFacts): Record<(typeof exportColumns)[number], string | boolean> {
  return {
    name: domain.name,
    status: domain.status,
    expires_at: domain.expires_at,
    registry_lock: domain.registry_lock,
    transfer_lock: domain.transfer_lock,
    privacy: domain.privacy,
    nameservers: domain.nameservers.join(' '),
    auto_renew: domain.auto_renew,
  };
}

export const exportDomainsAction: JobAction = {
  name: 'export',
  resource: 'domains',
  permission: 'view-domains',
  options: { type: 'object', additionalProperties: false, properties: {} },
  csvColumns: exportColumns,
  check: (context, ids) => checkDomains(context, ids, () => ({ eligible: true })),
  run(context, item): ItemOutcome {
    const domain = readDomain(context, item.resource_id);
    if (!domain) return { state: 'failed', reason_key: 'not_found', reason: sayIn(context.locale)('notFound') };
    return { state: 'done', result: exported(domain) };
  },
};
