/** Brand blocks (/blocks). */
import { blockKinds, blockSchema, blockStatuses } from '../schemas/block.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const blocks: ResourceDeclaration = accountScoped({
  name: 'blocks',
  apiPath: 'blocks',
  label: entityLabel('blocks'),
  icon: 'i-lucide-shield-ban',
  area: 'blocks',
  permissions: areaPermissions('blocks'),
  displayField: 'label',
  columns: [
    ...standardColumns,
    listed('label', 'text'),
    enumColumn('kind', blockKinds, { listed: true }),
    listed('provider', 'text'),
    column('product_id', 'number'),
    enumColumn('status', blockStatuses, { listed: true }),
    column('trademark_name', 'text', { sortable: true }),
    column('trademark_number', 'text'),
    column('trademark_jurisdiction', 'text', { sortable: true }),
    column('tld_count', 'number', { sortable: true }),
    column('starts_at', 'date', { sortable: true }),
    listed('expires_at', 'date'),
    column('auto_renew', 'boolean'),
  ],
  defaultSort: '-created_at',
  sections: [
    section('general', ['label', 'kind', 'provider', 'product_id', 'status', 'tld_count']),
    section('trademark', ['trademark_name', 'trademark_number', 'trademark_jurisdiction']),
    section('dates', ['starts_at', 'expires_at', 'auto_renew']),
    section('notes', ['notes']),
  ],
  schema: blockSchema,
  operations: fullyEditable,
  routes: { list: '/blocks', record: '/blocks/{id}' },
});
