import { describe, expect, it } from 'vitest';
import { expandAbilities, expandRoles } from '../../src/lib/permissions/expand-permissions.ts';
import { effectivePermissions, grantsPermission } from '../../src/lib/permissions/effective-permissions.ts';
import { allAbilityNames, allRoleNames } from '../../src/lib/permissions/permission-names.ts';

describe('role and ability expansion', () => {
  it('grants manager and viewer with admin, viewer with manager, for any prefix', () => {
    expect(expandRoles(['dns-admin'])).toEqual(['dns-admin', 'dns-manager', 'dns-viewer']);
    expect(expandRoles(['ssls-manager'])).toEqual(['ssls-manager', 'ssls-viewer']);
    expect(expandRoles(['admin'])).toEqual(['admin', 'manager', 'viewer']);
    expect(expandRoles(['staff', 'watch-viewer'])).toEqual(['staff', 'watch-viewer']);
  });

  it('grants view-x with manage-x and is idempotent', () => {
    expect(expandAbilities(['manage-domains', 'staff'])).toEqual(['manage-domains', 'view-domains', 'staff']);
    const once = expandRoles(['domains-admin', 'domains-manager']);
    expect(expandRoles(once)).toEqual(once);
  });

  it('turns roles into the abilities they carry', () => {
    const staff = effectivePermissions({ roles: ['staff'], abilities: [] });
    expect(grantsPermission(staff, 'staff')).toBe(true);
    expect(staff.abilities).toEqual(expect.arrayContaining(['manage-accounts', 'view-accounts', 'manage-intelligence']));
    const viewer = effectivePermissions({ roles: ['contacts-viewer'], abilities: ['prospect-viewer'] });
    expect(viewer.abilities.sort()).toEqual(['prospect-viewer', 'view-contacts']);
  });

  it('names every role and ability once', () => {
    expect(new Set(allRoleNames()).size).toBe(allRoleNames().length);
    expect(allAbilityNames()).toEqual(expect.arrayContaining(['staff', 'brand-viewer', 'prospect-viewer', 'view-tray', 'manage-tray']));
  });
});
