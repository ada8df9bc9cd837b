/**
 * TTLs as people read them (DESIGN.md section 11: "1 h, 1 d"): the largest units that say the
 * seconds exactly, in the user's language (Intl's unit names), and the presets a form offers.
 * Typed TTLs are read as zone files write them (`3600`, `1h`, `1h30m`: zone-file-ttl.ts).
 */
const units = [
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

/** The TTLs a record form offers, in seconds: what providers' consoles offer, 1 minute to 1 week. */
export const ttlPresets = [60, 300, 900, 1800, 3600, 7200, 14_400, 43_200, 86_400, 172_800, 604_800] as const;

/** `3600` → "1 hr" (en), "1 時間" (ja); `5400` → "1 hr 30 min"; at most two units, the rest in seconds. */
export function ttlText(seconds: number, locale: string): string {
  if (!Number.isInteger(seconds) || seconds <= 0) return String(seconds);
  const parts: string[] = [];
  let left = seconds;
  for (const [unit, size] of units) {
    if (left < size) continue;
    if (parts.length === 2) return `${seconds.toLocaleString(locale)} s`;
    const amount = Math.floor(left / size);
    parts.push(new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount));
    left -= amount * size;
  }
  return parts.join(' ');
}
