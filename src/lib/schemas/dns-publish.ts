/** A publish of a DNS zone (DESIGN.md section 12): the serial it moved the zone from and to, and who. Written by the zone API only. */
import { integer, nullable, recordSchema, text } from './schema-parts.ts';

export const dnsPublishSchema = recordSchema({
  title: 'DNS publish',
  properties: {
    serial: integer(0, 4_294_967_295),
    previous_serial: nullable(integer(0, 4_294_967_295)),
    record_count: integer(0, 1_000_000),
    username: nullable(text(200)),
  },
  groups: { general: ['serial', 'previous_serial', 'record_count', 'username'] },
});
