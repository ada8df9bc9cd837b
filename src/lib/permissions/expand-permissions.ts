/**
 * Role and ability expansion (spec section 4): a role "<prefix>admin" also grants
 * "<prefix>manager" and "<prefix>viewer", a role "<prefix>manager" grants "<prefix>viewer",
 * and an ability "manage-<x>" grants "view-<x>". Names are kept in first-seen order
 * with duplicates removed, so expanding twice changes nothing.
 */
const adminSuffix = 'admin';
const managerSuffix = 'manager';
const viewerSuffix = 'viewer';
const managePrefix = 'manage-';
const viewPrefix = 'view-';

function unique(names: Iterable<string>): string[] {
  return [...new Set(names)];
}

export function expandRoles(roles: readonly string[]): string[] {
  return unique(
    roles.flatMap((role) => {
      if (role.endsWith(adminSuffix)) {
        const prefix = role.slice(0, -adminSuffix.length);
        return [role, prefix + managerSuffix, prefix + viewerSuffix];
      }
      if (role.endsWith(managerSuffix)) {
        return [role, role.slice(0, -managerSuffix.length) + viewerSuffix];
      }
      return [role];
    }),
  );
}

export function expandAbilities(abilities: readonly string[]): string[] {
  return unique(
    abilities.flatMap((ability) =>
      ability.startsWith(managePrefix) ? [ability, viewPrefix + ability.slice(managePrefix.length)] : [ability],
    ),
  );
}
