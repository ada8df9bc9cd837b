/**
 * Which of a prospect's domains are valuable, for the registry-lock focus: the item's primary
 * domain, or a domain of its portfolio (category `portfolio`) with at least a million visits a month
 * (the result's `monthly_visits`). The answer carries the rule so the page can say it.
 */
import { valuableRule, type ValuableReason } from '../../../src/lib/schemas/intelligence-focus.ts';

export function valuableReasonsOf(result: { domain_name: string; category: string; monthly_visits: number | null }, primaryDomain: string): ValuableReason[] {
  const reasons: ValuableReason[] = [];
  if (result.domain_name === primaryDomain) reasons.push('primary_domain');
  if ((valuableRule.categories as readonly string[]).includes(result.category) && (result.monthly_visits ?? 0) >= valuableRule.min_monthly_visits) {
    reasons.push('portfolio_traffic');
  }
  return reasons;
}
