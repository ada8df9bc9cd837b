/**
 * The bulk tray's items (DESIGN.md section 13): per user and account, read and removed through
 * the generic routes; added and emptied by routes/tray-items.ts.
 */
import type { ResourceBinding } from '../resource-binding.ts';

export const trayBindings: readonly ResourceBinding[] = [
  {
    resource: 'tray-items',
    table: 'tray_items',
    auditType: 'tray_item',
    perUser: true,
    // A DNS record's item leads to its zone's page, which is named by the zone's domain, and reads with its zone's name.
    joins: {
      zone: "LEFT JOIN dns_records dns_record ON t.resource_type = 'dns_record' AND dns_record.id = t.resource_id LEFT JOIN dns_zones zone ON zone.id = dns_record.zone_id",
    },
    computed: {
      domain_id: { sql: "CASE t.resource_type WHEN 'domain' THEN t.resource_id ELSE zone.domain_id END", join: 'zone' },
      // A DNS record's label is relative to its zone (`@ MX`): the zone names it among many.
      'zone.name': { sql: 'zone.name', join: 'zone' },
    },
  },
];
