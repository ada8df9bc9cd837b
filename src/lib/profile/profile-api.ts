/**
 * The signed-in user's own calls (issue 14, /my-profile): the profile, its details, the
 * password, two-factor sign-in and the sessions. No account context: `root` paths, through the
 * data provider only (docs/ARCHITECTURE.md, "Layers"). The routes: server/api/README.md, "My profile".
 */
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { profileContracts } from '../contracts/profile-contracts.ts';
import { call } from '../data/data.ts';

// The answers are the contracts' (docs/ARCHITECTURE.md, "API contracts"): types only, no contract in the page's script.
type Answer<Route extends keyof typeof profileContracts> = AnswerOf<(typeof profileContracts)[Route]>;

/** GET /profile. */
export type Profile = Answer<'profile'>;
export type TwoFactorStatus = Answer<'twoFactor'>;
export type TwoFactorEnrolment = Answer<'startTwoFactor'>;
/** A session as GET /profile/sessions lists it. */
export type ProfileSession = Answer<'sessions'>['data'][number];
export type SessionMethod = ProfileSession['method'];

export interface DetailsChange {
  name?: string;
  email?: string;
  current_password?: string;
}

const root = { scope: 'root' } as const;

export const profileApi = {
  profile: (signal?: AbortSignal) => call<Profile>('GET', 'profile', { ...root, ...(signal ? { signal } : {}) }),
  updateDetails: (change: DetailsChange) => call<Profile>('PATCH', 'profile', { ...root, body: change }),
  saveDarkTheme: (dark: boolean) => call<Profile>('PATCH', 'profile', { ...root, body: { dark_theme: dark } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    call<Answer<'changePassword'>>('POST', 'profile/password', { ...root, body: { current_password: currentPassword, new_password: newPassword } }),
  twoFactorStatus: (signal?: AbortSignal) => call<TwoFactorStatus>('GET', 'profile/two_factor', { ...root, ...(signal ? { signal } : {}) }),
  startTwoFactor: () => call<TwoFactorEnrolment>('POST', 'profile/two_factor', root),
  confirmTwoFactor: (code: string) => call<Answer<'confirmTwoFactor'>>('POST', 'profile/two_factor/confirm', { ...root, body: { code } }),
  disableTwoFactor: (code: string) => call<Answer<'disableTwoFactor'>>('DELETE', 'profile/two_factor', { ...root, body: { code } }),
  async sessions(signal?: AbortSignal): Promise<ProfileSession[]> {
    const answer = await call<Answer<'sessions'>>('GET', 'profile/sessions', { ...root, ...(signal ? { signal } : {}) });
    return answer.data;
  },
  endSession: (id: string) => call<Answer<'endSession'>>('DELETE', `profile/sessions/${encodeURIComponent(id)}`, root),
  endOtherSessions: () => call<Answer<'endOtherSessions'>>('POST', 'profile/sessions/end_others', root),
};
