/** The seed's fixed "now" and date arithmetic on ISO timestamps. */
export const defaultSeedBaseDate = '2026-11-01T09:00:00.000Z';

const dayMs = 86_400_000;

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * dayMs).toISOString();
}

export function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

export function addYears(iso: string, years: number): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

export function daysBetween(fromIso: string, toIso: string): number {
  return (Date.parse(toIso) - Date.parse(fromIso)) / dayMs;
}

/** A zone serial in the usual YYYYMMDDnn form. */
export function zoneSerial(iso: string, change: number): number {
  return Number(iso.slice(0, 10).replaceAll('-', '')) * 100 + (change % 100);
}
