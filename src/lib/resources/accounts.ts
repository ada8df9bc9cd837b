/** Accounts (groups): staff see every account, a customer only their own (/accounts). */
import { accountKinds, accountSchema, accountStatuses } from '../schemas/account.ts';
import { areaPermissions, catalogueEditable, column, entityLabel, enumColumn, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const accounts: ResourceDeclaration = {
  name: 'accounts',
  apiPath: 'accounts',
  label: entityLabel('accounts'),
  icon: 'i-lucide-building-2',
  area: 'accounts',
  permissions: areaPermissions('accounts'),
  displayField: 'name',
  columns: [
    // Account ids are the 36-character group ids, not numbers.
    column('id', 'text', { sortable: true }),
    ...standardColumns.filter((entry) => entry.field !== 'id'),
    listed('name', 'text'),
    listed('reference', 'text'),
    enumColumn('kind', accountKinds, { listed: true }),
    enumColumn('status', accountStatuses, { listed: true }),
    column('legal_name', 'text', { sortable: true }),
    column('country_code', 'text', { sortable: true, listed: true }),
    column('default_currency', 'text', { sortable: true }),
    column('parent_group_id', 'text'),
    column('pricing_entity_id', 'number'),
    column('pricing_entity.name', 'text'),
    column('account_manager', 'text', { sortable: true }),
    column('contact_email', 'text'),
    column('approver_name', 'text', { sortable: true }),
    column('approver_email', 'text'),
    column('order_approval_threshold', 'money', { currencyField: 'default_currency' }),
  ],
  defaultSort: '-created_at',
  sections: [
    section('general', ['name', 'reference', 'kind', 'status', 'legal_name', 'country_code', 'parent_group_id']),
    section('billing', ['default_currency', 'pricing_entity_id', 'pricing_entity.name']),
    section('contact', ['account_manager', 'contact_email', 'phone']),
    section('approver', ['approver_name', 'approver_email', 'order_approval_threshold']),
    section('notes', ['notes']),
  ],
  schema: accountSchema,
  operations: catalogueEditable,
  routes: { list: '/accounts', record: '/accounts/{id}', log: '/accounts/{id}/log', areaLog: '/accounts/log' },
};
