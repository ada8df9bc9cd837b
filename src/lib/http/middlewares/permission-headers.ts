/**
 * Step 5: the `roles` and `abilities` answer headers (JSON arrays) replace the stored ones when
 * they differ, except on the answers to login, two_factor_codes and login_sso.
 */
import type { ConfiguredMiddleware } from 'wretch';
import type { ReadableAtom } from 'nanostores';
import type { StoredUser } from '../../session/session-types.ts';
import { syncsPermissions } from '../request-rules.ts';
import type { DescribeTarget } from './describe-target.ts';

function stringList(header: string | null): string[] | undefined {
  if (header === null) return undefined;
  try {
    const value: unknown = JSON.parse(header);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

export interface PermissionHeadersOptions {
  user: ReadableAtom<StoredUser | null>;
  syncPermissions: (roles: string[], abilities: string[]) => void;
  describe: DescribeTarget;
}

export function syncPermissionsFromHeaders(headers: Headers, { user, syncPermissions }: Omit<PermissionHeadersOptions, 'describe'>): void {
  const stored = user.get();
  const roles = stringList(headers.get('roles'));
  const abilities = stringList(headers.get('abilities'));
  if (!stored || (!roles && !abilities)) return;
  const nextRoles = roles ?? stored.roles;
  const nextAbilities = abilities ?? stored.abilities;
  if (sameList(nextRoles, stored.roles) && sameList(nextAbilities, stored.abilities)) return;
  syncPermissions(nextRoles, nextAbilities);
}

export function permissionHeadersStep(options: PermissionHeadersOptions): ConfiguredMiddleware {
  return (next) => async (url, requestOptions) => {
    const response = await next(url, requestOptions);
    if (syncsPermissions(options.describe(url, requestOptions.method))) syncPermissionsFromHeaders(response.headers, options);
    return response;
  };
}
