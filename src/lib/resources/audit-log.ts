/**
 * Audit entries, for the log screens: `audit_log?resource=<declaration name>` is an area's log
 * (/domains/log …), `<apiPath>/{id}/log` a record's (/domains/{id}/log …).
 */
import { auditEntrySchema } from '../schemas/audit-entry.ts';
import { areaPermissions, column, entityLabel, listed, readOnly, section } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const auditLog: ResourceDeclaration = {
  name: 'audit-log',
  apiPath: 'audit_log',
  label: entityLabel('audit-log'),
  icon: 'i-lucide-history',
  // Entries are readable by whoever may view the area they belong to; see the API.
  area: 'accounts',
  permissions: areaPermissions('accounts'),
  displayField: 'action',
  columns: [
    column('id', 'number', { sortable: true }),
    listed('created_at', 'datetime'),
    listed('username', 'text'),
    column('user_id', 'number', { sortable: true }),
    listed('action', 'text'),
    column('area', 'text', { sortable: true }),
    column('resource_type', 'text', { sortable: true }),
    column('resource_id', 'text', { sortable: true }),
    listed('resource_name', 'text'),
    column('before', 'json', { operators: ['contains'] }),
    column('after', 'json', { operators: ['contains'] }),
    column('ip', 'text'),
  ],
  defaultSort: '-created_at',
  sections: [
    section('general', ['created_at', 'username', 'action', 'area', 'resource_type', 'resource_id', 'resource_name', 'ip']),
    section('changes', ['before', 'after']),
  ],
  schema: auditEntrySchema,
  operations: readOnly,
  routes: {},
};
