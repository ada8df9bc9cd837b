import { formatDateTime } from '~/lib/formatting/format';
import { CopyButton } from '../../kit/values/CopyButton';
import type { Translate } from './domain-values';

interface AuthCodePanelProps {
  domainId: number;
  name: string;
  code: string;
  issuedAt: string;
  language: string;
  t: Translate;
  onHide(): void;
}

/** A transfer code just issued: shown once, with a copy button, and a word that issuing it was written to the domain's history. */
export function AuthCodePanel({ domainId, name, code, issuedAt, language, t, onHide }: AuthCodePanelProps) {
  return (
    <section className="card flex flex-col gap-2 border-amber p-4" aria-labelledby="auth-code-heading" data-auth-code-panel>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="auth-code-heading" className="m-0 text-base font-semibold">{t('domain-actions:authCode.heading', { name })}</h3>
        <button type="button" className="btn-icon" aria-label={t('domain-actions:authCode.hide')} title={t('domain-actions:authCode.hide')} onClick={onHide}>
          <span className="i-lucide-x" aria-hidden="true" />
        </button>
      </div>
      <p className="m-0 flex min-w-0 items-center gap-1">
        <code className="min-w-0 break-all rounded bg-background px-2 py-1 font-mono text-base" data-auth-code>{code}</code>
        <CopyButton text={code} label={t('domain-actions:authCode.label')} t={t} />
      </p>
      <p className="m-0 text-sm text-muted">
        {t('domain-actions:authCode.audited', { time: formatDateTime(issuedAt, language) })}{' '}
        <a href={`/domains/${domainId}/log`} className="focus-ring">{t('domain-actions:authCode.history')}</a>
      </p>
    </section>
  );
}
