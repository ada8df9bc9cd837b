import { dnssecAlgorithmNames, numberWithName } from '~/lib/dns/dnssec-numbers';
import { formatDateTime } from '~/lib/formatting/format';
import { statusTone } from '~/lib/resources/status-tones';
import { EmptyState } from '../../kit/EmptyState';
import { CopyButton } from '../../kit/values/CopyButton';
import { StatusBadge } from '../../kit/values/StatusBadge';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import type { DnssecKey } from './dnssec-api';

const cell = 'px-3 py-2 border-0 border-b border-solid border-line text-left align-top';

/** The zone's keys: type, tag, algorithm by name, state and dates; a published key's DNSKEY record to copy. */
export function DnssecKeys({ keys }: { keys: readonly DnssecKey[] }) {
  const { t, language } = usePortalTranslation();
  return (
    <section className="card min-w-0" aria-labelledby="dnssec-keys-title">
      <h2 id="dnssec-keys-title" className="m-0 px-4 pt-4 text-base font-semibold">{t('dnssec:keys.title')}</h2>
      {keys.length === 0 ? (
        <div className="p-4"><EmptyState compact icon="i-lucide-key-round">{t('dnssec:keys.none')}</EmptyState></div>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('dnssec:keys.title')}>
          <table className="w-full border-collapse text-sm mt-2" data-dnssec-keys>
            <thead>
              <tr>
                <th scope="col" className={`${cell} whitespace-nowrap`}>{t('dnssec:keys.type')}</th>
                <th scope="col" className={`${cell} whitespace-nowrap`}>{t('dnssec:keys.tag')}</th>
                <th scope="col" className={`${cell} whitespace-nowrap`}>{t('dnssec:keys.algorithm')}</th>
                <th scope="col" className={`${cell} whitespace-nowrap`}>{t('dnssec:keys.status')}</th>
                <th scope="col" className={`${cell} whitespace-nowrap`}>{t('dnssec:keys.activated')}</th>
                <th scope="col" className={`${cell} whitespace-nowrap`}>{t('dnssec:keys.retired')}</th>
                <th scope="col" className={`${cell} whitespace-nowrap`}>{t('dnssec:keys.dnskey')}</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id} data-key-tag={key.key_tag} data-key-type={key.key_type} data-key-status={key.status}>
                  <th scope="row" className={`${cell} font-medium`}>{key.key_type}</th>
                  <td className={`${cell} font-mono`}>{key.key_tag}</td>
                  <td className={`${cell} whitespace-nowrap`}>{numberWithName(key.algorithm, dnssecAlgorithmNames)}</td>
                  <td className={cell}><StatusBadge tone={statusTone(key.status)}>{t(`dnssec:keyStatus.${key.status}`)}</StatusBadge></td>
                  <td className={`${cell} whitespace-nowrap`}>{key.activated_at ? formatDateTime(key.activated_at, language) : '—'}</td>
                  <td className={`${cell} whitespace-nowrap`}>{key.retire_at ? formatDateTime(key.retire_at, language) : '—'}</td>
                  <td className={cell}>
                    {key.dnskey ? (
                      <span className="flex items-center gap-1 min-w-0">
                        <code className="truncate max-w-64 text-xs" title={key.dnskey}>{key.dnskey}</code>
                        <CopyButton text={key.dnskey} label={t('dnssec:keys.dnskeyOf', { tag: key.key_tag })} t={t} />
                      </span>
                    ) : '—'}
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
