/** Records the zone cannot lose (DESIGN.md section 12): the apex SOA, and the last apex NS. */
import { canonicalContent } from './canonical-content.ts';
import { relativeName } from './names.ts';
import type { ZoneRecord } from './zone-record.ts';

/**
 * Whether deleting `record` must be refused. With the zone's records, an apex NS is protected
 * only while no other enabled apex NS (with another name server) remains; without them, every apex NS is.
 */
export function isProtected(record: ZoneRecord, zone: { name: string }, zoneRecords?: readonly ZoneRecord[]): boolean {
  if (relativeName(record.name, zone) !== '@') return false;
  const type = record.type.trim().toUpperCase();
  if (type === 'SOA') return true;
  if (type !== 'NS') return false;
  if (zoneRecords === undefined) return true;
  const apexNs = zoneRecords.filter((other) => !other.disabled && other.type.trim().toUpperCase() === 'NS' && relativeName(other.name, zone) === '@');
  const content = canonicalContent('NS', record.content);
  return apexNs.every((other) => other === record || canonicalContent('NS', other.content) === content);
}
