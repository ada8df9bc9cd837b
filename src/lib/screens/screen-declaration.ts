/**
 * A route is declared once (docs/ARCHITECTURE.md, "Screens are declared"): its pattern, layout,
 * who may view it, its place in the navigation, its title and, for a record page, the tabs to
 * its sub-pages. The route table, the navigation, the record tabs and the breadcrumbs are
 * generated from these declarations. Pure data.
 */
export type LayoutName = 'default' | 'clean' | 'docs' | 'login' | 'material-approval';

export interface MenuPlace {
  /** The navigation group (see menu-groups.ts). */
  group: string;
  /** UnoCSS icon class. */
  icon: string;
  /** i18n key of the item's label when it differs from the screen's title. */
  label?: string;
  /** A count the page fills in after load (the tray's size), with the icon shown while it is above zero. */
  liveCount?: { name: 'tray'; filledIcon: string };
}

export interface ScreenDeclaration {
  /** The route pattern as the spec writes it, e.g. `/domains/{id}/dns`. */
  pattern: string;
  layout: LayoutName;
  /** True when the route needs no sign-in. */
  public: boolean;
  area: string;
  /**
   * Who may view it (`|`-separated: any of them). Absent on a resource's screen: its declaration's
   * view permission applies (see screenPermission). Absent elsewhere: everyone signed in.
   */
  permission?: string;
  /** i18n key of the page's own title (`chrome:segment.<last static segment>` unless given). */
  title: string;
  menu?: MenuPlace;
  /** A record page's sub-pages, in tab order; the record's own pattern first. */
  tabs?: readonly string[];
  /** i18n key of the label of this page's tab when it differs from its title. */
  tabLabel?: string;
}

export type ScreenOptions = Partial<Pick<ScreenDeclaration, 'permission' | 'title' | 'menu' | 'tabs' | 'tabLabel'>>;

export type ScreenEntry = string | readonly [pattern: string, options: ScreenOptions];

/** The title key a route gets by default: its last static segment's label (`/domains/{id}/dns` → `dns`). */
export function defaultTitleKey(pattern: string): string {
  const lastStatic = pattern.split('/').filter((segment) => segment && !segment.startsWith('{')).pop() ?? 'home';
  return `chrome:segment.${lastStatic}`;
}

/** The screens of one area, all in one layout. */
export function areaScreens(
  area: string,
  layout: LayoutName,
  entries: readonly ScreenEntry[],
  options: { public?: boolean } = {},
): ScreenDeclaration[] {
  return entries.map((entry) => {
    const [pattern, own] = typeof entry === 'string' ? [entry, {}] : entry;
    return { pattern, layout, public: options.public ?? false, area, ...own, title: own.title ?? defaultTitleKey(pattern) };
  });
}
