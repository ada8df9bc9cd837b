import { useEffect, useId, useRef, useState } from 'react';
import { formatNumber } from '~/lib/formatting/format';
import { statusTone } from '~/lib/resources/status-tones';
import { DataView } from '../../kit/DataView';
import { EmptyState } from '../../kit/EmptyState';
import { useData } from '../../kit/use-data';
import { StatusBadge } from '../../kit/values/StatusBadge';
import type { Translate } from '../actions/domain-values';
import { maxSelectedDomains } from './selection-address';
import { findDomains, type PickedDomain, type PickedDomains } from './picked-domains';
import '../actions/domain-actions-words';

interface DomainPickerProps {
  selection: PickedDomains;
  language: string;
  t: Translate;
  /** The picker's heading (what the domains are chosen for). */
  heading: string;
  disabled?: boolean;
}

const searchDelay = 250;

const shownName = (domain: PickedDomain) => domain.unicode_name && domain.unicode_name !== domain.name ? `${domain.unicode_name} (${domain.name})` : domain.name;

/**
 * Choosing many domains of the account (issue 12, items 5 and 6): type part of a name, tick the
 * ones meant (or all shown); the chosen ones stay listed, each with a way to take it out. A
 * selection handed over in the address arrives chosen.
 */
export function DomainPicker({ selection, language, t, heading, disabled = false }: DomainPickerProps) {
  const id = useId();
  const { picked, setPicked } = selection;
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const found = useData(`find:${term}`, (signal) => findDomains(term, signal), { isEmpty: (answer) => answer.rows.length === 0 });
  const chosen = new Set(picked.map((domain) => domain.id));
  const full = picked.length >= maxSelectedDomains;

  const typed = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTerm(value.trim()), searchDelay);
  };
  const toggle = (domain: PickedDomain, on: boolean) => {
    if (on && !chosen.has(domain.id) && !full) setPicked([...picked, domain]);
    if (!on) setPicked(picked.filter((entry) => entry.id !== domain.id));
  };
  const addAll = (rows: readonly PickedDomain[]) => {
    const fresh = rows.filter((row) => !chosen.has(row.id));
    setPicked([...picked, ...fresh].slice(0, maxSelectedDomains));
  };

  return (
    <section className="card flex min-w-0 flex-col gap-3 p-4" aria-labelledby={`${id}-heading`} data-domain-picker>
      <h2 id={`${id}-heading`} className="m-0 text-base font-semibold">{heading}</h2>
      <div className="grid min-w-0 gap-4 md:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor={`${id}-search`} className="text-sm font-medium">{t('domain-actions:picker.search')}</label>
          <input id={`${id}-search`} type="search" className="input-box w-full px-3 py-2 text-base" value={text} autoComplete="off" spellCheck={false}
            placeholder={t('domain-actions:picker.placeholder')} aria-describedby={`${id}-found`} disabled={disabled}
            onChange={(event) => typed(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') { event.preventDefault(); clearTimeout(timer.current); setTerm(text.trim()); }
            }} data-picker-search />
          <DataView data={found} compact loadingLabel={t('domain-actions:picker.searching')} failedTitle={t('domain-actions:picker.failed')}
            empty={<EmptyState compact>{t('domain-actions:picker.none')}</EmptyState>}>
            {({ rows, total }) => (
              <fieldset className="m-0 flex min-w-0 flex-col gap-1 border-0 p-0" disabled={disabled}>
                <legend className="sr-only">{t('domain-actions:picker.results')}</legend>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p id={`${id}-found`} className="m-0 text-xs text-muted" aria-live="polite">
                    {total > rows.length
                      ? t('domain-actions:picker.shownOf', { shown: formatNumber(rows.length, language), total: formatNumber(total, language) })
                      : t('domain-actions:picker.shown', { count: rows.length })}
                  </p>
                  <button type="button" className="btn-outline px-2 py-1 text-xs" disabled={rows.every((row) => chosen.has(row.id)) || full} onClick={() => addAll(rows)} data-picker-add-all>
                    {t('domain-actions:picker.addAll', { count: rows.filter((row) => !chosen.has(row.id)).length })}
                  </button>
                </div>
                <ul className="m-0 max-h-72 list-none overflow-auto rounded-md border border-solid border-line p-1">
                  {rows.map((row) => (
                    <li key={row.id}>
                      <label className="flex min-w-0 cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-background" data-picker-row={row.name}>
                        <input type="checkbox" className="focus-ring shrink-0" checked={chosen.has(row.id)} disabled={full && !chosen.has(row.id)}
                          onChange={(event) => toggle(row, event.target.checked)} />
                        <span className="min-w-0 flex-1 break-all">{shownName(row)}</span>
                        <StatusBadge tone={statusTone(row.status)}>{t(`domain-actions:statusLabel.${row.status}`)}</StatusBadge>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
          </DataView>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="m-0 text-sm font-medium" id={`${id}-chosen`}>{t('domain-actions:picker.chosen', { count: picked.length })}</h3>
            {picked.length > 0 && (
              <button type="button" className="btn-outline px-2 py-1 text-xs" disabled={disabled} onClick={() => setPicked([])} data-picker-clear>
                {t('domain-actions:picker.clear')}
              </button>
            )}
          </div>
          {selection.loading && <p className="m-0 text-sm text-muted" role="status">{t('domain-actions:picker.loadingHanded')}</p>}
          {selection.missing > 0 && <p className="m-0 text-sm text-amber-d2 dark:text-amber-l2" role="status">{t('domain-actions:picker.missing', { count: selection.missing })}</p>}
          {full && <p className="m-0 text-sm text-muted" role="status">{t('domain-actions:picker.full', { max: maxSelectedDomains })}</p>}
          {picked.length === 0 && !selection.loading ? (
            <p className="m-0 text-sm text-muted">{t('domain-actions:picker.noneChosen')}</p>
          ) : (
            <ul className="m-0 flex max-h-72 list-none flex-wrap content-start gap-1 overflow-auto p-0" aria-labelledby={`${id}-chosen`} data-picker-chosen>
              {picked.map((domain) => (
                <li key={domain.id} className="inline-flex max-w-full items-center gap-1 rounded-full border border-solid border-line bg-background py-0.5 pl-3 pr-1 text-sm" data-picked={domain.name}>
                  <span className="min-w-0 break-all">{shownName(domain)}</span>
                  <button type="button" className="btn-icon p-1" disabled={disabled} aria-label={t('domain-actions:picker.remove', { name: domain.name })}
                    onClick={() => toggle(domain, false)}>
                    <span className="i-lucide-x text-sm" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
