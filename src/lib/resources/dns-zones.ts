/** DNS zones of the account (settings; records are their own resource). */
import { dnsZoneSchema, zoneDnssecStatuses, zoneKinds, zoneStatuses } from '../schemas/dns-zone.ts';
import { areaPermissions, column, entityLabel, enumColumn, listed, section, standardColumns, updateOnly } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const dnsZones: ResourceDeclaration = {
  name: 'dns-zones',
  apiPath: 'zones',
  label: entityLabel('dns-zones'),
  icon: 'i-lucide-network',
  area: 'dns',
  permissions: areaPermissions('dns'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    column('domain_id', 'number'),
    enumColumn('kind', zoneKinds),
    enumColumn('status', zoneStatuses, { listed: true }),
    listed('serial', 'number'),
    column('default_ttl', 'number', { sortable: true }),
    column('primary_nameserver', 'text'),
    column('hostmaster', 'text'),
    enumColumn('dnssec_status', zoneDnssecStatuses, { listed: true }),
    column('published_at', 'datetime', { sortable: true }),
  ],
  defaultSort: 'name',
  sections: [
    section('general', ['name', 'kind', 'status', 'serial', 'published_at']),
    section('dns', ['default_ttl', 'primary_nameserver', 'hostmaster', 'dnssec_status']),
  ],
  schema: dnsZoneSchema,
  operations: updateOnly,
  routes: {},
};
