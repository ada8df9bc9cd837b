/** A user of an account as created or updated (passwords are set through the reset flow). */
import { allAbilityNames, allRoleNames } from '../permissions/permission-names.ts';
import { email, flag, listOf, nullable, oneOf, pattern, phone, recordSchema, text } from './schema-parts.ts';

export const userStatuses = ['active', 'invited', 'disabled'] as const;
export const signInMethods = ['password', 'sso'] as const;
export const userLanguages = ['en', 'es', 'ja', 'de', 'fr'] as const;

export const userSchema = recordSchema({
  title: 'User',
  properties: {
    username: pattern('^[a-z0-9][a-z0-9._-]{2,63}$', 64, { expects: 'username' }),
    name: text(200),
    email: email(),
    phone: nullable(phone()),
    job_title: nullable(text(100)),
    status: oneOf(userStatuses),
    sign_in_method: oneOf(signInMethods),
    language: oneOf(userLanguages),
    dark_theme: flag(),
    roles: listOf({ type: 'string', enum: allRoleNames() }, 60, { widget: 'multiselect' }),
    abilities: listOf({ type: 'string', enum: allAbilityNames() }, 60, { widget: 'multiselect' }),
  },
  required: ['username', 'name', 'email'],
  groups: {
    general: ['username', 'name', 'email', 'phone', 'job_title'],
    security: ['status', 'sign_in_method', 'roles', 'abilities'],
    preferences: ['language', 'dark_theme'],
  },
});
