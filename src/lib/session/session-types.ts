/** The signed-in session as spec section 3 names it. */
export interface StoredUser {
  id: string;
  group_id: string;
  roles: string[];
  abilities: string[];
  dark_theme: boolean;
  language: string;
  username?: string;
  name?: string;
  email?: string;
  /** Never stored locally: kept in memory only (see user-store.ts). */
  pulse_configuration?: unknown;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** UTC, `YYYY-MM-DD HH:mm:ss`: when the session is treated as over (12 hours after sign-in). */
  expires: string;
  ssoToken?: string;
  applicationId?: string;
}

export type LoginState = 'logging-in' | 'success' | 'error' | 'logged-out';
