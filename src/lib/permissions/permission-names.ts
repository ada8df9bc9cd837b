/**
 * The permission vocabulary shared by the portal and the reference API.
 * Every area has the abilities view-<area> and manage-<area> and the roles
 * <area>-admin, <area>-manager and <area>-viewer; three named abilities and the
 * role staff stand apart.
 */
export const permissionAreas = [
  'domains',
  'dns',
  'ssls',
  'contacts',
  'accounts',
  'users',
  'products',
  'tlds',
  'blocks',
  'orders',
  'approvals',
  'invoicing',
  'watch',
  'intelligence',
  'reports',
  'tray',
] as const;

export type PermissionArea = (typeof permissionAreas)[number];

export const roleLevels = ['admin', 'manager', 'viewer'] as const;

export type RoleLevel = (typeof roleLevels)[number];

export const staffAbility = 'staff';
export const brandViewerAbility = 'brand-viewer';
export const prospectViewerAbility = 'prospect-viewer';
export const namedAbilities = [staffAbility, brandViewerAbility, prospectViewerAbility] as const;

export const staffRole = 'staff';

export function viewAbility(area: PermissionArea): string {
  return `view-${area}`;
}

export function manageAbility(area: PermissionArea): string {
  return `manage-${area}`;
}

export function areaRole(area: PermissionArea, level: RoleLevel): string {
  return `${area}-${level}`;
}

export function isPermissionArea(value: string): value is PermissionArea {
  return (permissionAreas as readonly string[]).includes(value);
}

/** Every ability name the system knows, in a stable order. */
export function allAbilityNames(): string[] {
  return [...namedAbilities, ...permissionAreas.flatMap((area) => [viewAbility(area), manageAbility(area)])];
}

/** Every role name the system knows, in a stable order. */
export function allRoleNames(): string[] {
  return [staffRole, ...permissionAreas.flatMap((area) => roleLevels.map((level) => areaRole(area, level)))];
}
