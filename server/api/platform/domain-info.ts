/** registrar.domain.info: the registry's view of a domain (status codes, dates, nameservers, locks, DS data). */
import { findDomain } from './domain-lookup.ts';
import { eppStatusCodes } from './epp-status.ts';
import { domainOperationFields } from './domain-fields.ts';
import { failed, succeeded, type PlatformOperation } from './platform-operation.ts';
import { messagesIn } from './platform-messages.ts';

export const domainInfo: PlatformOperation = {
  name: 'registrar.domain.info',
  permission: 'view-domains',
  fields: domainOperationFields(),
  run(context) {
    const say = messagesIn(context.locale);
    const domain = findDomain(context);
    if (domain.status === 'transferred_out') {
      return failed(404, say('info.transferredOut', { name: domain.name }), { name: domain.name });
    }
    const ds = context.statements
      .get('SELECT key_tag, algorithm, digest_type, digest FROM ds_records WHERE domain_id = ? AND status IN (\'submitted\', \'active\') ORDER BY key_tag')
      .all(domain.id);
    return succeeded(say('info.answered', { name: domain.name }), {
      name: domain.name,
      unicode_name: domain.unicode_name,
      roid: `D${domain.id}-${domain.tld.toUpperCase().replaceAll('.', '_')}`,
      registry: domain.registry_operator,
      status: eppStatusCodes(domain),
      created: domain.registered_at,
      expires: domain.expires_at,
      updated: domain.updated_at,
      nameservers: JSON.parse(domain.nameservers) as unknown,
      registry_lock: domain.registry_lock === 1,
      transfer_lock: domain.transfer_lock === 1,
      auto_renew: domain.auto_renew === 1,
      dnssec: { enabled: domain.dnssec_enabled === 1, ds_records: ds },
    });
  },
};
