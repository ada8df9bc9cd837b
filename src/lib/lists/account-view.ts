/**
 * Staff in all accounts (spec section 6) see every account's records in one list, so a top-level
 * list offers the columns declared for that view (the record's account). A list nested in a record
 * holds one account's records, and everyone else has one account: they never see those columns.
 */
import type { ColumnDeclaration, ResourceDeclaration } from '../resources/resource-declaration.ts';

type ViewSource = { columns: readonly ColumnDeclaration[]; parent?: ResourceDeclaration['parent'] };

export function columnsForView<T extends ViewSource>(declaration: T, allAccounts: boolean): T {
  if ((allAccounts && !declaration.parent) || !declaration.columns.some((column) => column.allAccountsOnly)) return declaration;
  return { ...declaration, columns: declaration.columns.filter((column) => !column.allAccountsOnly) };
}
