/**
 * What a page's header shows, worked out at build time from the screen declarations: the
 * breadcrumb trail, and on a record's pages the record's heading and its tabs (DESIGN.md
 * section 11, "Screens are declared").
 */
import { resourceDeclarations } from '../resources/index.ts';
import { resolveApiPath } from '../resources/resource-routes.ts';
import type { ResourceDeclaration } from '../resources/resource-declaration.ts';
import { breadcrumbOf, findScreen, namedRecordOf, recordFamilyOf, resourceOfScreen, screenPermission, type NamedRecord } from './index.ts';

export interface HeaderCrumb {
  pattern: string;
  /** i18n key of a screen's title; absent for a record. */
  title?: string;
  /** The route parameter naming the record this crumb stands for. */
  parameter?: string;
  /** The parameter's value is the record's name (`{ruleName}`): nothing to ask for. */
  nameFromAddress?: boolean;
}

export interface HeaderTab {
  pattern: string;
  title: string;
  permission?: string;
}

/** A record the header names, and how the page asks for its display name. */
export interface NameSource {
  parameter: string;
  /** API path under the account, with `{param}` placeholders of the route (`domains`). */
  apiPath: string;
  displayField: string;
  /** The display field's Unicode form (an IDN domain's), shown first. */
  unicodeField?: string;
}

export interface PageHeaderPlan {
  crumbs: HeaderCrumb[];
  record?: {
    parameter: string;
    /** The parameter's value is the record's name (`{ruleName}`). */
    nameFromAddress: boolean;
    label: string;
    icon: string;
    tabs: HeaderTab[];
  };
  /** Records whose names this page asks for itself (its own island names the others). */
  nameSources: NameSource[];
}

/** A record page names its own record (record and log islands load it); other pages ask for the names they show. */
function namedByItsIsland(pattern: string, named: NamedRecord, crumbPattern: string): boolean {
  const declaration = resourceOfScreen(pattern);
  if (!declaration) return false;
  const ownsRecord = declaration.routes.record === crumbPattern && (declaration.routes.record === pattern || declaration.routes.log === pattern);
  return ownsRecord && named.declaration === declaration;
}

function nameSourceOf(named: NamedRecord): NameSource | undefined {
  const declaration: ResourceDeclaration | undefined = named.declaration;
  if (!declaration || declaration.parent) return undefined;
  return { parameter: named.parameter, apiPath: resolveApiPath(declaration, {}), displayField: declaration.displayField, ...(declaration.unicodeField ? { unicodeField: declaration.unicodeField } : {}) };
}

export function pageHeaderPlan(pattern: string): PageHeaderPlan {
  const crumbs: HeaderCrumb[] = breadcrumbOf(pattern).map((crumb) =>
    crumb.record
      ? { pattern: crumb.pattern, parameter: crumb.record.parameter, ...(crumb.record.declaration ? {} : { nameFromAddress: true }) }
      : { pattern: crumb.pattern, title: findScreen(crumb.pattern)!.title },
  );
  const nameSources = breadcrumbOf(pattern).flatMap((crumb) => {
    if (!crumb.record || namedByItsIsland(pattern, crumb.record, crumb.pattern)) return [];
    const source = nameSourceOf(crumb.record);
    return source ? [source] : [];
  });
  const family = recordFamilyOf(pattern) ?? (resourceDeclarations.some((declaration) => declaration.routes.record === pattern) ? findScreen(pattern) : undefined);
  const familyDeclaration = family && resourceOfScreen(family.pattern);
  const named = family && namedRecordOf(family.pattern);
  if (!family || !familyDeclaration || !named) return { crumbs, nameSources };
  const tabs = (family.tabs ?? []).map((tab) => {
    const screen = findScreen(tab)!;
    const permission = screenPermission(screen);
    return { pattern: tab, title: screen.tabLabel ?? screen.title, ...(permission ? { permission } : {}) };
  });
  return {
    crumbs,
    record: { parameter: named.parameter, nameFromAddress: !named.declaration, label: familyDeclaration.label.one, icon: familyDeclaration.icon, tabs: tabs.length > 1 ? tabs : [] },
    nameSources,
  };
}
