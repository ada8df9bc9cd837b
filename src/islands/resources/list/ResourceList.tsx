import { recordDisplayName } from '~/lib/resources/record-display-name';
import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { can, isStaffInAllAccounts } from '~/lib/permissions/can';
import { $portalView } from '~/lib/session/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { currentContext } from '~/lib/data';
import type { Resources } from '~/lib/i18n/english-text';
import { valueAt } from '~/lib/resources/field-value';
import { withFilterString, type ListUrlState } from '~/lib/lists/list-url-state';
import { listRequest } from '~/lib/lists/list-request';
import { listRouteParameters, startEarlyListFromPage } from '~/lib/lists/early-list';
import { columnsForView } from '~/lib/lists/account-view';
import { allowedSelectionScreens, bulkActions, selectionHref, type SelectionScreenLink } from '~/lib/lists/bulk-actions';
import { fitsCompactToolbar } from '~/lib/lists/compact-toolbar';
import { startingFilterField } from '~/lib/lists/filter-fields';
import { pqlExample } from '~/lib/lists/pql-example';
import { hiddenSort } from '~/lib/lists/sort-summary';
import type { TrayResource } from '~/lib/schemas/tray-kinds';
import { shownColumns } from '~/lib/resources/list-columns';
import type { ColumnDeclaration, ResourceDeclaration } from '~/lib/resources/resource-declaration';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import { resolveApiPath } from '~/lib/resources/resource-routes';
import { staffAbility } from '~/lib/permissions/permission-names';
import { EmptyState } from '../../kit/EmptyState';
import { ErrorState } from '../../kit/ErrorState';
import { FieldValue } from '../../kit/values/FieldValue';
import { Disclosure } from './Disclosure';
import { ExportControl } from './ExportControl';
import type { ListSelection } from './list-table-features';
import { FilterChips } from './FilterChips';
import { asDeclaration, type ListDeclaration } from './list-declaration';
import { ListTable } from './ListTable';
import { Pager } from './Pager';
import { PqlBox } from './PqlBox';
import { recordHref } from './record-link';
import { isBuilderProblem, withBuilderFilter, withoutTerm } from './filter-pql';
import { useListAddress } from './use-list-address';
import { useListData, type ListRecord } from './use-list-data';
import { useResourceTranslation } from './use-resource-translation';
import './list-words';

startEarlyListFromPage();

// The create form (and its validator) loads when the user asks for it, not with the list.
const TraySelectionButtons = lazy(() => import('./TraySelectionButtons'));
const RecordCreator = lazy(() => import('../form/RecordCreator.tsx'));

/** What "New" needs beyond the list's declaration: the schema its form is made from, and where references point. */
export interface ListCreation {
  schema: Record<string, unknown>;
  referenceTargets: Readonly<Record<string, ReferenceTarget>>;
}

/** What the record panel needs for records with no page of their own: their detail sections, and their form. */
export interface ListRecordPanel extends ListCreation {
  sections: ResourceDeclaration['sections'];
}

// Panels load when first opened: most visits never open them.
const FilterBuilder = lazy(() => import('./FilterBuilder').then((module) => ({ default: module.FilterBuilder })));
const SavedFilters = lazy(() => import('./SavedFilters').then((module) => ({ default: module.SavedFilters })));
// A record without a page of its own opens in a side panel, loaded when first opened.
const RecordPanel = lazy(() => import('./RecordPanel'));
const ColumnChooser = lazy(() => import('./ColumnChooser').then((module) => ({ default: module.ColumnChooser })));

interface ResourceListProps {
  declaration: ListDeclaration;
  /** The page's route pattern (`/domains/{id}/glue-records`). */
  pattern: string;
  /** English `resources` labels this list uses. */
  words: Resources;
  /** The page's main list: it owns the address bar. */
  primary: boolean;
  /** Present when the declaration allows creating records here. */
  creation?: ListCreation;
  /** Present when the records have no page of their own: rows open in a panel. */
  panel?: ListRecordPanel;
  /** The bulk screens a selection may open (read from their declarations when the page is built). */
  selectionScreens?: readonly SelectionScreenLink[];
}

