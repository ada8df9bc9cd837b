/** The SOA serial we manage (DESIGN.md section 12), in YYYYMMDDnn form (RFC 1912, section 2.2). */

/** Today's first serial, YYYYMMDD00, of a UTC day. */
export function serialOfDay(today: Date): number {
  return (today.getUTCFullYear() * 10_000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate()) * 100;
}

/** The serial after `current`: today's 00 unless the zone already reached it, then one more. */
export function nextSerial(current: number, today: Date): number {
  const first = serialOfDay(today);
  return current >= first ? current + 1 : first;
}
