/** A contact's registry handles (/contacts/{id}/registry-handles). */
import { registryHandleSchema, registryHandleStatuses } from '../schemas/registry-handle.ts';
import { areaPermissions, column, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const registryHandles: ResourceDeclaration = {
  name: 'registry-handles',
  apiPath: 'contacts/{contactId}/registry_handles',
  parent: { parameter: 'contactId', resource: 'contacts' },
  label: entityLabel('registry-handles'),
  icon: 'i-lucide-fingerprint',
  area: 'contacts',
  permissions: areaPermissions('contacts'),
  displayField: 'handle',
  columns: [
    ...standardColumns,
    listed('registry', 'text'),
    listed('handle', 'text'),
    column('tld_id', 'number'),
    enumColumn('status', registryHandleStatuses, { listed: true }),
    listed('synced_at', 'datetime'),
  ],
  defaultSort: '-created_at',
  sections: [section('general', ['registry', 'handle', 'tld_id', 'status', 'synced_at'])],
  schema: registryHandleSchema,
  operations: fullyEditable,
  routes: { list: '/contacts/{id}/registry-handles' },
};
