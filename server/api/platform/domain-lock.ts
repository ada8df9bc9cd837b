/** registrar.domain.lock and registrar.domain.unlock: the registry lock, where the TLD offers it. */
import { inTransaction } from '../db/in-transaction.ts';
import { auditDomain, findDomain, updateDomain } from './domain-lookup.ts';
import { domainOperationFields } from './domain-fields.ts';
import { failed, succeeded, type PlatformOperation } from './platform-operation.ts';

function lockOperation(lock: boolean): PlatformOperation {
  return {
    name: lock ? 'registrar.domain.lock' : 'registrar.domain.unlock',
    permission: 'manage-domains',
    fields: domainOperationFields(),
    run(context) {
      return inTransaction(context.db, () => {
        const domain = findDomain(context);
        if (domain.registry_lock_supported !== 1) return failed(422, `The .${domain.tld} registry offers no registry lock.`);
        if ((domain.registry_lock === 1) === lock) {
          return succeeded(`${domain.name} is already ${lock ? 'locked' : 'unlocked'}.`, { name: domain.name, registry_lock: lock });
        }
        updateDomain(context, domain.id, { registry_lock: lock ? 1 : 0 });
        auditDomain(context, domain, lock ? 'lock' : 'unlock', { registry_lock: !lock }, { registry_lock: lock });
        return succeeded(`${domain.name} is now ${lock ? 'locked' : 'unlocked'} at the registry.`, { name: domain.name, registry_lock: lock });
      });
    },
  };
}

export const domainLock = lockOperation(true);
export const domainUnlock = lockOperation(false);
