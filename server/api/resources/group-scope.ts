/**
 * Who may act in which account (DESIGN.md section 9). The context is the account's
 * 36-character id. A customer acts only in their own account: another account answers 404,
 * as an unknown one does, so ids of other accounts cannot be probed. Staff act in any account;
 * in their own account they see every account's records ("staff in all accounts", spec
 * section 6).
 */
import type { FastifyRequest } from 'fastify';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { contextIdentifierLength } from '../../../src/lib/validation/context-identifier.ts';
import type { RequestAuth } from '../auth/authenticate.ts';
import { ApiError, unauthorized } from '../http/api-error.ts';

export interface GroupScope {
  auth: RequestAuth;
  context: string;
  /** Staff in their own account: no account filter. */
  allAccounts: boolean;
  isStaff: boolean;
}

export function notFound(message = 'No such record in this account.'): ApiError {
  return new ApiError(404, 'not_found', message);
}

export interface GroupScopeResolver {
  (request: FastifyRequest, context: unknown): GroupScope;
}

export function createGroupScopeResolver(db: DatabaseSync): GroupScopeResolver {
  const accountExists: StatementSync = db.prepare('SELECT 1 AS found FROM accounts WHERE id = ?');
  return (request, context) => {
    const auth = request.auth;
    if (!auth) throw unauthorized('missing_token', 'Sign in first.');
    if (typeof context !== 'string' || [...context].length !== contextIdentifierLength) {
      throw new ApiError(400, 'invalid_context', `The context must be an account id of ${contextIdentifierLength} characters.`);
    }
    if (!auth.canActIn(context) || !accountExists.get(context)) throw notFound('No such account.');
    const isStaff = auth.can('staff');
    return { auth, context, isStaff, allAccounts: isStaff && context === auth.user.group_id };
  };
}

/** The SQL condition limiting a group-scoped table (alias `t`) to the scope. */
export function groupCondition(scope: GroupScope, column = 't.group_id'): { sql: string; params: string[] } | null {
  return scope.allAccounts ? null : { sql: `${column} = ?`, params: [scope.context] };
}

/** Whether a record of the given account is visible in the scope. */
export function inScope(scope: GroupScope, groupId: unknown): boolean {
  return scope.allAccounts || groupId === scope.context;
}
