/** Sign-in events of the account's users (/users/authentication-log). */
import { authenticationEventSchema, authenticationEvents, authenticationMethods, authenticationOutcomes } from '../schemas/authentication-event.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, listed, readOnly, section } from './declaration-parts.ts';
import type { ColumnDeclaration, ResourceDeclaration } from './resource-declaration.ts';

export const authenticationLogColumns: readonly ColumnDeclaration[] = [
  column('id', 'number', { sortable: true }),
  listed('created_at', 'datetime'),
  listed('username', 'text'),
  column('user_id', 'number', { sortable: true }),
  enumColumn('event', authenticationEvents, { listed: true }),
  enumColumn('outcome', authenticationOutcomes, { listed: true }),
  enumColumn('method', authenticationMethods, { listed: true }),
  column('reason', 'text', { sortable: true }),
  listed('ip', 'text'),
  column('user_agent', 'text'),
];

export const authenticationLog: ResourceDeclaration = accountScoped({
  name: 'authentication-log',
  apiPath: 'authentication_log',
  label: entityLabel('authentication-log'),
  icon: 'i-lucide-key-round',
  area: 'users',
  permissions: areaPermissions('users'),
  displayField: 'event',
  columns: authenticationLogColumns,
  defaultSort: '-created_at',
  sections: [section('general', ['created_at', 'username', 'event', 'outcome', 'method', 'reason']), section('technical', ['ip', 'user_agent'])],
  schema: authenticationEventSchema,
  operations: readOnly,
  routes: { list: '/users/authentication-log' },
});
