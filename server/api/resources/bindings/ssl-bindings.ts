/** SSL certificates with their files, validations and transactions, and SSL organisations. */
import type { ResourceBinding } from '../resource-binding.ts';
import { billingEntityJoin, domainJoin, joinedFields, productJoin } from './shared-joins.ts';

export const sslBindings: readonly ResourceBinding[] = [
  {
    resource: 'ssl-certificates',
    table: 'ssl_certificates',
    auditType: 'ssl_certificate',
    joins: { domain: domainJoin, ssl_organisation: 'LEFT JOIN ssl_organisations ssl_organisation ON ssl_organisation.id = t.organisation_id', product: productJoin },
    computed: { ...joinedFields('domain', ['name']), ...joinedFields('ssl_organisation', ['name']), ...joinedFields('product', ['name']) },
    references: { organisation_id: 'ssl_organisations' },
  },
  {
    resource: 'ssl-certificate-files',
    table: 'ssl_certificate_files',
    auditType: 'ssl_certificate_file',
    parent: { parameter: 'certificateId', table: 'ssl_certificates', column: 'certificate_id' },
  },
  {
    resource: 'ssl-validations',
    table: 'ssl_validations',
    auditType: 'ssl_validation',
    parent: { parameter: 'certificateId', table: 'ssl_certificates', column: 'certificate_id' },
  },
  {
    resource: 'ssl-certificate-transactions',
    table: 'transactions',
    auditType: 'transaction',
    joins: { domain: domainJoin, product: productJoin, billing_entity: billingEntityJoin },
    computed: { ...joinedFields('domain', ['name']), ...joinedFields('product', ['name']), ...joinedFields('billing_entity', ['name']) },
    parent: { parameter: 'certificateId', table: 'ssl_certificates', column: 'certificate_id' },
  },
  { resource: 'ssl-organisations', table: 'ssl_organisations', auditType: 'ssl_organisation' },
];
