/** A glue record: a host under the domain with its addresses at the registry. */
import { hostname, listOf, recordSchema } from './schema-parts.ts';

export const glueRecordStatuses = ['active', 'pending', 'failed'] as const;

export const glueRecordSchema = recordSchema({
  title: 'Glue record',
  properties: {
    hostname: hostname(),
    ipv4_addresses: listOf({ type: 'string', format: 'ipv4' }, 13),
    ipv6_addresses: listOf({ type: 'string', format: 'ipv6' }, 13),
  },
  required: ['hostname'],
  groups: { dns: ['hostname', 'ipv4_addresses', 'ipv6_addresses'] },
});
