/**
 * The account column (`account.name`, declared once as accountColumn in src/lib/resources):
 * every account-scoped table reaches its account through group_id, so the join is made here
 * rather than written into each binding.
 */
import type { ResourceDeclaration } from '../../../src/lib/resources/resource-declaration.ts';
import { joinedFields } from './bindings/shared-joins.ts';
import type { ResourceBinding } from './resource-binding.ts';

export const groupAccountJoin = 'LEFT JOIN accounts account ON account.id = t.group_id';

export function withAccountColumn(declaration: ResourceDeclaration, binding: ResourceBinding): ResourceBinding {
  if (!declaration.columns.some((column) => column.allAccountsOnly)) return binding;
  const problem = (text: string) => new Error(`resource ${declaration.name}: ${text}`);
  if (binding.catalogue) throw problem('a catalogue has no account column');
  if (binding.joins?.account) throw problem('the account column needs the join name "account", which the binding uses');
  const columns = declaration.columns.filter((column) => column.allAccountsOnly).map((column) => column.field.replace(/^account\./, ''));
  return {
    ...binding,
    joins: { ...binding.joins, account: groupAccountJoin },
    computed: { ...binding.computed, ...joinedFields('account', columns) },
  };
}
