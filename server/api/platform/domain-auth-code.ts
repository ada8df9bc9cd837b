/**
 * registrar.domain.auth_code: a fresh transfer authorisation code. Refused while the domain is
 * registry-locked or not active; the audit entry records that a code was issued, never the code.
 */
import { randomInt } from 'node:crypto';
import { inTransaction } from '../db/in-transaction.ts';
import { auditDomain, findDomain } from './domain-lookup.ts';
import { domainOperationFields } from './domain-fields.ts';
import { failed, succeeded, type PlatformOperation } from './platform-operation.ts';
import { messagesIn } from './platform-messages.ts';

// No look-alike characters (0/O, 1/l/I), plus the punctuation registries require.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-+=!#';

function authCode(length = 16): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export const domainAuthCode: PlatformOperation = {
  name: 'registrar.domain.auth_code',
  permission: 'manage-domains',
  fields: domainOperationFields(),
  run(context) {
    return inTransaction(context.db, () => {
      const say = messagesIn(context.locale);
      const domain = findDomain(context);
      if (domain.status !== 'active') return failed(409, say('authCode.notActive', { name: domain.name, status: domain.status }));
      if (domain.registry_lock === 1) return failed(409, say('authCode.registryLocked', { name: domain.name }));
      const code = authCode();
      auditDomain(context, domain, 'auth_code', null, { auth_code_issued: true });
      return succeeded(say('authCode.issued', { name: domain.name }), { name: domain.name, auth_code: code });
    });
  },
};
