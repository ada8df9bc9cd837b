/**
 * `nameservers` on domains `{ nameservers: 2..13 host names }` (DESIGN.md section 13): the
 * domain's name servers at the registry, written to domains.nameservers (a JSON list of lower-case
 * names without the final dot, as registrations write it) with the version bumped and an audit
 * `update`. Ineligible: not ours (external), no longer ours to change, locked at the registry
 * (serverUpdateProhibited holds every change), or already these name servers (in any order).
 */
import { hostname } from '../../../../src/lib/schemas/schema-parts.ts';
import { writeDomain } from '../../domains/domain-state.ts';
import type { ItemOutcome, JobAction, JobContext } from '../job-action.ts';
import { checkDomains, finishedStatuses, readDomain, refused, refusedOutcome, type DomainDecision, type DomainFacts } from './domain-facts.ts';
import { sayIn, type Say } from './job-messages.ts';

const normalised = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

function wantedOf(context: JobContext): string[] {
  const listed = Array.isArray(context.options.nameservers) ? context.options.nameservers.map((name) => normalised(String(name))) : [];
  return [...new Set(listed)];
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

function decide(domain: DomainFacts, say: Say, wanted: readonly string[]): DomainDecision {
  const name = domain.name;
  if (domain.external) return refused('external', say('domain.external', { name }));
  if (finishedStatuses.includes(domain.status)) return refused('status', say('nameservers.finished', { name, status: domain.status }));
  if (domain.registry_lock) return refused('registry_locked', say('nameservers.registryLocked', { name }));
  if (sameSet(domain.nameservers.map(normalised), wanted)) return refused('unchanged', say('nameservers.unchanged', { name }));
  return { eligible: true };
}

export const nameserversDomainsAction: JobAction = {
  name: 'nameservers',
  resource: 'domains',
  permission: 'manage-domains',
  options: {
    type: 'object',
    additionalProperties: false,
    required: ['nameservers'],
    properties: { nameservers: { type: 'array', minItems: 2, maxItems: 13, uniqueItems: true, items: hostname() } },
  },
  check: (context, ids) => checkDomains(context, ids, (domain, say) => decide(domain, say, wantedOf(context))),
  run(context, item): ItemOutcome {
    const say = sayIn(context.locale);
    const domain = readDomain(context, item.resource_id);
    if (!domain) return { state: 'failed', reason_key: 'not_found', reason: say('notFound') };
    const wanted = wantedOf(context);
    const decision = decide(domain, say, wanted);
    if (!decision.eligible) return refusedOutcome(decision);
    writeDomain(context.db, domain.id, { nameservers: JSON.stringify(wanted) }, context.now);
    const user = context.scope.auth.user;
    context.audit({
      groupId: domain.group_id, userId: user.id, username: user.username, area: 'domains', resourceType: 'domain', resourceId: domain.id,
      resourceName: domain.name, action: 'update', before: { nameservers: domain.nameservers }, after: { nameservers: wanted },
      ip: context.ip, requestId: context.requestId, at: context.now,
    });
    return { state: 'done', result: { name: domain.name, nameservers: wanted, message: say('nameservers.changed', { name: domain.name, nameservers: wanted.join(', ') }) } };
  },
};
