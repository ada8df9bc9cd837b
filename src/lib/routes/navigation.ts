/** The signed-in navigation, grouped by area. Labels are i18n keys; icons are UnoCSS icon classes. */
import { menuGroups } from '../screens/menu-groups.ts';
import { screenDeclarations, screenPermission } from '../screens/index.ts';

export interface NavigationItem {
  href: string;
  label: string;
  icon: string;
  /** Shown only to users who hold one of these permissions (`|`-separated); none means everyone signed in. */
  permission?: string;
  /** A count the page fills in after load (the tray's size), with the icon shown while it is above zero. */
  liveCount?: { name: 'tray'; filledIcon: string };
}

export interface NavigationGroup {
  id: string;
  label: string;
  icon: string;
  items: NavigationItem[];
}

/** Generated from the screen declarations' menu places (src/lib/screens), in their order. */
export const navigation: NavigationGroup[] = menuGroups.map((group) => ({
  ...group,
  items: screenDeclarations
    .filter((screen) => screen.menu?.group === group.id)
    .map((screen) => ({
      href: screen.pattern,
      label: screen.menu!.label ?? screen.title,
      icon: screen.menu!.icon,
      ...optional('permission', screenPermission(screen)),
      ...optional('liveCount', screen.menu!.liveCount),
    })),
}));

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** The navigation item a path belongs to: the longest href that prefixes it. */
export function activeNavigationHref(pathname: string): string | undefined {
  const hrefs = navigation.flatMap((group) => group.items.map((item) => item.href));
  const matches = hrefs.filter((href) => (href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`)));
  return matches.sort((a, b) => b.length - a.length)[0];
}
