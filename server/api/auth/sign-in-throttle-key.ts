/**
 * The key failed password sign-ins are counted under, per client address: the account when the
 * name given is one (its username and its e-mail address count together), else the name as
 * typed, so guesses at names that are no account are throttled too.
 */
export function signInThrottleKey(user: { id: number } | undefined, login: string, ip: string): string {
  return user ? `user:${user.id}|${ip}` : `name:${login.trim().toLowerCase()}|${ip}`;
}
