/**
 * What a user may do: their stored roles and abilities, expanded, plus the abilities their
 * roles carry. "<area>-admin" and "<area>-manager" carry manage-<area>, "<area>-viewer"
 * carries view-<area>, and the role staff carries the staff ability and manage-<area>
 * for every area. The API sends the result in the roles and abilities headers.
 */
import { expandAbilities, expandRoles } from './expand-permissions.ts';
import {
  isPermissionArea,
  manageAbility,
  permissionAreas,
  staffAbility,
  staffRole,
  viewAbility,
} from './permission-names.ts';

export interface PermissionGrants {
  roles: readonly string[];
  abilities: readonly string[];
}

export interface EffectivePermissions {
  roles: string[];
  abilities: string[];
}

const areaRolePattern = /^([a-z][a-z-]*)-(admin|manager|viewer)$/;

export function abilitiesCarriedByRole(role: string): string[] {
  if (role === staffRole) return [staffAbility, ...permissionAreas.map(manageAbility)];
  const match = areaRolePattern.exec(role);
  if (!match) return [];
  const [, area, level] = match;
  if (!area || !isPermissionArea(area)) return [];
  return [level === 'viewer' ? viewAbility(area) : manageAbility(area)];
}

export function effectivePermissions(grants: PermissionGrants): EffectivePermissions {
  const roles = expandRoles(grants.roles);
  const abilities = expandAbilities([...grants.abilities, ...roles.flatMap(abilitiesCarriedByRole)]);
  return { roles, abilities };
}

/** True when the name is among the roles or the abilities. */
export function grantsPermission(permissions: EffectivePermissions, name: string): boolean {
  return permissions.roles.includes(name) || permissions.abilities.includes(name);
}
