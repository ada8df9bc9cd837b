/** After any successful sign-in: keep the tokens (the session counts as 12 hours) and load the user. */
import { http } from '../http/http.ts';
import type { StoredUser } from '../session/session-types.ts';
import { sessionExpiry } from '../session/token-expiry.ts';
import { $tokens } from '../session/tokens-store.ts';
import { setUser } from '../session/user-store.ts';

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
}

export async function establishSession(answer: TokenAnswer, sso?: { ssoToken: string; applicationId: string }): Promise<StoredUser> {
  $tokens.set({ accessToken: answer.access_token, refreshToken: answer.refresh_token, expires: sessionExpiry(), ...sso });
  const user = await http.get<StoredUser>('profile');
  setUser(user);
  return user;
}
