import type { ReactNode } from 'react';
import { dnssecAlgorithmNames, dsDigestTypeNames, numberWithName } from '~/lib/dns/dnssec-numbers';
import { formatDate, formatDateTime } from '~/lib/formatting/format';
import { StatusBadge } from '../../kit/values/StatusBadge';
import type { DomainFacts } from './action-availability';
import type { RegistryInfo } from './domain-api';
import type { Translate } from './domain-values';

interface RegistryInfoPanelProps {
  info: RegistryInfo;
  /** Our record of the domain, to point out where the registry says otherwise. */
  record: DomainFacts;
  askedAt: string;
  language: string;
  t: Translate;
  onClose(): void;
}

/** The registry's view of a domain (`registrar.domain.info`), beside ours: a difference is marked, so "registrar says unlocked, portal says locked" is seen at once. */
export function RegistryInfoPanel({ info, record, askedAt, language, t, onClose }: RegistryInfoPanelProps) {
  const yesNo = (value: boolean | undefined) => (value === undefined ? '—' : t(value ? 'domain-actions:info.yes' : 'domain-actions:info.no'));
  const differs = (field: string, ours: string) => (
    <span className="ml-2 text-xs text-amber-d2 dark:text-amber-l2" data-info-differs={field}>{t('domain-actions:info.differs', { ours })}</span>
  );
  const expiresDiffer = info.expires !== undefined && info.expires.slice(0, 10) !== record.expires_at.slice(0, 10);
  const rows: [string, ReactNode][] = [
    ['roid', info.roid ? <code className="font-mono">{info.roid}</code> : '—'],
    ['registry', info.registry ?? '—'],
    ['status', (
      <span className="flex flex-wrap gap-1">
        {(info.status ?? []).map((code) => <code key={code} className="rounded bg-background px-1.5 font-mono text-xs leading-5">{code}</code>)}
      </span>
    )],
    ['created', formatDate(info.created, language) || '—'],
    ['expires', <>{formatDate(info.expires, language) || '—'}{expiresDiffer && differs('expires', formatDate(record.expires_at, language))}</>],
    ['updated', formatDateTime(info.updated, language) || '—'],
    ['registryLock', <>{yesNo(info.registry_lock)}{info.registry_lock !== undefined && info.registry_lock !== record.registry_lock && differs('registryLock', yesNo(record.registry_lock))}</>],
    ['transferLock', <>{yesNo(info.transfer_lock)}{info.transfer_lock !== undefined && info.transfer_lock !== record.transfer_lock && differs('transferLock', yesNo(record.transfer_lock))}</>],
    ['autoRenew', yesNo(info.auto_renew)],
    ['nameservers', info.nameservers && info.nameservers.length > 0
      ? <ul className="m-0 list-none p-0">{info.nameservers.map((host) => <li key={host} className="font-mono break-all">{host}</li>)}</ul>
      : '—'],
    ['dnssec', info.dnssec?.enabled ? (
      <span className="flex flex-col gap-1">
        <span><StatusBadge tone="green">{t('domain-actions:info.signed')}</StatusBadge></span>
        {(info.dnssec.ds_records ?? []).map((ds) => (
          <span key={`${ds.key_tag}-${ds.digest_type}`} className="text-xs">
            {t('domain-actions:info.ds', { keyTag: ds.key_tag, algorithm: numberWithName(ds.algorithm, dnssecAlgorithmNames), digestType: numberWithName(ds.digest_type, dsDigestTypeNames) })}
          </span>
        ))}
      </span>
    ) : t('domain-actions:info.unsigned')],
  ];
  return (
    <section className="card flex flex-col gap-3 p-4" aria-labelledby="registry-info-heading" data-registry-info>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id="registry-info-heading" className="m-0 text-base font-semibold">{t('domain-actions:info.heading', { name: info.unicode_name ?? info.name })}</h3>
          <p className="m-0 text-xs text-muted">{t('domain-actions:info.askedAt', { time: formatDateTime(askedAt, language) })}</p>
        </div>
        <button type="button" className="btn-icon" aria-label={t('domain-actions:info.close')} title={t('domain-actions:info.close')} onClick={onClose}>
          <span className="i-lucide-x" aria-hidden="true" />
        </button>
      </div>
      <dl className="m-0 grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([key, value]) => (
          <div key={key} className="contents" data-info-field={key}>
            <dt className="text-muted">{t(`domain-actions:info.fields.${key}`)}</dt>
            <dd className="m-0 min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
