/**
 * The DNS log across the account's zones (/domains/dns-log): every publish, newest first (when,
 * which zone, who, serial from → to, record sets created, modified and deleted), filtered with
 * PQL by zone, user and days; a row opens its domain's DNS log with the diff.
 */
import { dnsPublishSchema } from '../schemas/dns-publish.ts';
import { accountScoped, areaPermissions, column, entityLabel, fieldLabel, listed, readOnly, section } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const dnsPublishes: ResourceDeclaration = accountScoped({
  name: 'dns-publishes',
  apiPath: 'dns_publishes',
  label: entityLabel('dns-publishes'),
  icon: 'i-lucide-history',
  area: 'dns',
  permissions: areaPermissions('dns'),
  displayField: 'zone.name',
  columns: [
    column('id', 'number', { sortable: true }),
    listed('created_at', 'datetime', { label: fieldLabel('published_at') }),
    listed('zone.name', 'text'),
    listed('username', 'text'),
    listed('previous_serial', 'number', { reads: 'code' }),
    listed('serial', 'number', { reads: 'code' }),
    listed('sets_created', 'number'),
    listed('sets_modified', 'number'),
    listed('sets_deleted', 'number'),
    column('record_count', 'number', { sortable: true }),
    column('zone.domain_id', 'number'),
  ],
  defaultSort: '-created_at',
  sections: [section('general', ['zone.name', 'created_at', 'username', 'previous_serial', 'serial', 'sets_created', 'sets_modified', 'sets_deleted', 'record_count'])],
  schema: dnsPublishSchema,
  operations: readOnly,
  routes: { list: '/domains/dns-log' },
  opens: [{ pattern: '/domains/{domainId}/dns-log', parameters: { domainId: 'zone.domain_id' } }],
});
