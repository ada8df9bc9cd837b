/** Domains and what hangs off them: DNS zones and records, DNSSEC, glue, a domain's orders and transactions. */
import type { ResourceBinding } from '../resource-binding.ts';
import { billingEntityJoin, domainJoin, joinedFields, productJoin } from './shared-joins.ts';

const contactReferences = {
  registrant_contact_id: 'contacts',
  admin_contact_id: 'contacts',
  tech_contact_id: 'contacts',
  billing_contact_id: 'contacts',
};

export const domainBindings: readonly ResourceBinding[] = [
  {
    resource: 'domains',
    table: 'domains',
    auditType: 'domain',
    joins: { registrant: 'LEFT JOIN contacts registrant ON registrant.id = t.registrant_contact_id', product: productJoin },
    computed: { ...joinedFields('registrant', ['name', 'organisation', 'email', 'country_code']), ...joinedFields('product', ['name']) },
    trigramIndexes: { name: 'domain_name_trigrams' },
    references: contactReferences,
  },
  {
    resource: 'dns-records',
    table: 'dns_records',
    auditType: 'dns_record',
    joins: { zone: 'LEFT JOIN dns_zones zone ON zone.id = t.zone_id' },
    computed: joinedFields('zone', ['name']),
    parent: { parameter: 'domainId', table: 'domains', column: 'zone_id', linkSql: 'SELECT id FROM dns_zones WHERE domain_id = ? ORDER BY id LIMIT 1' },
  },
  {
    resource: 'zone-records',
    table: 'dns_records',
    auditType: 'dns_record',
    joins: { zone: 'LEFT JOIN dns_zones zone ON zone.id = t.zone_id' },
    computed: joinedFields('zone', ['name']),
    parent: { parameter: 'zoneId', table: 'dns_zones', column: 'zone_id' },
  },
  { resource: 'dns-zones', table: 'dns_zones', auditType: 'dns_zone' },
  {
    resource: 'dnssec-keys',
    table: 'dnssec_keys',
    auditType: 'dnssec_key',
    parent: { parameter: 'domainId', table: 'domains', column: 'domain_id' },
  },
  {
    resource: 'ds-records',
    table: 'ds_records',
    auditType: 'ds_record',
    parent: { parameter: 'domainId', table: 'domains', column: 'domain_id' },
    references: { dnssec_key_id: 'dnssec_keys' },
  },
  {
    resource: 'glue-records',
    table: 'glue_records',
    auditType: 'glue_record',
    parent: { parameter: 'domainId', table: 'domains', column: 'domain_id' },
  },
  {
    resource: 'domain-orders',
    table: 'orders',
    auditType: 'order',
    joins: { product: productJoin },
    computed: joinedFields('product', ['name']),
    parent: { parameter: 'domainId', table: 'domains', column: 'domain_id' },
  },
  {
    resource: 'domain-transactions',
    table: 'transactions',
    auditType: 'transaction',
    joins: { domain: domainJoin, product: productJoin, billing_entity: billingEntityJoin },
    computed: { ...joinedFields('domain', ['name']), ...joinedFields('product', ['name']), ...joinedFields('billing_entity', ['name']) },
    parent: { parameter: 'domainId', table: 'domains', column: 'domain_id' },
  },
  {
    resource: 'orders',
    table: 'orders',
    auditType: 'order',
    joins: { product: productJoin },
    computed: joinedFields('product', ['name']),
  },
];
