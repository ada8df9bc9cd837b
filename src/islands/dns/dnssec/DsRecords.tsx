import { statusTone } from '~/lib/resources/status-tones';
import { CopyButton } from '../../kit/values/CopyButton';
import { StatusBadge } from '../../kit/values/StatusBadge';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import type { DnssecView } from './dnssec-api';
import { DsCells, dsHeadingKeys } from './DsCells';
import { cellClass, TableCard } from './TableCard';

/** The DS records the registry holds for the domain, each to copy whole (for a parent run by someone else) or by its digest. */
export function DsRecords({ view }: { view: DnssecView }) {
  const { t } = usePortalTranslation();
  const headings = [...dsHeadingKeys, 'keys.status', 'ds.record'].map((key) => ({ label: t(`dnssec:${key}`) }));
  return (
    <TableCard id="dnssec-ds-title" title={t('dnssec:ds.title')} intro={view.domain ? t('dnssec:ds.registryOf', { tld: view.domain.tld }) : t('dnssec:ds.noRegistry')}
      empty={view.ds.length === 0 ? t('dnssec:ds.none') : null} emptyIcon="i-lucide-landmark" headings={headings} tableAttributes={{ 'data-ds-records': true }}>
      {view.ds.map((entry) => (
        <tr key={entry.id} data-ds-tag={entry.key_tag}>
          <DsCells entry={entry} />
          <td className={cellClass}><StatusBadge tone={statusTone(entry.status)}>{t(`dnssec:dsStatus.${entry.status}`)}</StatusBadge></td>
          <td className={cellClass}>
            <span className="flex items-center gap-1 min-w-0">
              <code className="truncate max-w-64 text-xs" title={entry.record}>{entry.record}</code>
              <CopyButton text={entry.record} label={t('dnssec:ds.recordOf', { tag: entry.key_tag })} t={t} />
            </span>
          </td>
        </tr>
      ))}
    </TableCard>
  );
}
