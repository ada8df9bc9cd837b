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
import { messagesIn } from './platform-messages.ts';

const finishedStatuses = ['transferred_out', 'pending_delete', 'redemption'];

function settingFields(): Record<string, unknown> {
  return { ...domainOperationFields({ enabled: { type: 'boolean' } }), required: ['enabled'] };
}

type Say = ReturnType<typeof messagesIn>;

function setting(options: {
  name: string;
  column: 'transfer_lock' | 'privacy';
  /** Its messages' keys: `transferLock.nowOn` … (platform-messages.ts). */
  messages: 'transferLock' | 'privacy';
  refuse(domain: DomainRow, say: Say): PlatformResult | null;
}): PlatformOperation {
  return {
    name: options.name,
    permission: 'manage-domains',
    fields: settingFields(),
    run(context: PlatformCallContext) {
      return inTransaction(context.db, () => {
        const say = messagesIn(context.locale);
        const domain = findDomain(context);
        const enabled = context.fields.enabled === true;
        if (finishedStatuses.includes(domain.status)) return failed(409, say(`${options.messages}.finished`, { name: domain.name, status: domain.status }));
        const refused = options.refuse(domain, say);
        if (refused) return refused;
        const result = { name: domain.name, [options.column]: enabled };
        if ((domain[options.column] === 1) === enabled) return succeeded(say(`${options.messages}.${enabled ? 'alreadyOn' : 'alreadyOff'}`, { name: domain.name }), result);
        updateDomain(context, domain.id, { [options.column]: enabled ? 1 : 0 });
        auditDomain(context, domain, options.column, { [options.column]: !enabled }, { [options.column]: enabled });
        return succeeded(say(`${options.messages}.${enabled ? 'nowOn' : 'nowOff'}`, { name: domain.name }), result);
      });
    },
  };
}

export const domainTransferLock = setting({
  name: 'registrar.domain.transfer_lock',
  column: 'transfer_lock',
  messages: 'transferLock',
  refuse: (domain, say) => (domain.registry_lock === 1 ? failed(409, say('transferLock.registryLocked', { name: domain.name })) : null),
});

export const domainPrivacy = setting({
  name: 'registrar.domain.privacy',
  column: 'privacy',
  messages: 'privacy',
  refuse: (domain, say) => (domain.privacy_supported !== 1 ? failed(422, say('privacy.unsupported', { tld: domain.tld })) : null),
});
