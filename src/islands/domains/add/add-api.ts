/**
 * Adding existing domains (`POST domain_additions`; issue 12, item 3): a dry run says per line
 * whether it becomes a transfer, an external domain or is refused, and why; the real call
 * makes the transfers one order and inserts the external domains. Through the data provider
 * only (docs/ARCHITECTURE.md, "Layers").
 */
import type { AnswerOf } from '~/lib/contracts/api-contract';
import type { domainContracts } from '~/lib/contracts/domain-contracts';
import { call, getList } from '~/lib/data';
import { escapeWildcards } from '~/lib/pql';
import type { AdditionLine } from './add-lines';

/** The lines judged (each by its index in the lines sent; a transfer with its price in minor units), and the orders made (none on a dry run). */
export type AdditionAnswer = AnswerOf<typeof domainContracts.add>;
export type AdditionRow = AdditionAnswer['data'][number];

export async function addDomains(lines: readonly AdditionLine[], dryRun: boolean, signal?: AbortSignal): Promise<AdditionAnswer> {
  const answer = await call<AdditionAnswer>('POST', 'domain_additions', {
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
