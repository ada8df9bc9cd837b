/** Accounts, users, the authentication log and the audit log. */
import { randomUUID } from 'node:crypto';
import { effectivePermissions } from '../../../../src/lib/permissions/effective-permissions.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ResourceBinding, WriteContext } from '../resource-binding.ts';
import { joinedFields, pricingEntityJoin } from './shared-joins.ts';

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Nobody but staff grants what they do not hold themselves. */
function refuseEscalation(values: Readonly<Record<string, unknown>>, { auth }: WriteContext): void {
  if (auth.can('staff') || (values.roles === undefined && values.abilities === undefined)) return;
  const granted = effectivePermissions({ roles: stringList(values.roles), abilities: stringList(values.abilities) });
  const beyond = [
    ...granted.roles.filter((role) => !auth.permissions.roles.includes(role)),
    ...granted.abilities.filter((ability) => !auth.permissions.abilities.includes(ability)),
  ];
  if (beyond.length > 0) {
    throw new ApiError(403, 'grant_not_held', `You cannot grant what you do not hold: ${beyond.join(', ')}.`, { details: { permissions: beyond } });
  }
}

export const accountBindings: readonly ResourceBinding[] = [
  {
    resource: 'accounts',
    table: 'accounts',
    auditType: 'account',
    joins: { pricing_entity: pricingEntityJoin },
    computed: joinedFields('pricing_entity', ['name']),
    references: { pricing_entity_id: 'pricing_entities' },
    prepareCreate: (_values, context) => {
      const id = randomUUID();
      // An account is its own group; a new one sits under the account it was created in.
      return { id, group_id: id, parent_group_id: context.groupId };
    },
  },
  {
    resource: 'users',
    table: 'users',
    auditType: 'user',
    hidden: ['password_hash', 'totp_secret', 'pulse_configuration'],
    checkWrite: refuseEscalation,
    checkRemove: ({ auth, before }) => {
      if (before?.id === auth.user.id) throw new ApiError(409, 'cannot_remove_self', 'You cannot delete your own user.');
    },
  },
  { resource: 'authentication-log', table: 'authentication_log', auditType: 'authentication_event', hidden: ['session_id'] },
  {
    resource: 'user-authentication-log',
    table: 'authentication_log',
    auditType: 'authentication_event',
    hidden: ['session_id'],
    parent: { parameter: 'userId', table: 'users', column: 'user_id' },
  },
  { resource: 'audit-log', table: 'audit_log', auditType: 'audit_entry', hidden: ['request_id'] },
];
