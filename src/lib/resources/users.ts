/** Users of the account (/users, /users/{id}, /users/{id}/log, /users/log). */
import { userSchema, userStatuses, signInMethods, userLanguages } from '../schemas/user.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const users: ResourceDeclaration = accountScoped({
  name: 'users',
  apiPath: 'users',
  label: entityLabel('users'),
  icon: 'i-lucide-users',
  area: 'users',
  permissions: areaPermissions('users'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('username', 'text'),
    listed('name', 'text'),
    listed('email', 'text'),
    enumColumn('status', userStatuses, { listed: true }),
    enumColumn('sign_in_method', signInMethods),
    enumColumn('language', userLanguages),
    column('job_title', 'text', { sortable: true }),
    column('phone', 'text'),
    column('roles', 'json', { operators: ['contains', 'equals'] }),
    column('abilities', 'json', { operators: ['contains', 'equals'] }),
    listed('last_login_at', 'datetime'),
    column('password_changed_at', 'datetime', { sortable: true }),
  ],
  defaultSort: '-created_at',
  sections: [
    section('general', ['username', 'name', 'email', 'phone', 'job_title']),
    section('security', ['status', 'sign_in_method', 'roles', 'abilities', 'last_login_at', 'password_changed_at']),
    section('preferences', ['language', 'dark_theme']),
  ],
  schema: userSchema,
  operations: fullyEditable,
  routes: { list: '/users', record: '/users/{id}', log: '/users/{id}/log', areaLog: '/users/log' },
});
