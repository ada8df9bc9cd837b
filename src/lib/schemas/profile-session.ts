/** A session of the signed-in user as GET /profile/sessions lists it (the API writes it, the profile screen reads it). */
export type SessionMethod = 'password' | 'two_factor' | 'sso';

export interface ProfileSession {
  /** Opaque: names the session when ending it. */
  id: string;
  method: SessionMethod;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  /** The session this request comes from. */
  current: boolean;
}
