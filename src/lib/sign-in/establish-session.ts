/** After any successful sign-in: keep the tokens (the session counts as 12 hours) and load the user. */
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { signInContracts } from '../contracts/sign-in-contracts.ts';
import { http } from '../http/http.ts';
import type { StoredUser } from '../session/session-types.ts';
import { sessionExpiry } from '../session/token-expiry.ts';
import { $tokens } from '../session/tokens-store.ts';
import { setUser } from '../session/user-store.ts';

/** The pair every sign-in answers (password, two-factor code, single sign-on), as POST /refresh renews it. */
export type TokenAnswer = Pick<AnswerOf<typeof signInContracts.refresh>, 'access_token' | 'refresh_token'>;

export async function establishSession(answer: TokenAnswer, sso?: { ssoToken: string; applicationId: string }): Promise<StoredUser> {
  $tokens.set({ accessToken: answer.access_token, refreshToken: answer.refresh_token, expires: sessionExpiry(), ...sso });
  const user = await http.get<StoredUser>('profile');
  setUser(user);
  return user;
}
