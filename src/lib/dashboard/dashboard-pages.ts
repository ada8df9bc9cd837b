/**
 * Where the dashboards' figures, events and changes lead, read from the resource declarations
 * when the page is built (DESIGN.md section 11: declared once) and handed to the islands as a
 * prop, so no declaration travels in their JS: each linked resource's list (a nested list, which
 * needs its parent, falls back to the parent's list; the jobs to the tray, which shows them) and
 * the view permission that shows it; the record page of every top-level declaration that has one.
 */
import { resourceByName, resourceDeclarations } from '../resources/index.ts';
import { routeParameters } from '../routes/route-pattern.ts';

export interface ListPage {
  href: string;
  permission: string;
  /** False when the page cannot take the figure's filter (a parent's list, the tray). */
  filters: boolean;
}

export interface DashboardPages {
  lists: Readonly<Record<string, ListPage>>;
  /** Record page patterns (`/domains/{id}`) by declaration name. */
  records: Readonly<Record<string, string>>;
}

/** The resources whose lists the dashboards link to: those they count, and the transactions. */
export const listedResources = [
  'domains', 'ssl-certificates', 'approval-requests', 'orders', 'jobs', 'watches', 'watch-domains', 'watch-cases', 'dns-publishes', 'transactions',
] as const;

/** The tray shows the user's jobs. */
const jobsPage = '/tray';

function listPageOf(name: string): ListPage {
  const declaration = resourceByName(name);
  if (!declaration) throw new Error(`The dashboards count ${name}, which is not declared`);
  const permission = declaration.permissions.view;
  const list = declaration.routes.list;
  if (list && routeParameters(list).length === 0) return { href: list, permission, filters: true };
  if (name === 'jobs') return { href: jobsPage, permission, filters: false };
  const parent = declaration.parent ? resourceByName(declaration.parent.resource) : undefined;
  if (parent?.routes.list) return { href: parent.routes.list, permission: parent.permissions.view, filters: false };
  throw new Error(`${name} has no list the dashboards can link to`);
}

export function dashboardPages(): DashboardPages {
  const records: Record<string, string> = {};
  for (const declaration of resourceDeclarations) {
    const record = declaration.routes.record;
    if (declaration.parent || !record) continue;
    const parameters = routeParameters(record);
    if (parameters.length === 1 && parameters[0] === 'id') records[declaration.name] = record;
  }
  return { lists: Object.fromEntries(listedResources.map((name) => [name, listPageOf(name)])), records };
}
