import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $appError, errorScreenKind, formatErrorValue, supportMailto } from '~/lib/errors/app-error';
import { $runtimeConfig } from '~/lib/config-store/runtime-config-store';
import { splitMarkup, usePortalTranslation } from '../kit/use-portal-translation';

/** The error screen (spec section 2, "Error screen"); ErrorScreenHost loads it when an error exists. */
export default function ErrorScreen() {
  const error = useStore($appError);
  const { portalSupport } = useStore($runtimeConfig).generalInformation;
  const { t } = usePortalTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (error) heading.current?.focus();
  }, [error]);

  if (!error) return null;
  const status = error.statusCode;
  const kind = errorScreenKind(status);
  const value = formatErrorValue(error.value);
  const withSupportLink = (key: string, code: number) => {
    const [before, inner, after] = splitMarkup(t(key));
    return (
      <p className="m-0">
        {before}
        <a href={supportMailto(portalSupport, code)} data-testid={`support-mail-${code}`}>{inner}</a>
        {after}
      </p>
    );
  };
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
          {withSupportLink('error.helpUs', 404)}
          <p className="m-0">{t('error.goBack')}</p>
        </>
      )}
      {kind === 'too-many-requests' && (
        <>
          <p className="m-0">{t('error.tooManyRequests')}</p>
          {withSupportLink('error.contactSupport', 429)}
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
