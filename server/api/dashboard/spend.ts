/**
 * Spend per month and currency for the invoicing overview (DESIGN.md section 14), from the
 * transactions in scope: charges and adjustments count as they are signed, credits and refunds
 * are taken off (their absolute amount, however they were signed), payments are money received
 * and not spend, void transactions count for nothing. Net amounts (tax apart), in the currency's
 * minor unit, by the month of `transacted_at` (UTC). Every month of the period is answered, the
 * oldest first, ending with the current month; one GROUP BY in SQL.
 */
import { ApiError } from '../http/api-error.ts';
import { groupCondition, type GroupScope } from '../resources/group-scope.ts';
import type { StatementCache } from '../resources/statement-cache.ts';
import { defaultSpendMonths, maxSpendMonths, type SpendMonth } from './dashboard-types.ts';

/** The SQL of a transaction's spend (alias `t`). */
export const spendAmountSql = "CASE WHEN t.kind IN ('credit', 'refund') THEN -abs(t.amount) ELSE t.amount END";
export const spendKinds = ['charge', 'adjustment', 'credit', 'refund'] as const;

export function readSpendMonths(query: Readonly<Record<string, unknown>>): number {
  const raw = query.months;
  if (raw === undefined || raw === '') return defaultSpendMonths;
  if (typeof raw !== 'string' || !/^[0-9]{1,2}$/.test(raw) || Number(raw) < 1 || Number(raw) > maxSpendMonths) {
    throw new ApiError(400, 'invalid_parameter', `months must be a whole number from 1 to ${maxSpendMonths}.`, { details: { parameter: 'months' } });
  }
  return Number(raw);
}

/** The `count` months ending with the month of `now`, oldest first (`YYYY-MM`). */
export function spendMonthsOf(now: number, count: number): string[] {
  const date = new Date(now);
  const last = date.getUTCFullYear() * 12 + date.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const month = last - (count - 1) + index;
    return `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`;
  });
}

export interface SpendTotals {
  months: SpendMonth[];
  currencies: string[];
  totals: Record<string, number>;
}

export function spendOf(statements: StatementCache, scope: GroupScope, now: number, count: number): SpendTotals {
  const months = spendMonthsOf(now, count);
  const group = groupCondition(scope);
  const kinds = spendKinds.map(() => '?').join(', ');
  const sql = `SELECT substr(t.transacted_at, 1, 7) AS month, t.currency AS currency, sum(${spendAmountSql}) AS amount FROM transactions t
    WHERE t.kind IN (${kinds}) AND t.status != 'void' AND t.transacted_at >= ?${group ? ` AND ${group.sql}` : ''}
    GROUP BY month, currency`;
  const rows = statements.get(sql).all(...spendKinds, `${months[0]}-01`, ...(group?.params ?? []));
  const byMonth = new Map<string, Record<string, number>>(months.map((month) => [month, {}]));
  const totals: Record<string, number> = {};
  for (const row of rows) {
    const amounts = byMonth.get(String(row.month));
    if (!amounts) continue;
    const currency = String(row.currency);
    amounts[currency] = Number(row.amount);
    totals[currency] = (totals[currency] ?? 0) + Number(row.amount);
  }
  const currencies = Object.keys(totals).sort();
  return { months: months.map((month) => ({ month, amounts: byMonth.get(month)! })), currencies, totals };
}
