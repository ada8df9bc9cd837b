/** A session is treated as lasting 12 hours (spec section 9), whatever the access token's own lifetime. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;

/** `YYYY-MM-DD HH:mm:ss` in UTC. */
export function formatUtcTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export function parseUtcTimestamp(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}Z`);
}

export function sessionExpiry(now: number = Date.now()): string {
  return formatUtcTimestamp(new Date(now + sessionLifetimeMs));
}

/** True once the stored expiry has passed; a missing or unreadable expiry counts as passed. */
export function hasExpired(expires: string | undefined, now: number = Date.now()): boolean {
  if (!expires) return true;
  const at = parseUtcTimestamp(expires);
  return Number.isNaN(at) || at <= now;
}
