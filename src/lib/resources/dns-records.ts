/** The records of a domain's zone (/domains/{id}/dns; the zone editor is its own island), read-only: edits go through the zone's draft. */
import { dnsRecordSchema, dnsRecordTypes } from '../schemas/dns-record.ts';
import { areaPermissions, column, entityLabel, enumColumn, listed, readOnly, section, standardColumns } from './declaration-parts.ts';
import type { ColumnDeclaration, ResourceDeclaration } from './resource-declaration.ts';

export const dnsRecordColumns: readonly ColumnDeclaration[] = [
  ...standardColumns,
  listed('name', 'text'),
  enumColumn('type', dnsRecordTypes, { listed: true }),
  listed('ttl', 'number'),
  column('priority', 'number', { sortable: true, listed: true }),
  listed('content', 'text'),
  column('disabled', 'boolean'),
  column('comment', 'text'),
  column('zone_id', 'number'),
  column('zone.name', 'text', { sortable: true }),
];

export const dnsRecords: ResourceDeclaration = {
  name: 'dns-records',
  apiPath: 'domains/{domainId}/dns_records',
  parent: { parameter: 'domainId', resource: 'domains' },
  label: entityLabel('dns-records'),
  icon: 'i-lucide-list-tree',
  area: 'dns',
  permissions: areaPermissions('dns'),
  displayField: 'name',
  columns: dnsRecordColumns,
  defaultSort: 'name',
  sections: [section('general', ['name', 'type', 'ttl', 'priority', 'content']), section('notes', ['disabled', 'comment'])],
  schema: dnsRecordSchema,
  // Records change only through the zone's draft → plan → publish (DESIGN.md section 12).
  operations: readOnly,
  // The zone editor (src/islands/dns/zone-editor) shows these at /domains/{id}/dns; its filter box reads these columns.
  routes: {},
};
