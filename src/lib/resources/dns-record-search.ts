/**
 * The account's DNS records across all its zones (/domains/search/records): found by name, type,
 * content and zone with PQL; each row opens its zone's editor filtered to its record set.
 */
import { dnsRecordSchema, dnsRecordTypes } from '../schemas/dns-record.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, listed, readOnly, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const dnsRecordSearch: ResourceDeclaration = accountScoped({
  name: 'dns-record-search',
  apiPath: 'dns_records',
  label: entityLabel('dns-record-search'),
  icon: 'i-lucide-list-tree',
  area: 'dns',
  permissions: areaPermissions('dns'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    enumColumn('type', dnsRecordTypes, { listed: true }),
    listed('content', 'text'),
    listed('zone.name', 'text'),
    column('ttl', 'number', { sortable: true }),
    column('priority', 'number', { sortable: true }),
    column('disabled', 'boolean'),
    column('comment', 'text'),
    column('zone_id', 'number'),
    column('zone.domain_id', 'number'),
  ],
  defaultSort: 'name',
  sections: [section('general', ['name', 'type', 'ttl', 'priority', 'content', 'zone.name']), section('notes', ['disabled', 'comment'])],
  schema: dnsRecordSchema,
  operations: readOnly,
  routes: { list: '/domains/search/records' },
  opens: [{ pattern: '/domains/{domainId}/dns', parameters: { domainId: 'zone.domain_id' }, filter: { name: 'name', type: 'type' } }],
});
