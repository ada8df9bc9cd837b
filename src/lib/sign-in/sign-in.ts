/** Password sign-in with its optional two-factor step; the login state flag follows spec section 4. */
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { signInContracts } from '../contracts/sign-in-contracts.ts';
import { http } from '../http/http.ts';
import { establishSession, type TokenAnswer } from './establish-session.ts';
import { $loginState, trackingFailure } from '../session/login-state.ts';

export type SignInResult = { kind: 'signed-in' } | { kind: 'two-factor'; challengeToken: string };

export function signIn(username: string, password: string): Promise<SignInResult> {
  return trackingFailure(async () => {
    const answer = await http.post<AnswerOf<typeof signInContracts.login>>('login', { username, password });
    if (answer.two_factor_required && answer.access_token) return { kind: 'two-factor', challengeToken: answer.access_token };
    await establishSession(answer as TokenAnswer);
    $loginState.set('success');
    return { kind: 'signed-in' };
  });
}

export function submitTwoFactorCode(challengeToken: string, code: string): Promise<void> {
  return trackingFailure(async () => {
    const answer = await http.post<AnswerOf<typeof signInContracts.twoFactorCodes>>('two_factor_codes', { code }, { headers: { authorization: `Bearer ${challengeToken}` } });
    await establishSession(answer);
    $loginState.set('success');
  });
}
