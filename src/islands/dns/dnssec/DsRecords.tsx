import { dnssecAlgorithmNames, dsDigestTypeNames, numberWithName } from '~/lib/dns/dnssec-numbers';
import { statusTone } from '~/lib/resources/status-tones';
import { EmptyState } from '../../kit/EmptyState';
import { CopyButton } from '../../kit/values/CopyButton';
import { StatusBadge } from '../../kit/values/StatusBadge';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import type { DnssecView } from './dnssec-api';

const cell = 'px-3 py-2 border-0 border-b border-solid border-line text-left align-top';

/** The DS records the registry holds for the domain, each to copy whole (for a parent run by someone else) or by its digest. */
export function DsRecords({ view }: { view: DnssecView }) {
  const { t } = usePortalTranslation();
  const registry = view.domain ? t('dnssec:ds.registryOf', { tld: view.domain.tld }) : t('dnssec:ds.noRegistry');
  return (
    <section className="card min-w-0" aria-labelledby="dnssec-ds-title">
      <h2 id="dnssec-ds-title" className="m-0 px-4 pt-4 text-base font-semibold">{t('dnssec:ds.title')}</h2>
      <p className="m-0 px-4 pt-1 text-sm text-muted">{registry}</p>
      {view.ds.length === 0 ? (
        <div className="p-4"><EmptyState compact icon="i-lucide-landmark">{t('dnssec:ds.none')}</EmptyState></div>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('dnssec:ds.title')}>
          <table className="w-full border-collapse text-sm mt-2" data-ds-records>
            <thead>
              <tr>
                <th scope="col" className={`${cell} whitespace-nowrap`}>{t('dnssec:keys.tag')}</th>
                <th scope="col" className={`${cell} whitespace-nowrap`}>{t('dnssec:keys.algorithm')}</th>
                <th scope="col" className={`${cell} whitespace-nowrap`}>{t('dnssec:ds.digestType')}</th>
                <th scope="col" className={`${cell} whitespace-nowrap`}>{t('dnssec:ds.digest')}</th>
                <th scope="col" className={`${cell} whitespace-nowrap`}>{t('dnssec:keys.status')}</th>
                <th scope="col" className={`${cell} whitespace-nowrap`}>{t('dnssec:ds.record')}</th>
              </tr>
            </thead>
            <tbody>
              {view.ds.map((entry) => (
                <tr key={entry.id} data-ds-tag={entry.key_tag}>
                  <th scope="row" className={`${cell} font-mono font-normal`}>{entry.key_tag}</th>
                  <td className={`${cell} whitespace-nowrap`}>{numberWithName(entry.algorithm, dnssecAlgorithmNames)}</td>
                  <td className={`${cell} whitespace-nowrap`}>{numberWithName(entry.digest_type, dsDigestTypeNames)}</td>
                  <td className={cell}>
                    <span className="flex items-center gap-1 min-w-0">
                      <code className="break-all text-xs min-w-44" data-ds-digest>{entry.digest}</code>
                      <CopyButton text={entry.digest} label={t('dnssec:ds.digestOf', { tag: entry.key_tag })} t={t} />
                    </span>
                  </td>
                  <td className={cell}><StatusBadge tone={statusTone(entry.status)}>{t(`dnssec:dsStatus.${entry.status}`)}</StatusBadge></td>
                  <td className={cell}>
                    <span className="flex items-center gap-1 min-w-0">
                      <code className="truncate max-w-64 text-xs" title={entry.record}>{entry.record}</code>
                      <CopyButton text={entry.record} label={t('dnssec:ds.recordOf', { tag: entry.key_tag })} t={t} />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
