import { applyProfileLanguage } from '~/lib/sign-in/profile-language';
import { takeSavedPath } from '~/lib/session/saved-path';

/** Leaves /login for the page the visitor first asked for, in the language of their profile. */
export async function continueAfterSignIn(): Promise<void> {
  await applyProfileLanguage().catch((error: unknown) => console.warn('The profile language could not be applied.', error));
  location.replace(takeSavedPath(sessionStorage));
}
