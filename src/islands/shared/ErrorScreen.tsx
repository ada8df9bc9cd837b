import { useEffect, useRef } from 'react';
import { Trans } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $appError, errorScreenKind, formatErrorValue, supportMailto } from '~/lib/errors/app-error';
import { $runtimeConfig } from '~/lib/config/runtime-config-store';
import { i18n } from '~/lib/i18n/i18n';
import { usePortalTranslation } from './use-portal-translation';

/** Replaces the page while an application error exists (spec section 2, "Error screen"). */
export default function ErrorScreen() {
  const error = useStore($appError);
  const { portalSupport } = useStore($runtimeConfig).generalInformation;
  const { t, ready } = usePortalTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.body.toggleAttribute('data-app-error', error !== null);
    if (error) heading.current?.focus();
  }, [error, ready]);

  if (!error || !ready) return null;
  const status = error.statusCode;
  const kind = errorScreenKind(status);
  const value = formatErrorValue(error.value);
  const supportLink = (code: number) => <a href={supportMailto(portalSupport, code)} data-testid={`support-mail-${code}`} />;
  const goBack = () => (history.length > 1 ? history.back() : location.assign('/'));

  return (
    <section className="error-screen card mx-auto max-w-2xl p-6 sm:p-8 flex flex-col gap-3" aria-labelledby="error-screen-heading">
      <div className="flex items-center gap-3 text-red">
        <span className="i-lucide-triangle-alert text-3xl" aria-hidden="true" />
        {status !== undefined && <span className="text-3xl font-bold" data-testid="error-status">{status}</span>}
      </div>
      <h1 id="error-screen-heading" ref={heading} tabIndex={-1} className="m-0 text-2xl outline-none">
        {kind === 'access-denied' ? t('error.accessDenied') : t('error.heading')}
      </h1>
      {kind === 'access-denied' && <p className="m-0">{t('error.accessDeniedText')}</p>}
      {kind === 'not-found' && (
        <>
          <p className="m-0"><Trans i18n={i18n} i18nKey="error.helpUs" components={[supportLink(404)]} /></p>
          <p className="m-0">{t('error.goBack')}</p>
        </>
      )}
      {kind === 'too-many-requests' && (
        <>
          <p className="m-0">{t('error.tooManyRequests')}</p>
          <p className="m-0"><Trans i18n={i18n} i18nKey="error.contactSupport" components={[supportLink(429)]} /></p>
        </>
      )}
      {kind === 'general' && (
        <>
          <p className="m-0">{t('error.teamNotified')}</p>
          <p className="m-0">{t('error.goBack')}</p>
        </>
      )}
      {value && (
        <pre className="m-0 overflow-x-auto rounded-md bg-background p-3 text-sm" data-testid="error-value"><code>{value}</code></pre>
      )}
      {status !== undefined && (
        <div className="flex gap-3 pt-2">
          <button type="button" className="btn-outline" onClick={goBack}>
            <span className="i-lucide-arrow-left" aria-hidden="true" />
            {t('error.back')}
          </button>
          <a href="/" className="btn-primary no-underline">
            <span className="i-lucide-house" aria-hidden="true" />
            {t('error.home')}
          </a>
        </div>
      )}
    </section>
  );
}
