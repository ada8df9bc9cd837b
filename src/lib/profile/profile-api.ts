/**
 * The signed-in user's own calls (issue 14, /my-profile): the profile, its details, the
 * password, two-factor sign-in and the sessions. No account context: `root` paths, through the
 * data provider only (docs/ARCHITECTURE.md, "Layers"). The routes: server/api/README.md, "My profile".
 */
import { call } from '../data/data.ts';
import type { StoredUser } from '../session/session-types.ts';

/** GET /profile. */
export interface Profile extends StoredUser {
  username: string;
  name: string;
  email: string;
  two_factor_enabled: boolean;
  sign_in_method: 'password' | 'sso';
}

export interface DetailsChange {
  name?: string;
  email?: string;
  current_password?: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
}

export interface TwoFactorEnrolment {
  secret: string;
  otpauth_uri: string;
  expires_at: string;
}

import type { ProfileSession } from '../schemas/profile-session.ts';

export type { ProfileSession, SessionMethod } from '../schemas/profile-session.ts';

const root = { scope: 'root' } as const;

export const profileApi = {
  profile: (signal?: AbortSignal) => call<Profile>('GET', 'profile', { ...root, ...(signal ? { signal } : {}) }),
  updateDetails: (change: DetailsChange) => call<Profile>('PATCH', 'profile', { ...root, body: change }),
  saveDarkTheme: (dark: boolean) => call<Profile>('PATCH', 'profile', { ...root, body: { dark_theme: dark } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    call<{ status: 'password_changed'; sessions_ended: number }>('POST', 'profile/password', { ...root, body: { current_password: currentPassword, new_password: newPassword } }),
  twoFactorStatus: (signal?: AbortSignal) => call<TwoFactorStatus>('GET', 'profile/two_factor', { ...root, ...(signal ? { signal } : {}) }),
  startTwoFactor: () => call<TwoFactorEnrolment>('POST', 'profile/two_factor', root),
  confirmTwoFactor: (code: string) => call<{ two_factor_enabled: true; recovery_codes: string[] }>('POST', 'profile/two_factor/confirm', { ...root, body: { code } }),
  disableTwoFactor: (code: string) => call<{ two_factor_enabled: false }>('DELETE', 'profile/two_factor', { ...root, body: { code } }),
  async sessions(signal?: AbortSignal): Promise<ProfileSession[]> {
    const answer = await call<{ data: ProfileSession[] }>('GET', 'profile/sessions', { ...root, ...(signal ? { signal } : {}) });
    return answer.data;
  },
  endSession: (id: string) => call<void>('DELETE', `profile/sessions/${encodeURIComponent(id)}`, root),
  endOtherSessions: () => call<{ ended: number }>('POST', 'profile/sessions/end_others', root),
};
