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

/** Expansions by the list they expand: a page asks hundreds of times (its navigation's gates) about the same user. */
const expandedRoles = new WeakMap<readonly string[], ReadonlySet<string>>();
const expandedAbilities = new WeakMap<readonly string[], ReadonlySet<string>>();

function expanded(cache: WeakMap<readonly string[], ReadonlySet<string>>, names: readonly string[], expand: (names: readonly string[]) => string[]): ReadonlySet<string> {
  let set = cache.get(names);
  if (!set) {
    set = new Set(expand(names));
    cache.set(names, set);
  }
  return set;
}

export function holdsPermission(subject: PermissionSubject | null | undefined, name: string): boolean {
  if (!subject) return false;
  return expanded(expandedRoles, subject.roles, expandRoles).has(name) || expanded(expandedAbilities, subject.abilities, expandAbilities).has(name);
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
