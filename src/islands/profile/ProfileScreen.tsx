/**
 * `/my-profile` (issue 14): the signed-in user's details, appearance and language, and how they
 * sign in: the password and two-factor sign-in (a single-sign-on user sees their sign-in method
 * instead: the provider keeps both), then the sessions open in their name.
 */
import { useState } from 'react';
import { profileApi } from '~/lib/profile/profile-api';
import { DataView } from '../kit/DataView';
import { useData } from '../kit/use-data';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { AppearanceSection } from './AppearanceSection';
import { DetailsSection } from './DetailsSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './profile-parts';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import './profile-words';

export default function ProfileScreen() {
  const { t, language } = usePortalTranslation();
  const profile = useData('profile', (signal) => profileApi.profile(signal), { isEmpty: () => false });
  // Changing the password ends the other sessions: the list is asked for again.
  const [sessionsVersion, setSessionsVersion] = useState(0);

  return (
    <div className="flex min-w-0 flex-col gap-6" data-profile>
      <DataView data={profile} loadingLabel={t('profile:loading')} failedTitle={t('profile:failed')}>
        {(loaded) => (
          <>
            <DetailsSection profile={loaded} onSaved={(saved) => profile.set(saved)} t={t} />
            <AppearanceSection t={t} />
            {loaded.sign_in_method === 'sso' ? (
              <ProfileSection title={t('profile:signIn.title')} data-profile-sign-in="sso">
                <p className="m-0 flex max-w-3xl items-start gap-2">
                  <span className="i-lucide-key-round mt-0.5 text-muted" aria-hidden="true" />
                  {t('profile:signIn.sso')}
                </p>
              </ProfileSection>
            ) : (
              <>
                <PasswordSection username={loaded.username} onChanged={() => setSessionsVersion((current) => current + 1)} t={t} />
                <TwoFactorSection enabled={loaded.two_factor_enabled} username={loaded.username} language={language} t={t}
                  onChange={(enabled) => profile.set((current) => ({ ...(current ?? loaded), two_factor_enabled: enabled }))} />
              </>
            )}
            <SessionsSection version={sessionsVersion} language={language} t={t} />
          </>
        )}
      </DataView>
    </div>
  );
}
