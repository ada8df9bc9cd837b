import { recordDisplayName } from '~/lib/resources/record-display-name';
import { useStore } from '@nanostores/react';
import { useMemo, useState, type ReactNode } from 'react';
import { remove } from '~/lib/data';
import { registerNamespace } from '~/lib/i18n/locale-store';
import type { Resources } from '~/lib/i18n/english-text';
import { showSnackbar, successColor } from '~/lib/notifications/snackbar-store';
import { can } from '~/lib/permissions/can';
import { staffAbility } from '~/lib/permissions/permission-names';
import { $portalView } from '~/lib/session/portal-view-store';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { $user } from '~/lib/session/user-store';
import { fillRoutePattern } from '~/lib/routes/route-pattern';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { DeleteDialog } from './DeleteDialog.tsx';
import { loadRecord, recordAddress, type RecordData } from './record-address.ts';
import { RecordEditor } from './RecordEditor.tsx';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import { RecordSections } from './RecordSections.tsx';
import { useRecord } from './use-record.ts';
import './record-words.ts';

interface ResourceRecordIslandProps {
  declaration: ResourceDeclaration;
  /** The record route's pattern (`/domains/{id}`). */
  routePattern: string;
  /** English labels of this declaration (namespace `resources`), computed at build time. */
  englishResources: Resources;
  /** Where its reference fields point (worked out at build time). */
  referenceTargets: Readonly<Record<string, ReferenceTarget>>;
  /**
   * What a bespoke record page shows above the sections once the record is loaded (a domain's
   * registry actions); `refresh` reads the record again in place, without a loading state.
   */
  above?: (record: RecordData, refresh: () => Promise<void>) => ReactNode;
}

/** A declared resource's record: its sections, and for those who may manage it, edit and delete. */
export default function ResourceRecordIsland({ declaration, routePattern, englishResources, referenceTargets: allTargets, above }: ResourceRecordIslandProps) {
  registerNamespace('resources', englishResources);
  const { t, language } = usePortalTranslation();
  const user = useStore($user);
  const view = useStore($portalView);
  // Records the user may not read are neither named nor searched: those fields show ids.
  const referenceTargets = useMemo(
    () => Object.fromEntries(Object.entries(allTargets).filter(([, target]) => can(user, view, target.viewPermission))),
    [allTargets, user, view],
  );
  const address = useMemo(
    // The server renders the loading state only; the pattern stands in for the address there.
    () => recordAddress(declaration, routePattern, typeof location === 'undefined' ? routePattern : location.pathname),
    [declaration, routePattern],
  );
  const state = useRecord(declaration, address);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<'closed' | 'asking' | 'busy'>('closed');
  const [deleteError, setDeleteError] = useState<string>();

  const manages = can(user, view, declaration.permissions.manage) && (!declaration.operations.staffOnly || can(user, view, staffAbility));

  if (state.status === 'error') return <ErrorState failure={state.failure} retry={state.retry} title={t('records:loadFailed')} />;
  if (state.status !== 'ready') return <LoadingState />;

  const record = state.data;
  const name = recordDisplayName(declaration, (field) => record[field]) ?? String(record.id ?? '');
  const refresh = async () => state.set(await loadRecord(declaration, address));

  const confirmDelete = async () => {
    setDeleting('busy');
    setDeleteError(undefined);
    try {
      await remove({ resource: address.apiPath, id: String(record.id) });
      showSnackbar({ content: t('records:deleted'), color: successColor });
      const list = declaration.routes.list && fillRoutePattern(declaration.routes.list, address.parameters);
      location.assign(`${list ?? '/'}${location.search}`);
    } catch (error) {
      // A record still in use (409) is the common case: say why, and keep the dialog open.
      setDeleteError(t('records:deleteFailed', { reason: error instanceof Error ? error.message : String(error) }));
      setDeleting('asking');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {!editing && above?.(record, refresh)}
      {/* The page header names the record and links its sub-pages (History among them). */}
      {editing ? (
        <h2 className="m-0 text-xl font-semibold break-all">{t('records:editHeading', { name })}</h2>
      ) : (
        (manages && (declaration.operations.update || declaration.operations.remove)) && (
          <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t('records:actions')}>
            {manages && declaration.operations.update && (
              <button type="button" className="btn-primary" onClick={() => setEditing(true)}><span className="i-lucide-pencil" aria-hidden="true" />{t('records:edit')}</button>
            )}
            {manages && declaration.operations.remove && (
              <button type="button" className="btn-outline" onClick={() => setDeleting('asking')}><span className="i-lucide-trash-2" aria-hidden="true" />{t('records:delete')}</button>
            )}
          </div>
        )
      )}
      {editing ? (
        <RecordEditor declaration={declaration} referenceTargets={referenceTargets} apiPath={address.apiPath} record={record} language={language} t={t}
          onSaved={(saved) => { state.set(saved); setEditing(false); }} onClose={() => setEditing(false)} />
      ) : (
        <RecordSections declaration={declaration} record={record} referenceTargets={referenceTargets} language={language} t={t} />
      )}
      <DeleteDialog open={deleting !== 'closed'} name={name} busy={deleting === 'busy'} error={deleteError} t={t}
        onConfirm={() => void confirmDelete()} onClose={() => { setDeleting('closed'); setDeleteError(undefined); }} />
    </div>
  );
}
