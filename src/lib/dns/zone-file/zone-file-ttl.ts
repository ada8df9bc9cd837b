/** TTLs as zone files write them: seconds (`3600`) or with units (`1h`, `1D`, `1h30m`, `2w`), as BIND reads them. */

const unitSeconds: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };
const ttlShape = /^(?:\d+|(?:\d+[smhdw])+)$/i;
const unitPart = /(\d+)([smhdw])/gi;
const maxTtl = 2_147_483_647;

/** Seconds, or null when the text is not a TTL. */
export function ttlSeconds(text: string): number | null {
  if (!ttlShape.test(text)) return null;
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return seconds <= maxTtl ? seconds : null;
  }
  let seconds = 0;
  for (const [, amount, unit] of text.matchAll(unitPart)) seconds += Number(amount) * unitSeconds[unit.toLowerCase()];
  return seconds <= maxTtl ? seconds : null;
}

/** Whether a token is meant as a TTL (starts with a digit): a record type never does. */
export function looksLikeTtl(text: string): boolean {
  const code = text.charCodeAt(0);
  return code >= 48 && code <= 57;
}
