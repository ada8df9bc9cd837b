import { useId, useMemo, useState } from 'react';
import { formatDate } from '~/lib/formatting/format';
import { useData } from '../../kit/use-data';
import { defaultRenewYears, renewPeriods, type TldFacts } from './action-availability';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { renewalPrice } from './domain-api';
import { moneyText, type Translate } from './domain-values';

interface RenewDialogProps {
  open: boolean;
  name: string;
  expiresAt: string;
  preferredYears: number | undefined;
  tld: TldFacts | undefined;
  busy: boolean;
  language: string;
  t: Translate;
  onRenew(years: number): void;
  onClose(): void;
}

/** Renewing: the period, the new expiry and what it costs, all before the user confirms (issue 12, item 4). */
export function RenewDialog({ open, name, expiresAt, preferredYears, tld, busy, language, t, onRenew, onClose }: RenewDialogProps) {
  const id = useId();
  const periods = useMemo(() => renewPeriods(expiresAt, tld, new Date()), [expiresAt, tld]);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const years = chosen ?? defaultRenewYears(periods, preferredYears);
  const period = periods.find((entry) => entry.years === years);
  // Asked once the dialog opens; the price a year comes from the account's pricing rules.
  const price = useData(open ? `renew-price:${name}` : null, (signal) => renewalPrice(name, signal).then((found) => found ?? null), { isEmpty: () => false });
  const perYear = price.data ?? undefined;
  const nothingAllowed = periods.every((entry) => !entry.allowed);

  return (
    <ConfirmDialog open={open} title={t('domain-actions:renew.title', { name })} confirmLabel={t('domain-actions:renew.confirm')} busyLabel={t('domain-actions:renew.busy')}
      cancelLabel={t('domain-actions:cancel')} busy={busy} confirmDisabled={years === undefined || price.status === 'loading'}
      onConfirm={() => { if (years !== undefined) onRenew(years); }} onClose={() => { setChosen(undefined); onClose(); }}>
      <p className="m-0">{t('domain-actions:renew.current', { date: formatDate(expiresAt, language) })}</p>
      {nothingAllowed ? (
        <p className="m-0 text-red-d1 dark:text-red" role="alert">{t('domain-actions:renew.tooFarAhead', { years: 10 })}</p>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-years`} className="font-medium">{t('domain-actions:renew.period')}</label>
          <select id={`${id}-years`} className="input-box w-full px-3 py-2 text-base" value={years ?? ''} onChange={(event) => setChosen(Number(event.target.value))} data-renew-years>
            {periods.map((entry) => (
              <option key={entry.years} value={entry.years} disabled={!entry.allowed}>
                {entry.allowed ? t('domain-actions:renew.years', { count: entry.years }) : t('domain-actions:renew.yearsTooFar', { count: entry.years })}
              </option>
            ))}
          </select>
        </div>
      )}
      {period && (
        <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1" aria-live="polite" data-renew-summary>
          <dt className="text-muted">{t('domain-actions:renew.newExpiry')}</dt>
          <dd className="m-0 font-medium" data-renew-expiry>{formatDate(period.expires, language)}</dd>
          <dt className="text-muted">{t('domain-actions:renew.cost')}</dt>
          <dd className="m-0 font-medium" data-renew-cost>
            {price.status === 'loading' || price.status === 'idle'
              ? t('domain-actions:renew.costLoading')
              : perYear
                ? t('domain-actions:renew.costValue', { total: moneyText(perYear.amount * period.years, perYear.currency, language), perYear: moneyText(perYear.amount, perYear.currency, language) })
                : t('domain-actions:renew.costUnknown')}
          </dd>
        </dl>
      )}
      <p className="m-0 text-muted">{t('domain-actions:renew.charged')}</p>
    </ConfirmDialog>
  );
}