/**
 * Any declared resource as a list: server-side paging, sorting and filtering, state in the
 * address. It renders in the browser only (client:only), inside the section and heading the
 * page pre-renders, so its first render already knows the address and, often, the rows.
 */
export default function ResourceList({ declaration: listDeclaration, pattern, words, primary, creation, panel, selectionScreens }: ResourceListProps) {
  const user = useStore($user);
  const allAccounts = isStaffInAllAccounts(user, currentContext());
  const declaration = useMemo(() => columnsForView(asDeclaration(listDeclaration), allAccounts), [listDeclaration, allAccounts]);
  const { t, language } = useResourceTranslation(words);
  const [state, setState] = useListAddress(declaration.defaultSort, primary);
  return <LoadedList declaration={declaration} pattern={pattern} state={state} setState={setState} t={t} language={language} caption={t(declaration.label.other)} creation={creation} panel={panel} selectionScreens={selectionScreens} />;
}

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface LoadedListProps {
  declaration: ReturnType<typeof asDeclaration>;
  pattern: string;
  state: ListUrlState;
  setState: (next: ListUrlState) => void;
  t: Translate;
  language: string;
  caption: string;
  creation?: ListCreation;
  panel?: ListRecordPanel;
  selectionScreens?: readonly SelectionScreenLink[] | undefined;
}

