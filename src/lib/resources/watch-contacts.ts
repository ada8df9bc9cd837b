/** Who a watch notifies (/watch/{id}/contacts). */
import { watchContactRoles, watchContactSchema } from '../schemas/watch-contact.ts';
import { areaPermissions, column, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const watchContacts: ResourceDeclaration = {
  name: 'watch-contacts',
  apiPath: 'watches/{watchId}/contacts',
  parent: { parameter: 'watchId', resource: 'watches' },
  label: entityLabel('watch-contacts'),
  icon: 'i-lucide-bell-ring',
  area: 'watch',
  permissions: areaPermissions('watch'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    listed('email', 'text'),
    enumColumn('role', watchContactRoles, { listed: true }),
    column('notify', 'boolean', { listed: true }),
    column('contact_id', 'number'),
  ],
  defaultSort: 'name',
  sections: [section('general', ['name', 'email', 'role', 'notify', 'contact_id'])],
  schema: watchContactSchema,
  operations: fullyEditable,
  routes: { list: '/watch/{id}/contacts' },
};
