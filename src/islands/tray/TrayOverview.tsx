/**
 * The tray (`/tray`; DESIGN.md section 13, bulk jobs): the records the user gathered, grouped
 * by kind with their counts; each kind with its newest items, "Remove all" and the actions the
 * user may run on all of them; "Empty the tray"; then the user's jobs. An empty tray says how
 * to fill it and links to the lists it is filled from.
 */
import { useStore } from '@nanostores/react';
import { Fragment, useState } from 'react';
import { can } from '~/lib/permissions/can';
import { $portalView } from '~/lib/session/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { trayKinds } from '~/lib/schemas/tray-kinds';
import { allowedActions, manageTray, type TrayAction } from '~/lib/tray/tray-actions';
import { trayItemsApi, type TrayItem } from '~/lib/tray/tray-items-api';
import { trayResources } from '~/lib/tray/tray-links';
import { recordsText, type Translate } from '~/lib/tray/job-words';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataView } from '../kit/DataView';
import { EmptyState } from '../kit/EmptyState';
import { useData } from '../kit/use-data';
import { ActionDialog, type DialogSubject } from './ActionDialog';
import { useTrayPages } from './tray-pages-context';
import { reportFailure } from './report-failure';
import { TrayJobs } from './TrayJobs';
import { TrayKindSection, type TrayGroup } from './TrayKindSection';

/** How many of a kind's items the tray shows; the rest are in the tray list. */
export const itemsShownPerKind = 10;

async function loadGroups(signal: AbortSignal): Promise<TrayGroup[]> {
  return Promise.all(trayResources.map(async (resource) => {
    const type = trayKinds[resource];
    const { data, meta } = await trayItemsApi.firstItems(type, itemsShownPerKind, signal);
    return { resource, type, items: data, total: meta.total };
  }));
}

const isEmptyTray = (groups: readonly TrayGroup[]) => groups.every((group) => group.total === 0);

/** What a removal asks first: one kind, or the whole tray. */
type Removal = { group?: TrayGroup; state: 'asking' | 'busy'; error?: string };

function EmptyTray({ may, t }: { may: (permission: string) => boolean; t: Translate }) {
  const { sources } = useTrayPages();
  const lists = trayResources.filter((resource) => may(sources[resource].permission));
  return (
    <EmptyState icon="i-portal-bulk-tray-empty" data-tray-empty>
      <span>
        {t('tray:tray.empty')} {t('tray:tray.fillHow')}{' '}
        {lists.map((resource, index) => (
          <Fragment key={resource}>
            {index > 0 && ', '}
            <a href={sources[resource].href} className="focus-ring">{t(`tray:kinds.${trayKinds[resource]}.title`)}</a>
          </Fragment>
        ))}
      </span>
    </EmptyState>
  );
}

export function TrayOverview({ language, t }: { language: string; t: Translate }) {
  const user = useStore($user);
  const view = useStore($portalView);
  const may = (permission: string) => can(user, view, permission);
  const canChange = may(manageTray);
  const groups = useData('tray', loadGroups, { isEmpty: isEmptyTray });
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const [removal, setRemoval] = useState<Removal>();
  const [subject, setSubject] = useState<DialogSubject>();

  const removeItem = async (item: TrayItem) => {
    setRemoving((current) => new Set(current).add(item.id));
    try {
      await trayItemsApi.removeItem(item.id);
      let refetch = false;
      groups.set((current) => (current ?? []).map((group) => {
        if (!group.items.some((entry) => entry.id === item.id)) return group;
        const items = group.items.filter((entry) => entry.id !== item.id);
        // The last one shown gone while more are in the tray: the next ones are asked for.
        if (items.length === 0 && group.total > 1) refetch = true;
        return { ...group, items, total: group.total - 1 };
      }));
      if (refetch) groups.retry();
    } catch (error) {
      reportFailure(error, t('tray:tray.removeFailed', { name: item.label }));
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(item.id);
        return next;
      });
    }
  };

  const confirmRemoval = async () => {
    if (!removal) return;
    setRemoval({ ...removal, state: 'busy' });
    try {
      await trayItemsApi.removeAll(removal.group?.type);
      setRemoval(undefined);
      groups.retry();
    } catch (error) {
      setRemoval({ ...removal, state: 'asking', error: error instanceof Error ? error.message : String(error) });
    }
  };

  const actionsOf = (group: TrayGroup) => (canChange ? allowedActions(group.resource, may) : []);
  const total = (groups.data ?? []).reduce((sum, group) => sum + group.total, 0);

  return (
    <div className="flex min-w-0 flex-col gap-6" data-tray>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="m-0 max-w-3xl">{t('tray:tray.intro')}</p>
          {canChange && groups.status === 'ready' && (
            <button type="button" className="btn-outline" onClick={() => setRemoval({ state: 'asking' })} data-tray-empty-all>
              <span className="i-lucide-trash-2" aria-hidden="true" />
              {t('tray:tray.emptyAll')}
            </button>
          )}
        </div>
        <DataView data={groups} loadingLabel={t('tray:tray.loading')} failedTitle={t('tray:tray.failed')} empty={<EmptyTray may={may} t={t} />}>
          {(loaded) => (
            <div className="flex min-w-0 flex-col gap-4">
              {loaded.filter((group) => group.total > 0).map((group) => (
                <TrayKindSection key={group.type} group={group} actions={actionsOf(group)} canChange={canChange} removing={removing} language={language} t={t}
                  onRemove={(item) => void removeItem(item)} onRemoveAll={(chosen) => setRemoval({ group: chosen, state: 'asking' })}
                  onAction={(action: TrayAction, chosen) => setSubject({ kind: 'start', action, type: chosen.type, count: chosen.total })} />
              ))}
            </div>
          )}
        </DataView>
      </div>

      {user && <TrayJobs userId={String(user.id)} language={language} t={t} />}

      <ConfirmDialog open={removal !== undefined} danger busy={removal?.state === 'busy'} error={removal?.error}
        title={removal?.group ? t('tray:tray.removeKindTitle', { records: recordsText(t, removal.group.resource, removal.group.total) }) : t('tray:tray.emptyAllTitle')}
        confirmLabel={removal?.group ? t(`tray:kinds.${removal.group.type}.removeAll`) : t('tray:tray.emptyAll')}
        busyLabel={t('tray:tray.removing')} cancelLabel={t('tray:tray.cancel')}
        onConfirm={() => void confirmRemoval()} onClose={() => { if (removal?.state !== 'busy') setRemoval(undefined); }}>
        <p className="m-0">{removal?.group ? t('tray:tray.removeKindText') : t('tray:tray.emptyAllText', { count: total })}</p>
      </ConfirmDialog>

      {subject && <ActionDialog subject={subject} canSearchContacts={may('view-contacts')} language={language} t={t} onClose={() => setSubject(undefined)} />}
    </div>
  );
}
