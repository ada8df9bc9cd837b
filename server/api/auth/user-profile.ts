/** The stored user record of spec section 3, as GET /profile answers it, with expanded permissions. */
import { effectivePermissions, type EffectivePermissions } from '../../../src/lib/permissions/effective-permissions.ts';
import type { UserRow } from './user-store.ts';

export interface UserProfile {
  id: number;
  group_id: string;
  username: string;
  name: string;
  email: string;
  roles: string[];
  abilities: string[];
  dark_theme: boolean;
  language: string;
  pulse_configuration: Record<string, unknown>;
  two_factor_enabled: boolean;
  sign_in_method: 'password' | 'sso';
}

export function permissionsOf(user: UserRow): EffectivePermissions {
  return effectivePermissions({ roles: user.roles, abilities: user.abilities });
}

export function userProfile(user: UserRow): UserProfile {
  const { roles, abilities } = permissionsOf(user);
  return {
    id: user.id,
    group_id: user.group_id,
    username: user.username,
    name: user.name,
    email: user.email,
    roles,
    abilities,
    dark_theme: user.dark_theme,
    language: user.language,
    pulse_configuration: user.pulse_configuration,
    two_factor_enabled: user.totp_secret !== null,
    sign_in_method: user.sign_in_method,
  };
}
