/**
 * registrar.domain.lock and registrar.domain.unlock: the registry lock, where the TLD offers it.
 * Locking is immediate. Unlocking is a material change (DESIGN.md section 13): it creates a
 * `registry_unlock` approval request mailed to the account's approver and answers code 200
 * saying whom it waits for, with `approval: { id, status, expires_at }` — never the public id,
 * which only the approver's mail holds. The lock is lifted when the approver approves.
 */
import { inTransaction } from '../db/in-transaction.ts';
import { requestApproval } from '../approvals/request-approval.ts';
import { auditDomain, findDomain, updateDomain } from './domain-lookup.ts';
import { domainOperationFields } from './domain-fields.ts';
import { failed, succeeded, type PlatformOperation } from './platform-operation.ts';
import { messagesIn } from './platform-messages.ts';

export const domainLock: PlatformOperation = {
  name: 'registrar.domain.lock',
  permission: 'manage-domains',
  fields: domainOperationFields(),
  run(context) {
    return inTransaction(context.db, () => {
      const say = messagesIn(context.locale);
      const domain = findDomain(context);
      if (domain.registry_lock_supported !== 1) return failed(422, say('lock.unsupported', { tld: domain.tld }));
      if (domain.registry_lock === 1) return succeeded(say('lock.alreadyLocked', { name: domain.name }), { name: domain.name, registry_lock: true });
      updateDomain(context, domain.id, { registry_lock: 1 });
      auditDomain(context, domain, 'lock', { registry_lock: false }, { registry_lock: true });
      return succeeded(say('lock.locked', { name: domain.name }), { name: domain.name, registry_lock: true });
    });
  },
};

export const domainUnlock: PlatformOperation = {
  name: 'registrar.domain.unlock',
  permission: 'manage-domains',
  fields: domainOperationFields(),
  run(context) {
    return inTransaction(context.db, () => {
      const say = messagesIn(context.locale);
      const domain = findDomain(context);
      if (domain.registry_lock_supported !== 1) return failed(422, say('lock.unsupported', { tld: domain.tld }));
      if (domain.registry_lock !== 1) return succeeded(say('unlock.alreadyUnlocked', { name: domain.name }), { name: domain.name, registry_lock: false });
      const waiting = context.statements
        .get("SELECT id, approver_name, expires_at FROM approval_requests WHERE domain_id = ? AND kind = 'registry_unlock' AND status = 'pending' ORDER BY id DESC LIMIT 1")
        .get(domain.id);
      if (waiting) {
        return succeeded(say('unlock.alreadyWaiting', { name: domain.name, approver: String(waiting.approver_name), until: String(waiting.expires_at) }), {
          name: domain.name, registry_lock: true, approval: { id: Number(waiting.id), status: 'pending', expires_at: String(waiting.expires_at) },
        });
      }
      const user = context.scope.auth.user;
      const approval = requestApproval(
        { db: context.db, audit: context.audit, now: context.now, ip: context.ip, requestId: context.requestId, portalUrl: context.portalUrl },
        {
          groupId: domain.group_id, kind: 'registry_unlock', domainId: domain.id, domainName: domain.name,
          changes: { registry_lock: { before: 'locked', after: 'unlocked' } }, payload: { registry_lock: false },
          requestedBy: { id: user.id, username: user.username, name: user.name },
        },
      );
      const approver = String(context.statements.get('SELECT approver_name FROM approval_requests WHERE id = ?').get(approval.id)?.approver_name ?? say('unlock.someApprover'));
      auditDomain(context, domain, 'unlock_requested', { registry_lock: true }, { registry_lock: true, approval_request_id: approval.id });
      return succeeded(say('unlock.waiting', { name: domain.name, approver, until: approval.expires_at }), {
        name: domain.name, registry_lock: true, approval: { id: approval.id, status: 'pending', expires_at: approval.expires_at },
      });
    });
  },
};
