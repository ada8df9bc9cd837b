/** Domains and what hangs off them: DNS zones and records, DNSSEC, glue, a domain's orders and transactions. */
import type { ResourceBinding } from '../resource-binding.ts';
import { checkDomainWrite } from './domain-checks.ts';
import { checkGlueWrite } from './glue-checks.ts';
import { checkDsWrite, refuseDsOfOurZone } from './ds-checks.ts';
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
    checkWrite: checkDomainWrite,
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
  {
    // Every record of the account's zones (the record search); the zone's domain leads to its editor.
    resource: 'dns-record-search',
    table: 'dns_records',
    auditType: 'dns_record',
    joins: { zone: 'LEFT JOIN dns_zones zone ON zone.id = t.zone_id' },
    computed: joinedFields('zone', ['name', 'domain_id']),
  },
  { resource: 'dns-zones', table: 'dns_zones', auditType: 'dns_zone' },
  {
    // The zone API writes these (server/api/dns/zone-versions.ts); the list reads them as the DNS log.
    resource: 'dns-publishes',
    table: 'dns_zone_versions',
    auditType: 'dns_zone',
    hidden: ['records', 'changes', 'counts'],
    // A publish; a zone's first restore point is the zone as it stood before any.
    where: 't.previous_serial IS NOT NULL',
    joins: { zone: 'LEFT JOIN dns_zones zone ON zone.id = t.zone_id' },
    computed: {
      ...joinedFields('zone', ['name', 'domain_id']),
      sets_created: { sql: "coalesce(json_extract(t.counts, '$.create'), 0)" },
      sets_modified: { sql: "coalesce(json_extract(t.counts, '$.modify'), 0)" },
      sets_deleted: { sql: "coalesce(json_extract(t.counts, '$.delete'), 0)" },
    },
  },
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
    checkWrite: checkDsWrite,
    checkRemove: refuseDsOfOurZone,
  },
  {
    resource: 'glue-records',
    table: 'glue_records',
    auditType: 'glue_record',
    parent: { parameter: 'domainId', table: 'domains', column: 'domain_id' },
    checkWrite: checkGlueWrite,
    // Whether the domain's name servers name this host: glue nobody uses is a candidate for removal.
    computed: {
      in_use: {
        sql: "EXISTS (SELECT 1 FROM domains d, json_each(d.nameservers) ns WHERE d.id = t.domain_id AND lower(rtrim(ns.value, '.')) = lower(rtrim(t.hostname, '.')))",
      },
    },
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
