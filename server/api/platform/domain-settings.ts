/**
 * registrar.domain.transfer_lock { enabled } (the registrar's clientTransferProhibited) and
 * registrar.domain.privacy { enabled } (WHOIS privacy, where the TLD allows it). Both act at once
 * on a domain that is still ours; a transfer-lock change is refused while the registry lock holds
 * every change (serverUpdateProhibited). Audited as `transfer_lock` / `privacy`.
 */
import { inTransaction } from '../db/in-transaction.ts';
import { auditDomain, findDomain, updateDomain, type DomainRow } from './domain-lookup.ts';
import { domainOperationFields } from './domain-fields.ts';
import { failed, succeeded, type PlatformCallContext, type PlatformOperation, type PlatformResult } from './platform-operation.ts';

const finishedStatuses = ['transferred_out', 'pending_delete', 'redemption'];

function settingFields(): Record<string, unknown> {
  return { ...domainOperationFields({ enabled: { type: 'boolean' } }), required: ['enabled'] };
}

function setting(options: {
  name: string;
  column: 'transfer_lock' | 'privacy';
  label: string;
  refuse(domain: DomainRow): PlatformResult | null;
}): PlatformOperation {
  return {
    name: options.name,
    permission: 'manage-domains',
    fields: settingFields(),
    run(context: PlatformCallContext) {
      return inTransaction(context.db, () => {
        const domain = findDomain(context);
        const enabled = context.fields.enabled === true;
        if (finishedStatuses.includes(domain.status)) return failed(409, `${domain.name} is ${domain.status.replaceAll('_', ' ')}; its ${options.label} cannot change.`);
        const refused = options.refuse(domain);
        if (refused) return refused;
        const result = { name: domain.name, [options.column]: enabled };
        if ((domain[options.column] === 1) === enabled) return succeeded(`The ${options.label} of ${domain.name} is already ${enabled ? 'on' : 'off'}.`, result);
        updateDomain(context, domain.id, { [options.column]: enabled ? 1 : 0 });
        auditDomain(context, domain, options.column, { [options.column]: !enabled }, { [options.column]: enabled });
        return succeeded(`The ${options.label} of ${domain.name} is now ${enabled ? 'on' : 'off'}.`, result);
      });
    },
  };
}

export const domainTransferLock = setting({
  name: 'registrar.domain.transfer_lock',
  column: 'transfer_lock',
  label: 'transfer lock',
  refuse: (domain) => (domain.registry_lock === 1 ? failed(409, `${domain.name} is locked at the registry; unlock it before changing its transfer lock.`) : null),
});

export const domainPrivacy = setting({
  name: 'registrar.domain.privacy',
  column: 'privacy',
  label: 'WHOIS privacy',
  refuse: (domain) => (domain.privacy_supported !== 1 ? failed(422, `The .${domain.tld} registry allows no WHOIS privacy.`) : null),
});
