/** DS data of a domain at its registry (/domains/{id}/dnssec). */
import { dsDigestTypes, dsRecordSchema, dsRecordStatuses } from '../schemas/ds-record.ts';
import { dnssecAlgorithmNames } from './dnssec-codes.ts';
import { areaPermissions, column, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const dsRecords: ResourceDeclaration = {
  name: 'ds-records',
  apiPath: 'domains/{domainId}/ds_records',
  parent: { parameter: 'domainId', resource: 'domains' },
  label: entityLabel('ds-records'),
  icon: 'i-lucide-shield-check',
  area: 'dns',
  permissions: areaPermissions('dns'),
  displayField: 'key_tag',
  columns: [
    ...standardColumns,
    listed('key_tag', 'number'),
    listed('algorithm', 'number', { codeNames: dnssecAlgorithmNames }),
    enumColumn('digest_type', dsDigestTypes, { listed: true }),
    column('digest', 'text', { listed: true }),
    enumColumn('status', dsRecordStatuses, { listed: true }),
    column('submitted_at', 'datetime', { sortable: true }),
  ],
  defaultSort: 'key_tag',
  sections: [section('security', ['key_tag', 'algorithm', 'digest_type', 'digest', 'dnssec_key_id', 'status', 'submitted_at'])],
  schema: dsRecordSchema,
  operations: fullyEditable,
  // Shown on the domain's DNSSEC page (/domains/{id}/dnssec): with the zone's keys where the zone is ours, added by hand where it is elsewhere.
  routes: {},
};