function LoadedList({ declaration, pattern, state, setState, t, language, caption, creation, panel, selectionScreens = [] }: LoadedListProps) {
  const routeParameters = useMemo(() => listRouteParameters(pattern, location.pathname), [pattern]);
  const request = useMemo(() => listRequest(declaration, state, routeParameters), [declaration, state, routeParameters]);
  const data = useListData(request);
  const [selection, setSelection] = useState<ListSelection>({});
  const user = useStore($user);
  const view = useStore($portalView);
  const columns = shownColumns(declaration, state.fields);
  const defaultSort = declaration.defaultSort;

  const applyFilter = (pql: string | undefined) => setState(withFilterString(pql, defaultSort));
  const rowId = (record: ListRecord, index: number) => String(valueAt(record, 'id') ?? index);
  const rowName = (record: ListRecord) => recordDisplayName(declaration, (field) => valueAt(record, field)) ?? String(valueAt(record, 'id') ?? '');
  const hrefOf = (record: ListRecord) => recordHref(declaration, record, routeParameters, location.search);
  const [openedId, setOpenedId] = useState<string>();
  const openInPanel = panel ? (record: ListRecord) => setOpenedId(String(valueAt(record, 'id'))) : undefined;
  const renderValue = (column: ColumnDeclaration, record: ListRecord, href: string | undefined): ReactNode => {
    const unicode = declaration.unicodeField && column.field === declaration.displayField ? valueAt(record, declaration.unicodeField) : undefined;
    const value = typeof unicode === 'string' && unicode !== '' && unicode !== valueAt(record, column.field) ? (
      // An IDN name: its Unicode form first, the A-label beside it.
      <span className="inline-flex flex-wrap items-baseline gap-x-1.5" data-unicode-name>
        <FieldValue column={column} record={{ ...record, [column.field]: unicode }} language={language} t={t} href={column === columns[0] ? href : undefined} place="cell" />
        <span className="text-xs text-muted">{String(valueAt(record, column.field))}</span>
      </span>
    ) : <FieldValue column={column} record={record} language={language} t={t} href={column === columns[0] ? href : undefined} place="cell" />;
    if (href || !openInPanel || column !== columns[0]) return value;
    return (
      <button type="button" className="focus-ring cursor-pointer border-0 bg-transparent p-0 text-left text-primary hover:underline" onClick={() => openInPanel(record)} data-open-record>
        {value}
      </button>
    );
  };
  const selected = Object.values(selection).filter(Boolean).length;
  const selectedIds = Object.keys(selection).filter((id) => selection[id]).map(Number).filter(Number.isInteger);
  const actions = bulkActions(declaration.name, (permission) => can(user, view, permission));
  const trayResource = actions.includes('addToTray') ? (declaration.name as TrayResource) : undefined;
  const bulkScreens = allowedSelectionScreens(selectionScreens, (permission) => can(user, view, permission));
  const trayParentId = declaration.parent ? Number(routeParameters.id) : undefined;
  const [creating, setCreating] = useState(false);
  const manages = can(user, view, declaration.permissions.manage) && (!declaration.operations.staffOnly || can(user, view, staffAbility));
  const mayCreate = creation !== undefined && declaration.operations.create && manages;
  const opened = (record: ListRecord) => {
    const href = hrefOf(record);
    if (href) {
      location.assign(href);
      return;
    }
    // A record with no page of its own shows in its list.
    setCreating(false);
    data.retry();
  };
  // Rows taken out of the tray leave the list: read it again, or the page before when this one emptied.
  const afterRemoval = () => {
    const emptied = state.page > 1 && data.rows.every((record, index) => selection[rowId(record, index)]);
    setSelection({});
    if (emptied) setState({ ...state, page: state.page - 1 });
    else data.retry();
  };
  const example = useMemo(() => pqlExample(declaration), [declaration]);
  const sortedBy = hiddenSort(declaration.columns, columns.map((column) => column.field), state.sort);
  // Decided on the rows' answer; while a new page loads the toolbar keeps its shape.
  const [filterToolsOpen, setFilterToolsOpen] = useState(false);
  const fits = useRef(false);
  if (data.status === 'ready') fits.current = fitsCompactToolbar(state, data.total);
  const compact = fits.current && !filterToolsOpen;
  const panelLoading = <p role="status" className="m-0 text-sm text-muted">{t('lists:loading')}</p>;
  const filtered = Boolean(state.pql) || Object.keys(state.filters).length > 0;

  return (
    <>
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={caption}>
        {compact ? (
          <button type="button" className="btn-outline" aria-expanded={false} data-filter-tools onClick={() => setFilterToolsOpen(true)}>
            <span className="i-lucide-list-filter" aria-hidden="true" />
            {t('lists:filterTools')}
          </button>
        ) : (
          <>
            <Disclosure label={t('lists:filter.button')} name="filter" initiallyOpen={filterToolsOpen}>
              {() => (
                <Suspense fallback={panelLoading}>
                  <FilterBuilder columns={declaration.columns} startField={startingFilterField(declaration)} focusField={filterToolsOpen} onAdd={(filter) => {
                    const next = withBuilderFilter(state.pql, filter);
                    if (!isBuilderProblem(next)) applyFilter(next);
                  }} t={t} />
                </Suspense>
              )}
            </Disclosure>
            <Disclosure label={t('lists:saved.button')} name="saved">
              {(close) => (
                <Suspense fallback={panelLoading}>
                  <SavedFilters resource={declaration.name} state={state} defaultSort={defaultSort} onApply={(next) => { setState(next); close(); }} t={t} />
                </Suspense>
              )}
            </Disclosure>
          </>
        )}
        <Disclosure label={t('lists:columns.button')} name="columns">
          {() => (
            <Suspense fallback={panelLoading}>
              <ColumnChooser columns={declaration.columns} shown={columns.map((column) => column.field)} onChange={(fields) => setState({ ...state, page: 1, fields })} t={t} />
            </Suspense>
          )}
        </Disclosure>
        <ExportControl request={request} columns={columns} total={data.total} fileName={`${declaration.name}.csv`} t={t} />
        {mayCreate && !creating && (
          <button type="button" className="btn-primary" onClick={() => setCreating(true)} data-new-record>
            <span className="i-lucide-plus" aria-hidden="true" />{t('lists:new', { entity: t(declaration.label.one) })}
          </button>
        )}
        <span className="ml-auto flex flex-wrap items-center gap-x-3 text-sm text-muted">
          {sortedBy && (
            <span data-sorted-by>
              <span className="i-lucide-arrow-down-up mr-1 align-[-2px]" aria-hidden="true" />
              {t('lists:sortedBy', { column: t(sortedBy.column.label), order: t(`lists:sortOrder.${sortedBy.order}`) })}
            </span>
          )}
          <span data-list-total aria-live="polite">{data.status === 'ready' ? t('lists:total', { count: data.total }) : ''}</span>
        </span>
      </div>
      {creating && creation && (
        <Suspense fallback={<p role="status" className="m-0 text-muted">{t('lists:loading')}</p>}>
          <RecordCreator declaration={{ ...declaration, schema: creation.schema }} referenceTargets={creation.referenceTargets}
            apiPath={resolveApiPath(declaration, routeParameters)} language={language} t={t} onCreated={opened} onClose={() => setCreating(false)} />
        </Suspense>
      )}
      {!compact && (
        <PqlBox applied={state.pql ?? ''} columns={declaration.columns} example={example} serverProblem={data.status === 'error' ? data.queryProblem : undefined} onApply={(pql) => applyFilter(pql)} language={language} t={t} />
      )}
      <FilterChips pql={state.pql} columns={declaration.columns} language={language} onRemove={(index) => applyFilter(withoutTerm(state.pql, index))} t={t} />
      {selected > 0 && (
        <div className="card flex items-center gap-3 px-3 py-2 text-sm" role="status" data-selection-bar>
          <span>{t('lists:selected', { count: selected })}</span>
          {actions.length > 0 && (
            <Suspense fallback={null}>
              <TraySelectionButtons actions={actions} trayResource={trayResource} ids={selectedIds} parentId={trayParentId} onAdded={() => setSelection({})} onRemoved={afterRemoval} t={t} />
            </Suspense>
          )}
          {bulkScreens.map((screen) => (
            <a key={screen.pattern} className="btn-outline no-underline" href={selectionHref(screen, selectedIds)} data-bulk-screen={screen.pattern}>
              <span className={screen.icon} aria-hidden="true" />
              {t(screen.label, { count: selectedIds.length })}
            </a>
          ))}
          <button type="button" className="btn-outline" onClick={() => setSelection({})}>{t('lists:clearSelection')}</button>
        </div>
      )}
      {data.status === 'error' && !data.queryProblem ? (
        <ErrorState failure={data.failure} retry={data.retry} title={t('lists:loadFailed')} />
      ) : data.status === 'ready' && data.rows.length === 0 ? (
        <EmptyState data-list-empty icon={filtered ? 'i-lucide-search-x' : 'i-lucide-inbox'}
          action={filtered ? { label: t('lists:clearFilter'), onClick: () => applyFilter(undefined) } : undefined}>
          {t(filtered ? 'lists:emptyFiltered' : 'lists:empty')}
        </EmptyState>
      ) : (
        <ListTable
          caption={caption}
          columns={columns}
          rows={data.rows}
          loading={data.status === 'loading'}
          limit={state.limit}
          sort={state.sort}
          onSort={(sort) => setState({ ...state, sort, page: 1 })}
          selectable={actions.length > 0 || bulkScreens.length > 0}
          selection={selection}
          onSelectionChange={setSelection}
          rowId={rowId}
          rowName={rowName}
          hrefOf={hrefOf}
          renderValue={renderValue}
          onOpen={openInPanel}
          t={t}
        />
      )}
      {panel && openedId !== undefined && (
        <Suspense fallback={null}>
          <RecordPanel declaration={{ ...declaration, schema: panel.schema, sections: panel.sections }} referenceTargets={panel.referenceTargets}
            apiPath={resolveApiPath(declaration, routeParameters)} id={openedId} language={language} t={t}
            mayUpdate={manages && declaration.operations.update} mayRemove={manages && declaration.operations.remove}
            onChanged={data.retry} onClose={() => setOpenedId(undefined)} />
        </Suspense>
      )}
      {!compact && <Pager page={state.page} limit={state.limit} total={data.total} onPage={(page) => setState({ ...state, page })} onLimit={(limit) => setState({ ...state, limit, page: 1 })} t={t} />}
    </>
  );
}
