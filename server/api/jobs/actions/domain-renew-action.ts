/**
 * `renew` on domains (DESIGN.md section 13, bulk jobs): each domain renewed for `period_years`
 * (default its own renewal period) through registrar.domain.renew, which charges the renewal as
 * a transaction and audits both. Eligible: ours (not external), active or expired, no deletion
 * waiting for approval, a period the TLD takes, not beyond ten years ahead. Cost: the renewal
 * price of the account × years (orders/prices.ts, as the operation charges it).
 */
import { createPriceBook, type PriceBook } from '../../orders/prices.ts';
import { addYears, domainRenew, maxYearsAhead, renewableStatuses } from '../../platform/domain-renew.ts';
import type { ItemOutcome, JobAction, JobContext } from '../job-action.ts';
import { checkDomains, pendingOf, readDomain, refused, refusedOutcome, type DomainDecision, type DomainFacts } from './domain-facts.ts';
import { sayIn, type Say } from './job-messages.ts';
import { callOperation } from './platform-outcome.ts';

const yearsOption = (context: JobContext): number | undefined => (typeof context.options.period_years === 'number' ? context.options.period_years : undefined);

/** The price books of the accounts met so far (staff may name domains of many). */
function priceBooks(context: JobContext): (groupId: string) => PriceBook {
  const books = new Map<string, PriceBook>();
  return (groupId) => {
    let book = books.get(groupId);
    if (!book) {
      book = createPriceBook(context.statements, groupId);
      books.set(groupId, book);
    }
    return book;
  };
}

function decide(context: JobContext, domain: DomainFacts, say: Say, bookOf: (groupId: string) => PriceBook): DomainDecision {
  const name = domain.name;
  if (domain.external) return refused('external', say('domain.external', { name }));
  if (!renewableStatuses.includes(domain.status)) return refused('status', say('renew.notRenewable', { name, status: domain.status }));
  if (pendingOf(domain, 'domain_deletion')) return refused('approval_pending', say('renew.deletionWaiting', { name }));
  const years = yearsOption(context) ?? domain.renewal_period_years;
  if (years < domain.min_period_years || years > domain.max_period_years) {
    return refused('period_out_of_range', say('renew.periodOutOfRange', { tld: domain.tld, min: domain.min_period_years, max: domain.max_period_years, years }));
  }
  const expires = addYears(domain.expires_at, years);
  if (expires > addYears(context.now, maxYearsAhead)) return refused('too_far_ahead', say('renew.tooFarAhead', { name, years: maxYearsAhead }));
  const price = bookOf(domain.group_id).price(domain.product_id, 'renewal');
  return { eligible: true, cost: { amount: price.amountPerYear * years, currency: price.currency }, note: say('renew.note', { period: years, date: expires }) };
}

export const renewDomainsAction: JobAction = {
  name: 'renew',
  resource: 'domains',
  permission: 'manage-domains',
  options: {
    type: 'object',
    additionalProperties: false,
    properties: { period_years: { type: 'integer', minimum: 1, maximum: 10 } },
  },
  check(context, ids) {
    const bookOf = priceBooks(context);
    return checkDomains(context, ids, (domain, say) => decide(context, domain, say, bookOf));
  },
  run(context, item): ItemOutcome {
    const say = sayIn(context.locale);
    const domain = readDomain(context, item.resource_id);
    if (!domain) return { state: 'failed', reason_key: 'not_found', reason: say('notFound') };
    const decision = decide(context, domain, say, priceBooks(context));
    if (!decision.eligible) return refusedOutcome(decision);
    const answer = callOperation({ ...context, jobIntentId: item.intent_id }, domainRenew, { domain_id: domain.id, period_years: yearsOption(context) ?? domain.renewal_period_years });
    if (!answer.ok) return answer.outcome;
    const result = answer.result.result as { transaction?: { amount: number; currency: string } };
    return {
      state: 'done',
      result: { ...(result as object), message: answer.result.message },
      ...(result.transaction ? { cost: { amount: result.transaction.amount, currency: result.transaction.currency } } : {}),
    };
  },
};
