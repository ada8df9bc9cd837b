/**
 * Registry-lock focus of an intelligence item: its valuable domains (valuable-domains.ts) and
 * which of them are not under registry lock, unlocked first.
 */
import type { DatabaseSync } from 'node:sqlite';
import { valuableRule, type RegistryLockDomain, type RegistryLockFocusAnswer } from '../../../src/lib/schemas/intelligence-focus.ts';
import { focusItem, type ScopedItem } from './focus-item.ts';
import { valuableReasonsOf } from './valuable-domains.ts';

export function createRegistryLockFocus(db: DatabaseSync): (item: ScopedItem) => RegistryLockFocusAnswer {
  const results = db.prepare('SELECT id, domain_name, tld, category, monthly_visits, expires_at, registry_lock FROM intelligence_results WHERE item_id = ?');
  return (item) => {
    const rows = results.all(item.id);
    const list: RegistryLockDomain[] = [];
    for (const row of rows) {
      const result = {
        result_id: Number(row.id), domain_name: String(row.domain_name), tld: String(row.tld), category: String(row.category),
        monthly_visits: row.monthly_visits === null ? null : Number(row.monthly_visits), expires_at: row.expires_at === null ? null : String(row.expires_at),
        registry_lock: Number(row.registry_lock) === 1,
      };
      const reasons = valuableReasonsOf(result, item.primary_domain);
      if (reasons.length > 0) list.push({ ...result, reasons });
    }
    list.sort((a, b) => Number(a.registry_lock) - Number(b.registry_lock) || (b.monthly_visits ?? 0) - (a.monthly_visits ?? 0)
      || a.domain_name.localeCompare(b.domain_name));
    const locked = list.filter((entry) => entry.registry_lock).length;
    return {
      item: focusItem(item),
      rule: { min_monthly_visits: valuableRule.min_monthly_visits, categories: [...valuableRule.categories] },
      domains: rows.length,
      valuable: list.length,
      locked,
      unlocked: list.length - locked,
      list,
    };
  };
}
