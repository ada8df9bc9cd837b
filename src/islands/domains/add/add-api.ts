/**
 * Adding existing domains (`POST domain_additions`; issue 12, item 3): a dry run says per line
 * whether it becomes a transfer, an external domain or is refused, and why; the real call
 * makes the transfers one order and inserts the external domains. Through the data provider
 * only (docs/ARCHITECTURE.md, "Layers").
 */
import { call, getList } from '~/lib/data';
import { escapeWildcards } from '~/lib/pql';
import type { AdditionLine } from './add-lines';

export interface AdditionRow {
  /** The index of the line in the lines sent. */
  line: number;
  name: string;
  unicode_name?: string;
  outcome: 'transfer' | 'external' | 'refused';
  reason_key?: string;
  reason?: string;
  reason_values?: Record<string, string>;
  /** What the transfer costs, in minor units (a number with the answer's currency, or an amount and currency). */
  price?: number | { amount: number; currency: string } | null;
  currency?: string;
}

export interface CreatedOrder {
  id: number;
  reference?: string;
  status?: string;
  amount?: number;
  currency?: string;
}

export interface AdditionAnswer {
  data: AdditionRow[];
  orders?: CreatedOrder[];
}

/** The price of a row as amount and currency, whichever way the API wrote it. */
export function rowPrice(row: AdditionRow): { amount: number; currency: string } | undefined {
  if (row.price === null || row.price === undefined) return undefined;
  if (typeof row.price === 'number') return row.currency ? { amount: row.price, currency: row.currency } : undefined;
  return typeof row.price.amount === 'number' && row.price.currency ? row.price : undefined;
}

export async function addDomains(lines: readonly AdditionLine[], dryRun: boolean, signal?: AbortSignal): Promise<AdditionAnswer> {
  const answer = await call<Partial<AdditionAnswer>>('POST', 'domain_additions', {
    body: { lines, ...(dryRun ? { dry_run: true } : {}) },
    ...(signal ? { signal } : {}),
  });
  return { data: answer.data ?? [], ...(answer.orders ? { orders: answer.orders } : {}) };
}

/** The ids of domains now in the account, by name (to link the external ones just added). */
export async function domainIdsByName(names: readonly string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const { data } = await getList<{ id: number; name: string }>({
    resource: 'domains', limit: names.length, pql: [{ field: 'name', operator: 'equals', values: names.map(escapeWildcards) }],
  });
  return new Map(data.map((row) => [row.name.toLowerCase(), row.id]));
}
