/**
 * Every screen of the portal (spec section 2), declared once per area, and what is generated
 * from them: who may view a screen, a record page's tabs, and a page's breadcrumb trail.
 */
import type { ResourceDeclaration } from '../resources/resource-declaration.ts';
import { resourceDeclarations } from '../resources/index.ts';
import { accountScreens } from './account-screens.ts';
import { catalogueScreens } from './catalogue-screens.ts';
import { contactScreens } from './contact-screens.ts';
import { domainScreens } from './domain-screens.ts';
import { homeScreens } from './home-screens.ts';
import { invoicingScreens } from './invoicing-screens.ts';
import { publicScreens } from './public-screens.ts';
import { reportScreens } from './report-screens.ts';
import type { ScreenDeclaration } from './screen-declaration.ts';
import { sslScreens } from './ssl-screens.ts';
import { trayScreens } from './tray-screens.ts';
import { watchScreens } from './watch-screens.ts';

export type { LayoutName, MenuPlace, ScreenDeclaration } from './screen-declaration.ts';

/** In navigation order: a group's items appear in the order of this list. */
export const screenDeclarations: readonly ScreenDeclaration[] = [
  ...publicScreens, ...homeScreens, ...domainScreens, ...reportScreens, ...sslScreens, ...contactScreens,
  ...accountScreens, ...catalogueScreens, ...invoicingScreens, ...watchScreens, ...trayScreens,
];

const byPattern = new Map(screenDeclarations.map((screen) => [screen.pattern, screen]));

export function findScreen(pattern: string): ScreenDeclaration | undefined {
  return byPattern.get(pattern);
}

/** The declared resource a screen shows, when it is one of a resource's generic screens. */
export function resourceOfScreen(pattern: string, declarations: readonly ResourceDeclaration[] = resourceDeclarations): ResourceDeclaration | undefined {
  return declarations.find((declaration) => Object.values(declaration.routes).includes(pattern));
}

/** Who may view a screen: its own permission, else its resource's view permission, else anyone signed in. */
export function screenPermission(screen: ScreenDeclaration): string | undefined {
  return screen.permission ?? resourceOfScreen(screen.pattern)?.permissions.view;
}

/** The record page whose tabs a page belongs to (a record page belongs to its own). */
export function recordFamilyOf(pattern: string): ScreenDeclaration | undefined {
  return screenDeclarations.find((screen) => screen.tabs?.includes(pattern));
}

export interface NamedRecord {
  /** The route parameter holding the record's id or name. */
  parameter: string;
  /** The declaration to ask for its display name; none when the parameter is the name itself (`{ruleName}`). */
  declaration?: ResourceDeclaration;
}

/**
 * Which record a parameter at the end of a route names: the record of the declaration whose
 * record route it is, or the parent of the nested list it heads (`/invoicing/global-pricing-rules/{id}`
 * lists one product's rules: `{id}` is a product).
 */
export function namedRecordOf(pattern: string, declarations: readonly ResourceDeclaration[] = resourceDeclarations): NamedRecord | undefined {
  const parameter = /\{([^}]+)\}$/.exec(pattern)?.[1];
  if (!parameter) return undefined;
  const own = declarations.find((declaration) => declaration.routes.record === pattern);
  if (own) return { parameter, declaration: own.lookupField ? undefined : own };
  const nested = declarations.find((declaration) => declaration.routes.list === pattern && declaration.parent);
  const parent = nested?.parent && declarations.find((declaration) => declaration.name === nested.parent!.resource);
  return { parameter, declaration: parent };
}

export interface Crumb {
  /** The route pattern this crumb leads to. */
  pattern: string;
  /** Set when the crumb is a record, named by its display name once known. */
  record?: NamedRecord;
}

/**
 * The trail from the area down to a page: every shorter prefix of its pattern that is itself a
 * route (`/domains/{id}/dns` → Domains › example.com), then the page itself.
 */
export function breadcrumbOf(pattern: string): Crumb[] {
  const segments = pattern.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let length = 1; length <= segments.length; length += 1) {
    const prefix = `/${segments.slice(0, length).join('/')}`;
    if (!byPattern.has(prefix)) continue;
    crumbs.push(prefix.endsWith('}') ? { pattern: prefix, record: namedRecordOf(prefix) } : { pattern: prefix });
  }
  return crumbs;
}
