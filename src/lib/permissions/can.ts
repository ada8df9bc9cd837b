/** Permission checks of the portal (spec section 6), over the stored user and the portal view. */
import { expandAbilities, expandRoles } from './expand-permissions.ts';
import type { PortalView } from './portal-view.ts';
import { staffAbility } from './permission-names.ts';

export interface PermissionSubject {
  roles: readonly string[];
  abilities: readonly string[];
  group_id?: string;
}

export interface CanOptions {
  /** Ignore the portal view's hidden permissions (what the user really may do). */
  skipHidden?: boolean;
}

export function holdsPermission(subject: PermissionSubject | null | undefined, name: string): boolean {
  if (!subject) return false;
  return expandRoles(subject.roles).includes(name) || expandAbilities(subject.abilities).includes(name);
}

export function can(subject: PermissionSubject | null | undefined, view: PortalView, name: string, { skipHidden = false }: CanOptions = {}): boolean {
  return holdsPermission(subject, name) && (skipHidden || !view.hidden.includes(name));
}

/** Whether a view gated by the permission shows: the permission held and not hidden. */
export function isViewVisible(subject: PermissionSubject | null | undefined, view: PortalView, name: string): boolean {
  return can(subject, view, name);
}

/** Staff working in their own account, which for staff means "all accounts". */
export function isStaffInAllAccounts(subject: PermissionSubject | null | undefined, context: string | undefined): boolean {
  return holdsPermission(subject, staffAbility) && subject?.group_id !== undefined && subject.group_id === context;
}
