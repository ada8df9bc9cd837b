/**
 * `lock` and `unlock` on domains (DESIGN.md section 13): the registry lock, through
 * registrar.domain.lock / unlock. Locking is immediate; unlocking is a material change, so the
 * item waits on the approval request the operation makes (the approver's decision ends it).
 * Ineligible: not ours (external), no longer ours to change (transferred out, in redemption or
 * pending delete), a TLD without registry lock, already locked / unlocked, an unlock already waiting.
 */
import { domainLock, domainUnlock } from '../../platform/domain-lock.ts';
import type { PlatformOperation } from '../../platform/platform-operation.ts';
import type { ItemOutcome, JobAction, JobContext } from '../job-action.ts';
import { checkDomains, finishedStatuses, pendingOf, readDomain, refused, refusedOutcome, type DomainDecision, type DomainFacts } from './domain-facts.ts';
import { sayIn, type Say } from './job-messages.ts';
import { callOperation } from './platform-outcome.ts';

function decide(domain: DomainFacts, say: Say, locking: boolean): DomainDecision {
  const name = domain.name;
  if (domain.external) return refused('external', say('domain.external', { name }));
  if (finishedStatuses.includes(domain.status)) return refused('status', say('lock.finished', { name, status: domain.status }));
  if (!domain.registry_lock_supported) return refused('lock_unsupported', say('lock.unsupported', { tld: domain.tld }));
  if (locking) return domain.registry_lock ? refused('already_locked', say('lock.alreadyLocked', { name })) : { eligible: true };
  if (!domain.registry_lock) return refused('already_unlocked', say('unlock.alreadyUnlocked', { name }));
  const waiting = pendingOf(domain, 'registry_unlock');
  if (waiting) return refused('approval_pending', say('unlock.alreadyWaiting', { name, approver: waiting.approver_name, until: waiting.expires_at }));
  return { eligible: true };
}

function lockAction(name: 'lock' | 'unlock', operation: PlatformOperation): JobAction {
  const locking = name === 'lock';
  return {
    name,
    resource: 'domains',
    permission: 'manage-domains',
    options: { type: 'object', additionalProperties: false, properties: {} },
    check: (context, ids) => checkDomains(context, ids, (domain, say) => decide(domain, say, locking)),
    run(context: JobContext, item): ItemOutcome {
      const say = sayIn(context.locale);
      const domain = readDomain(context, item.resource_id);
      if (!domain) return { state: 'failed', reason_key: 'not_found', reason: say('notFound') };
      const decision = decide(domain, say, locking);
      if (!decision.eligible) return refusedOutcome(decision);
      const answer = callOperation(context, operation, { domain_id: domain.id });
      if (!answer.ok) return answer.outcome;
      const approval = (answer.result.result as { approval?: { id: number } } | null)?.approval;
      if (!locking && approval) return { state: 'waiting', approval_request_id: approval.id, reason: answer.result.message };
      return { state: 'done', result: { ...(answer.result.result as object), message: answer.result.message } };
    },
  };
}

export const lockDomainsAction = lockAction('lock', domainLock);
export const unlockDomainsAction = lockAction('unlock', domainUnlock);
