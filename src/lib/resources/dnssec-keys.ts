/** A domain's DNSSEC keys (/domains/{id}/dnssec). */
import { dnssecKeySchema, dnssecKeyStatuses, dnssecKeyTypes } from '../schemas/dnssec-key.ts';
import { dnssecAlgorithmNames } from './dnssec-codes.ts';
import { areaPermissions, column, entityLabel, enumColumn, listed, readOnly, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const dnssecKeys: ResourceDeclaration = {
  name: 'dnssec-keys',
  apiPath: 'domains/{domainId}/dnssec_keys',
  parent: { parameter: 'domainId', resource: 'domains' },
  label: entityLabel('dnssec-keys'),
  icon: 'i-lucide-key-square',
  area: 'dns',
  permissions: areaPermissions('dns'),
  displayField: 'key_tag',
  columns: [
    ...standardColumns,
    enumColumn('key_type', dnssecKeyTypes, { listed: true }),
    listed('key_tag', 'number'),
    enumColumn('flags', [256, 257]),
    listed('algorithm', 'number', { codeNames: dnssecAlgorithmNames }),
    enumColumn('status', dnssecKeyStatuses, { listed: true }),
    listed('activated_at', 'datetime'),
    column('retire_at', 'datetime', { sortable: true }),
  ],
  defaultSort: 'key_tag',
  sections: [
    section('security', ['key_type', 'key_tag', 'flags', 'protocol', 'algorithm', 'status']),
    section('dates', ['activated_at', 'retire_at']),
    section('technical', ['public_key']),
  ],
  schema: dnssecKeySchema,
  // Keys change only through the zone's DNSSEC actions, which keep the DS at the registry in step.
  operations: readOnly,
  // Shown on the zone's DNSSEC page (/domains/{id}/dnssec), not as a list of their own.
  routes: {},
};
