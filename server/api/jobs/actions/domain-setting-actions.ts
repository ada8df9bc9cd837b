/**
 * `transfer_lock` and `privacy` on domains `{ enabled }` (DESIGN.md section 13): the registrar's
 * transfer lock and WHOIS privacy, through registrar.domain.transfer_lock / privacy, which act at
 * once and audit the change. Ineligible: not ours (external), no longer ours to change (transferred
 * out, in redemption or pending delete), what the operation refuses (a transfer lock under the
 * registry lock; privacy where the TLD allows none), and a setting that is already so (unchanged).
 */
import { domainPrivacy, domainTransferLock } from '../../platform/domain-settings.ts';
import type { PlatformOperation } from '../../platform/platform-operation.ts';
import type { ItemOutcome, JobAction, JobContext } from '../job-action.ts';
import { checkDomains, finishedStatuses, readDomain, refused, refusedOutcome, type DomainDecision, type DomainFacts } from './domain-facts.ts';
import { sayIn, type Say } from './job-messages.ts';
import { callOperation } from './platform-outcome.ts';

interface Setting {
  name: 'transfer_lock' | 'privacy';
  operation: PlatformOperation;
  /** Its messages' prefix in the platform catalogue. */
  messages: 'transferLock' | 'privacy';
  /** What the operation refuses besides a finished domain. */
  refuse(domain: DomainFacts, say: Say): DomainDecision | null;
}

const enabledOf = (context: JobContext) => context.options.enabled === true;

function decide(setting: Setting, domain: DomainFacts, say: Say, enabled: boolean): DomainDecision {
  const name = domain.name;
  if (domain.external) return refused('external', say('domain.external', { name }));
  if (finishedStatuses.includes(domain.status)) return refused('status', say(`${setting.messages}.finished`, { name, status: domain.status }));
  const refusal = setting.refuse(domain, say);
  if (refusal) return refusal;
  if (domain[setting.name] === enabled) return refused('unchanged', say(`${setting.messages}.${enabled ? 'alreadyOn' : 'alreadyOff'}`, { name }));
  return { eligible: true };
}

function settingAction(setting: Setting): JobAction {
  return {
    name: setting.name,
    resource: 'domains',
    permission: 'manage-domains',
    options: { type: 'object', additionalProperties: false, required: ['enabled'], properties: { enabled: { type: 'boolean' } } },
    check: (context, ids) => checkDomains(context, ids, (domain, say) => decide(setting, domain, say, enabledOf(context))),
    run(context, item): ItemOutcome {
      const say = sayIn(context.locale);
      const domain = readDomain(context, item.resource_id);
      if (!domain) return { state: 'failed', reason_key: 'not_found', reason: say('notFound') };
      const decision = decide(setting, domain, say, enabledOf(context));
      if (!decision.eligible) return refusedOutcome(decision);
      const answer = callOperation(context, setting.operation, { domain_id: domain.id, enabled: enabledOf(context) });
      return answer.ok ? { state: 'done', result: { ...(answer.result.result as object), message: answer.result.message } } : answer.outcome;
    },
  };
}

export const transferLockDomainsAction = settingAction({
  name: 'transfer_lock',
  operation: domainTransferLock,
  messages: 'transferLock',
  refuse: (domain, say) => (domain.registry_lock ? refused('registry_locked', say('transferLock.registryLocked', { name: domain.name })) : null),
});

export const privacyDomainsAction = settingAction({
  name: 'privacy',
  operation: domainPrivacy,
  messages: 'privacy',
  refuse: (domain, say) => (domain.privacy_supported ? null : refused('privacy_unsupported', say('privacy.unsupported', { tld: domain.tld }))),
});
