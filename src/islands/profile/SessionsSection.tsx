/**
 * Where the user is signed in: each open session with its device (read from the browser's
 * User-Agent), how and when it signed in, its last use and address; "This device" marks the
 * session of this browser. Ending one signs that browser out; "Sign out everywhere else" ends
 * all but this one, after asking.
 */
import { useState } from 'react';
import { formatDateTime } from '~/lib/formatting/format';
import { profileApi, type ProfileSession } from '~/lib/profile/profile-api';
import { deviceIcon, deviceOf } from '~/lib/profile/user-agent-device';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataView } from '../kit/DataView';
import { FormAlert } from '../kit/form/FormAlert';
import { useData } from '../kit/use-data';
import { failureMessage, ProfileSection, type Translate } from './profile-parts';

export function deviceName(userAgent: string | null, t: Translate): string {
  const { browser, os } = deviceOf(userAgent);
  if (browser && os) return t('profile:sessions.deviceOn', { browser, os });
  return browser ?? os ?? t('profile:sessions.unknownDevice');
}

const cell = 'border-0 border-t border-solid border-line px-3 py-2 text-left align-top';

function SessionRow({ session, ending, onEnd, language, t }: { session: ProfileSession; ending: boolean; onEnd(): void; language: string; t: Translate }) {
  const device = deviceOf(session.user_agent);
  const name = deviceName(session.user_agent, t);
  return (
    <tr data-session={session.current ? 'current' : 'other'}>
      <th scope="row" className={`${cell} font-normal`}>
        <span className="flex items-start gap-2">
          <span className={`${deviceIcon(device.kind)} mt-0.5 text-muted`} aria-hidden="true" />
          <span className="flex flex-col gap-1">
            <span className="font-medium" title={session.user_agent ?? undefined} data-session-device>{name}</span>
            {session.current && (
              <span className="self-start rounded-full bg-primary-l5 px-2 text-xs font-medium text-primary-d2 dark:bg-primary-d4 dark:text-primary-l4" data-this-device>
                {t('profile:sessions.thisDevice')}
              </span>
            )}
          </span>
        </span>
      </th>
      <td className={cell}>{t('profile:sessions.how', { time: formatDateTime(session.created_at, language), method: t(`profile:sessions.methods.${session.method}`) })}</td>
      <td className={cell}>{formatDateTime(session.last_used_at, language)}</td>
      <td className={`${cell} font-mono text-sm`}>{session.ip ?? ''}</td>
      <td className={cell}>
        {!session.current && (
          <button type="button" className="btn-outline px-2 py-1 text-xs" disabled={ending} aria-busy={ending || undefined} onClick={onEnd}
            aria-label={t('profile:sessions.endNamed', { device: name })} data-end-session>
            <span className={ending ? 'i-lucide-loader-circle animate-spin motion-reduce:animate-none' : 'i-lucide-log-out'} aria-hidden="true" />
            {ending ? t('profile:sessions.ending') : t('profile:sessions.end')}
          </button>
        )}
      </td>
    </tr>
  );
}

export function SessionsSection({ version, language, t }: { version: number; language: string; t: Translate }) {
  const sessions = useData(`sessions:${version}`, (signal) => profileApi.sessions(signal));
  const [ending, setEnding] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string }>();
  const [endingOthers, setEndingOthers] = useState<{ busy: boolean; error?: string }>();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  const endOne = async (session: ProfileSession) => {
    setNotice(undefined);
    setEnding((current) => new Set(current).add(session.id));
    try {
      await profileApi.endSession(session.id);
      sessions.set((current) => (current ?? []).filter((entry) => entry.id !== session.id));
      setNotice({ kind: 'success', text: t('profile:sessions.ended', { device: deviceName(session.user_agent, t) }) });
    } catch (error) {
      const message = failureMessage(error, t);
      if (message) setNotice({ kind: 'error', text: message });
    } finally {
      setEnding((current) => {
        const next = new Set(current);
        next.delete(session.id);
        return next;
      });
    }
  };

  const endOthers = async () => {
    setEndingOthers({ busy: true });
    try {
      const { ended } = await profileApi.endOtherSessions();
      setEndingOthers(undefined);
      setNotice({ kind: 'success', text: t('profile:sessions.endedOthers', { count: ended }) });
      sessions.retry();
    } catch (error) {
      setEndingOthers({ busy: false, error: failureMessage(error, t) });
    }
  };

  return (
    <ProfileSection title={t('profile:sessions.title')} intro={t('profile:sessions.intro')} data-profile-sessions
      actions={sessions.status === 'ready' && others > 0 ? (
        <button type="button" className="btn-outline" onClick={() => { setNotice(undefined); setEndingOthers({ busy: false }); }} data-end-other-sessions>
          <span className="i-lucide-log-out" aria-hidden="true" />
          {t('profile:sessions.endOthers')}
        </button>
      ) : undefined}>
      {notice && <FormAlert kind={notice.kind}>{notice.text}</FormAlert>}
      <DataView data={sessions} loadingLabel={t('profile:sessions.loading')} failedTitle={t('profile:sessions.failed')}>
        {(loaded) => (
          <div className="flex min-w-0 flex-col gap-2">
            <div className="min-w-0 overflow-x-auto">
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">{t('profile:sessions.caption')}</caption>
                <thead>
                  <tr>
                    {(['device', 'signedIn', 'lastUsed', 'address'] as const).map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 text-left font-medium text-muted">{t(`profile:sessions.${column}`)}</th>
                    ))}
                    <th scope="col" className="px-3 py-2"><span className="sr-only">{t('profile:sessions.actions')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.map((session) => (
                    <SessionRow key={session.id} session={session} ending={ending.has(session.id)} onEnd={() => void endOne(session)} language={language} t={t} />
                  ))}
                </tbody>
              </table>
            </div>
            {others === 0 && <p className="m-0 text-sm text-muted">{t('profile:sessions.onlyThis')}</p>}
          </div>
        )}
      </DataView>
      <ConfirmDialog open={endingOthers !== undefined} busy={endingOthers?.busy ?? false} error={endingOthers?.error} danger
        title={t('profile:sessions.endOthersTitle')} confirmLabel={t('profile:sessions.endOthers')} busyLabel={t('profile:sessions.ending')}
        cancelLabel={t('profile:twoFactor.cancel')} onConfirm={() => void endOthers()} onClose={() => { if (!endingOthers?.busy) setEndingOthers(undefined); }}>
        <p className="m-0">{t('profile:sessions.endOthersText', { count: others })}</p>
      </ConfirmDialog>
    </ProfileSection>
  );
}
