/** A domain's glue records (/domains/{id}/glue-records). */
import { glueRecordSchema, glueRecordStatuses } from '../schemas/glue-record.ts';
import { areaPermissions, column, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const glueRecords: ResourceDeclaration = {
  name: 'glue-records',
  apiPath: 'domains/{domainId}/glue_records',
  parent: { parameter: 'domainId', resource: 'domains' },
  label: entityLabel('glue-records'),
  icon: 'i-lucide-link',
  area: 'domains',
  permissions: areaPermissions('domains'),
  displayField: 'hostname',
  columns: [
    ...standardColumns,
    listed('hostname', 'text'),
    column('ipv4_addresses', 'json', { listed: true, operators: ['contains', 'equals'] }),
    column('ipv6_addresses', 'json', { listed: true, operators: ['contains', 'equals'] }),
    enumColumn('status', glueRecordStatuses, { listed: true }),
    // Computed by the API: whether the domain's name servers name this host.
    column('in_use', 'boolean', { listed: true }),
  ],
  defaultSort: 'hostname',
  sections: [section('dns', ['hostname', 'ipv4_addresses', 'ipv6_addresses', 'status', 'in_use'])],
  schema: glueRecordSchema,
  operations: fullyEditable,
  routes: { list: '/domains/{id}/glue-records' },
};
