/** Password resets by mailed link (spec section 7); a failure sets the login state to error and reaches the caller. */
import { http } from '../http/http.ts';
import { trackingFailure } from '../session/login-state.ts';


export function requestPasswordReset(login: string): Promise<void> {
  const body = login.includes('@') ? { email: login.trim() } : { username: login.trim() };
  return trackingFailure(async () => {
    await http.post('password_resets', body);
  });
}

/** True when the link's token is still good; false when it is unknown, used or expired (404). */
export async function isResetTokenValid(token: string): Promise<boolean> {
  try {
    await http.get(`password_resets/${encodeURIComponent(token)}`);
    return true;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return false;
    throw error;
  }
}

export function setNewPassword(token: string, password: string): Promise<void> {
  return trackingFailure(async () => {
    await http.put(`password_resets/${encodeURIComponent(token)}`, { password });
  });
}
