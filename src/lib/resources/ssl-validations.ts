/** Domain-control validation of a certificate's names (/ssls/{id}/validation). */
import { sslValidationSchema, validationMethods, validationStatuses } from '../schemas/ssl-validation.ts';
import { areaPermissions, column, entityLabel, enumColumn, listed, section, standardColumns, updateOnly } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const sslValidations: ResourceDeclaration = {
  name: 'ssl-validations',
  apiPath: 'ssl_certificates/{certificateId}/validations',
  parent: { parameter: 'certificateId', resource: 'ssl-certificates' },
  label: entityLabel('ssl-validations'),
  icon: 'i-lucide-badge-check',
  area: 'ssls',
  permissions: areaPermissions('ssls'),
  displayField: 'domain_name',
  columns: [
    ...standardColumns,
    listed('domain_name', 'text'),
    enumColumn('method', validationMethods, { listed: true }),
    enumColumn('status', validationStatuses, { listed: true }),
    column('record_name', 'text'),
    column('record_value', 'text'),
    column('http_url', 'text'),
    column('approver_email', 'text'),
    listed('checked_at', 'datetime'),
    column('validated_at', 'datetime', { sortable: true }),
    column('expires_at', 'datetime', { sortable: true }),
  ],
  defaultSort: 'domain_name',
  sections: [
    section('validation', ['domain_name', 'method', 'status', 'message', 'approver_email']),
    section('dns', ['record_name', 'record_value']),
    section('http', ['http_url', 'http_content']),
    section('dates', ['checked_at', 'validated_at', 'expires_at']),
  ],
  schema: sslValidationSchema,
  operations: updateOnly,
  routes: { list: '/ssls/{id}/validation' },
};
