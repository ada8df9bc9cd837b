/**
 * The records a user gathered in the bulk tray, in the current account (/tray/records; DESIGN.md
 * section 13). Each user sees only their own (the binding is per user); items are added from the
 * lists and removed here. A row opens the record it names.
 */
import { trayItemSchema, trayResourceTypes } from '../schemas/tray-item.ts';
import { trayItemsResource } from '../schemas/tray-kinds.ts';
import { contacts } from './contacts.ts';
import { areaPermissions, column, entityLabel, enumColumn, listed, section } from './declaration-parts.ts';
import { domains } from './domains.ts';
import type { ResourceDeclaration, RowDestination } from './resource-declaration.ts';
import { sslCertificates } from './ssl-certificates.ts';

/** A row of one kind opens the page of the record it names: its id is the item's resource_id. */
function recordOf(resourceType: string, declaration: ResourceDeclaration): RowDestination {
  if (!declaration.routes.record) throw new Error(`${declaration.name} has no record route to open`);
  return { pattern: declaration.routes.record, parameters: { id: 'resource_id' }, when: { resource_type: resourceType } };
}

export const trayItems: ResourceDeclaration = {
  name: trayItemsResource,
  apiPath: 'tray_items',
  label: entityLabel('tray-items'),
  icon: 'i-portal-bulk-tray-full',
  area: 'tray',
  permissions: areaPermissions('tray'),
  displayField: 'label',
  columns: [
    column('id', 'number', { sortable: true }),
    listed('label', 'text'),
    enumColumn('resource_type', trayResourceTypes, { listed: true }),
    column('resource_id', 'number', { sortable: true }),
    // The domain a DNS record's zone belongs to (a domain's own id for a domain): its zone page's address.
    column('domain_id', 'number'),
    // A DNS record's zone: its label (`@ MX`) is relative to it.
    listed('zone.name', 'text'),
    listed('created_at', 'datetime'),
    column('updated_at', 'datetime', { sortable: true }),
  ],
  defaultSort: '-created_at',
  sections: [section('general', ['label', 'resource_type', 'zone.name', 'resource_id', 'created_at'])],
  schema: trayItemSchema,
  operations: { create: false, update: false, remove: true },
  routes: { list: '/tray/records' },
  opens: [
    recordOf('domain', domains),
    { pattern: '/domains/{id}/dns', parameters: { id: 'domain_id' }, when: { resource_type: 'dns_record' } },
    recordOf('contact', contacts),
    recordOf('ssl_certificate', sslCertificates),
  ],
};
