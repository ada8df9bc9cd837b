/** SSL certificates (/ssls, /ssls/{id}, /ssls/{id}/log). */
import { certificateStatuses, keyAlgorithms, sslCertificateSchema } from '../schemas/ssl-certificate.ts';
import { validationLevels } from '../schemas/product.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, listed, section, standardColumns, updateOnly } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const sslCertificates: ResourceDeclaration = accountScoped({
  name: 'ssl-certificates',
  apiPath: 'ssl_certificates',
  label: entityLabel('ssl-certificates'),
  icon: 'i-lucide-lock-keyhole',
  area: 'ssls',
  permissions: areaPermissions('ssls'),
  displayField: 'common_name',
  columns: [
    ...standardColumns,
    listed('common_name', 'text'),
    column('sans', 'json', { operators: ['contains', 'equals'] }),
    enumColumn('validation_level', validationLevels, { listed: true }),
    enumColumn('status', certificateStatuses, { listed: true }),
    listed('issuer', 'text'),
    column('serial_number', 'text'),
    enumColumn('key_algorithm', keyAlgorithms),
    column('period_months', 'number', { sortable: true }),
    column('requested_at', 'datetime', { sortable: true }),
    column('issued_at', 'datetime', { sortable: true }),
    listed('expires_at', 'date'),
    column('auto_renew', 'boolean', { listed: true }),
    column('domain_id', 'number'),
    column('domain.name', 'text', { sortable: true }),
    column('organisation_id', 'number'),
    column('ssl_organisation.name', 'text', { sortable: true }),
    column('product.name', 'text', { sortable: true }),
  ],
  defaultSort: '-created_at',
  sections: [
    section('general', ['common_name', 'sans', 'validation_level', 'status', 'issuer', 'product.name', 'domain.name', 'organisation_id', 'ssl_organisation.name']),
    section('technical', ['serial_number', 'fingerprint_sha256', 'key_algorithm', 'signature_algorithm', 'period_months']),
    section('dates', ['requested_at', 'issued_at', 'expires_at', 'auto_renew', 'approver_email', 'revoked_at', 'revocation_reason']),
  ],
  schema: sslCertificateSchema,
  operations: updateOnly,
  routes: { list: '/ssls', record: '/ssls/{id}', log: '/ssls/{id}/log' },
});
