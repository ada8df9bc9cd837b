import { dnssecAlgorithmNames, numberWithName } from '~/lib/dns/dnssec-numbers';
import { formatDateTime } from '~/lib/formatting/format';
import { statusTone } from '~/lib/resources/status-tones';
import { CopyButton } from '../../kit/values/CopyButton';
import { StatusBadge } from '../../kit/values/StatusBadge';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import type { DnssecKey } from './dnssec-api';
import { cellClass, TableCard } from './TableCard';

const headingKeys = ['type', 'tag', 'algorithm', 'status', 'activated', 'retired', 'dnskey'];

/** The zone's keys: type, tag, algorithm by name, state and dates; a published key's DNSKEY record to copy. */
export function DnssecKeys({ keys }: { keys: readonly DnssecKey[] }) {
  const { t, language } = usePortalTranslation();
  return (
    <TableCard id="dnssec-keys-title" title={t('dnssec:keys.title')} empty={keys.length === 0 ? t('dnssec:keys.none') : null} emptyIcon="i-lucide-key-round"
      headings={headingKeys.map((key) => ({ label: t(`dnssec:keys.${key}`) }))} tableAttributes={{ 'data-dnssec-keys': true }}>
      {keys.map((key) => (
        <tr key={key.id} data-key-tag={key.key_tag} data-key-type={key.key_type} data-key-status={key.status}>
          <th scope="row" className={`${cellClass} font-medium`}>{key.key_type}</th>
          <td className={`${cellClass} font-mono`}>{key.key_tag}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{numberWithName(key.algorithm, dnssecAlgorithmNames)}</td>
          <td className={cellClass}><StatusBadge tone={statusTone(key.status)}>{t(`dnssec:keyStatus.${key.status}`)}</StatusBadge></td>
          <td className={`${cellClass} whitespace-nowrap`}>{key.activated_at ? formatDateTime(key.activated_at, language) : '—'}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{key.retire_at ? formatDateTime(key.retire_at, language) : '—'}</td>
          <td className={cellClass}>
            {key.dnskey ? (
              <span className="flex items-center gap-1 min-w-0">
                <code className="truncate max-w-64 text-xs" title={key.dnskey}>{key.dnskey}</code>
                <CopyButton text={key.dnskey} label={t('dnssec:keys.dnskeyOf', { tag: key.key_tag })} t={t} />
              </span>
            ) : '—'}
          </td>
        </tr>
      ))}
    </TableCard>
  );
}
