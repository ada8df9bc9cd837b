/**
 * One kind of record in the tray (DESIGN.md section 13, bulk jobs): how many, the newest few
 * (each opens its record and can be taken out), the way to all of them in the tray list, the
 * actions the user may run on all of them, and "Remove all".
 */
import { useId } from 'react';
import { formatNumber } from '~/lib/formatting/format';
import type { TrayResource, TrayResourceType } from '~/lib/schemas/tray-kinds';
import type { TrayItem } from '~/lib/tray/tray-items-api';
import type { TrayAction } from '~/lib/tray/tray-actions';
import { recordsText, type Translate } from '~/lib/tray/job-words';
import { domainIdOf, recordHref, trayRecordsHref } from '~/lib/tray/tray-links';
import { useTrayPages } from './tray-pages-context';

export interface TrayGroup {
  resource: TrayResource;
  type: TrayResourceType;
  items: TrayItem[];
  total: number;
}

interface TrayKindSectionProps {
  group: TrayGroup;
  actions: readonly TrayAction[];
  canChange: boolean;
  /** Items being taken out. */
  removing: ReadonlySet<number>;
  language: string;
  t: Translate;
  onRemove(item: TrayItem): void;
  onRemoveAll(group: TrayGroup): void;
  onAction(action: TrayAction, group: TrayGroup): void;
}

export function TrayKindSection({ group, actions, canChange, removing, language, t, onRemove, onRemoveAll, onAction }: TrayKindSectionProps) {
  const id = useId();
  const pages = useTrayPages();
  const { resource, type, items, total } = group;
  const more = total - items.length;
  return (
    <section className="card flex min-w-0 flex-col gap-3 p-4" aria-labelledby={`${id}-heading`} data-tray-kind={type}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="m-0 flex items-center gap-2 text-base font-semibold">
          {t(`tray:kinds.${type}.title`)}
          <span className="rounded-full bg-background px-2 text-sm font-medium text-muted tabular-nums" data-tray-kind-count>{formatNumber(total, language)}</span>
        </h2>
        {canChange && (
          <button type="button" className="btn-outline px-2 py-1 text-xs" onClick={() => onRemoveAll(group)} data-tray-remove-kind>
            <span className="i-lucide-trash-2" aria-hidden="true" />
            {t(`tray:kinds.${type}.removeAll`)}
          </button>
        )}
      </div>

      <ul className="m-0 flex list-none flex-col p-0" aria-label={t('tray:tray.itemsHeading', { kind: t(`tray:kinds.${type}.title`) })}>
        {items.map((item) => {
          const href = recordHref(pages, resource, item.resource_id, domainIdOf(item));
          const busy = removing.has(item.id);
          return (
            <li key={item.id} className="flex min-w-0 items-center justify-between gap-2 border-0 border-t border-solid border-line py-1.5 first:border-t-0" data-tray-item={item.label}>
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {href ? <a href={href} className="focus-ring">{item.label}</a> : item.label}
                {item.zone?.name && <span className="text-sm text-muted"> · {item.zone.name}</span>}
              </span>
              {canChange && (
                <button type="button" className="btn-outline shrink-0 px-2 py-1 text-xs" disabled={busy} aria-label={t('tray:tray.removeItem', { name: item.label })}
                  onClick={() => onRemove(item)} data-tray-remove-item>
                  <span className={busy ? 'i-lucide-loader-circle animate-spin motion-reduce:animate-none' : 'i-lucide-x'} aria-hidden="true" />
                  <span aria-hidden="true">{t('tray:tray.remove')}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <p className="m-0 text-sm">
          <a href={trayRecordsHref(type)} className="focus-ring" data-tray-more>{t('tray:tray.more', { count: more })}</a>
        </p>
      )}

      <div className="flex flex-col gap-2 border-0 border-t border-solid border-line pt-3">
        <h3 className="m-0 text-sm font-medium">{t('tray:tray.actionsHeading', { records: recordsText(t, resource, total) })}</h3>
        {actions.length === 0 ? (
          <p className="m-0 text-sm text-muted">{t(canChange ? 'tray:tray.noActions' : 'tray:tray.readOnly')}</p>
        ) : (
          <div className="flex flex-wrap gap-2" data-tray-actions>
            {actions.map((action) => (
              <button key={action.name} type="button" className={action.danger ? 'btn border-red bg-surface text-red-d1 hover:bg-red-l5 dark:text-red dark:hover:bg-red-d4' : 'btn-outline'}
                aria-haspopup="dialog" onClick={() => onAction(action, group)} data-tray-action={action.name}>
                {t(`tray:actions.${resource}.${action.name}.label`)}
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
