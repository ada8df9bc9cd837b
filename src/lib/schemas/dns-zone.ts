/** A DNS zone's settings (records are edited as their own resource). */
import { email, hostname, integer, oneOf, recordSchema } from './schema-parts.ts';

export const zoneKinds = ['forward', 'reverse'] as const;
export const zoneStatuses = ['active', 'pending', 'disabled'] as const;
export const zoneDnssecStatuses = ['unsigned', 'signing', 'signed', 'unsigning'] as const;

export const dnsZoneSchema = recordSchema({
  title: 'DNS zone',
  properties: {
    status: oneOf(zoneStatuses),
    default_ttl: integer(60, 604_800),
    primary_nameserver: hostname(),
    hostmaster: email(),
  },
  groups: { dns: ['status', 'default_ttl', 'primary_nameserver', 'hostmaster'] },
});
