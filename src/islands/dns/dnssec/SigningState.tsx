import { statusTone } from '~/lib/resources/status-tones';
import { displayName } from '~/lib/dns/display-name';
import { StatusBadge } from '../../kit/values/StatusBadge';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import type { DnssecView } from './dnssec-api';

/** The zone's signing state as a badge, and what it means for this domain in one sentence. */
export function SigningState({ view }: { view: DnssecView }) {
  const { t } = usePortalTranslation();
  const name = displayName(view.zone_name);
  const unsupported = view.domain !== null && !view.domain.dnssec_supported;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="dnssec-state-title" className="m-0 text-lg font-semibold">{t('dnssec:state.title')}</h2>
        <span data-dnssec-state={view.state}><StatusBadge tone={statusTone(view.state)}>{t(`dnssec:state.${view.state}`)}</StatusBadge></span>
      </div>
      <p className="m-0 text-sm text-muted max-w-prose">
        {unsupported && view.state === 'unsigned'
          ? t('dnssec:explain.unsupported', { name, tld: view.domain!.tld })
          : t(`dnssec:explain.${view.state}`, { name, tld: view.domain?.tld ?? '' })}
      </p>
    </div>
  );
}
