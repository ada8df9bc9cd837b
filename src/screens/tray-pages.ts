/**
 * The tray's pages, read from the resource declarations when the page is built (DESIGN.md
 * section 11: declared once): where an item of each kind leads (the tray list's `opens`), the
 * list each kind is gathered from and who may see it, and the record search. The tray screen
 * receives them as a prop, so no declaration travels in its JS.
 */
import { resourceByName } from '~/lib/resources/index';
import type { ResourceDeclaration, RowDestination } from '~/lib/resources/resource-declaration';
import { trayItems } from '~/lib/resources/tray-items';
import { trayKinds, type TrayResource } from '~/lib/schemas/tray-kinds';
import type { TrayPages } from '~/lib/tray/tray-links';

/** The list a kind's records are selected in (DNS records: the record search, across zones). */
const gatheredFrom: Readonly<Record<TrayResource, string>> = {
  domains: 'domains', 'dns-records': 'dns-record-search', contacts: 'contacts', 'ssl-certificates': 'ssl-certificates',
};

function declared(name: string): ResourceDeclaration {
  const declaration = resourceByName(name);
  if (!declaration?.routes.list) throw new Error(`The tray gathers from ${name}, which has no list`);
  return declaration;
}

export function trayPages(): TrayPages {
  const resources = Object.keys(trayKinds) as TrayResource[];
  return {
    records: Object.fromEntries(resources.map((resource): [TrayResource, RowDestination[]] => [
      resource,
      (trayItems.opens ?? []).filter((destination) => destination.when?.resource_type === trayKinds[resource])
        .map(({ pattern, parameters }) => ({ pattern, parameters })),
    ])) as Record<TrayResource, RowDestination[]>,
    sources: Object.fromEntries(resources.map((resource): [TrayResource, { href: string; permission: string }] => {
      const declaration = declared(gatheredFrom[resource]);
      return [resource, { href: declaration.routes.list!, permission: declaration.permissions.view }];
    })) as Record<TrayResource, { href: string; permission: string }>,
    recordSearch: declared('dns-record-search').routes.list!,
  };
}
