import { describe, expect, it } from 'vitest';
import { can, holdsPermission, isStaffInAllAccounts, isViewVisible } from '~/lib/permissions/can';

const noView = { hidden: [], highlight: {} };
const admin = { roles: ['domains-admin'], abilities: ['manage-ssls'], group_id: 'g1' };

describe('permission checks', () => {
  it('expands roles and abilities', () => {
    expect(holdsPermission(admin, 'domains-manager')).toBe(true);
    expect(holdsPermission(admin, 'domains-viewer')).toBe(true);
    expect(holdsPermission(admin, 'view-ssls')).toBe(true);
    expect(holdsPermission(admin, 'manage-domains')).toBe(false);
    expect(holdsPermission({ roles: ['domains-viewer'], abilities: [] }, 'domains-admin')).toBe(false);
    expect(holdsPermission(null, 'view-ssls')).toBe(false);
  });

  it('hides a permission for the portal view unless the check skips it', () => {
    const view = { hidden: ['view-ssls'], highlight: {} };
    expect(can(admin, view, 'view-ssls')).toBe(false);
    expect(can(admin, view, 'view-ssls', { skipHidden: true })).toBe(true);
    expect(can(admin, view, 'manage-ssls')).toBe(true);
    expect(isViewVisible(admin, view, 'view-ssls')).toBe(false);
    expect(isViewVisible(admin, noView, 'view-ssls')).toBe(true);
  });

  it('never grants what is not held, hidden or not', () => {
    expect(can(admin, noView, 'staff', { skipHidden: true })).toBe(false);
  });

  it('knows staff in all accounts: staff working in their own group', () => {
    const staff = { roles: [], abilities: ['staff'], group_id: 'provider' };
    expect(isStaffInAllAccounts(staff, 'provider')).toBe(true);
    expect(isStaffInAllAccounts(staff, 'customer')).toBe(false);
    expect(isStaffInAllAccounts(admin, 'g1')).toBe(false);
  });
});
