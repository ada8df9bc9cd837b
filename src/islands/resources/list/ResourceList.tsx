import { useMemo, useState, type ReactNode } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { useStore } from '@nanostores/react';
import { can } from '~/lib/permissions/can';
import { $portalView } from '~/lib/permissions/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { isTrayResource } from '~/lib/schemas/tray-kinds';
import type { Resources } from '~/lib/i18n/english-text';
import { valueAt } from '~/lib/resources/field-value';
import { withFilterString, type ListUrlState } from '~/lib/lists/list-url-state';
import { listRequest } from '~/lib/lists/list-request';
import { listRouteParameters, startEarlyListFromPage } from '~/lib/lists/early-list';
import { shownColumns } from '~/lib/resources/list-columns';
import type { ColumnDeclaration } from '~/lib/resources/resource-declaration';
import { FieldValue } from '../../kit/values/FieldValue';
import { AddToTrayButton } from './AddToTrayButton';
import { ColumnChooser } from './ColumnChooser';
import { Disclosure } from './Disclosure';
import { ExportControl } from './ExportControl';
import { FilterBuilder } from './FilterBuilder';
import { FilterChips } from './FilterChips';
import { asDeclaration, type ListDeclaration } from './list-declaration';
import { ListTable } from './ListTable';
import { Pager } from './Pager';
import { PqlBox } from './PqlBox';
import { recordHref } from './record-link';
import { SavedFilters } from './SavedFilters';
import { withBuilderFilter, withoutTerm } from './filter-pql';
import { useListAddress } from './use-list-address';
import { useListData, type ListRecord } from './use-list-data';
import { useResourceTranslation } from './use-resource-translation';
import './list-words';

startEarlyListFromPage();

interface ResourceListProps {
  declaration: ListDeclaration;
  /** The page's route pattern (`/domains/{id}/glue-records`). */
  pattern: string;
  /** English `resources` labels this list uses. */
  words: Resources;
  /** The page's main list: it owns the address bar. */
  primary: boolean;
}

/**
 * Any declared resource as a list: server-side paging, sorting and filtering, state in the
 * address. It renders in the browser only (client:only), inside the section and heading the
 * page pre-renders, so its first render already knows the address and, often, the rows.
 */
export default function ResourceList({ declaration: listDeclaration, pattern, words, primary }: ResourceListProps) {
  const declaration = useMemo(() => asDeclaration(listDeclaration), [listDeclaration]);
  const { t, language } = useResourceTranslation(words);
  const [state, setState] = useListAddress(declaration.defaultSort, primary);
  return <LoadedList declaration={declaration} pattern={pattern} state={state} setState={setState} t={t} language={language} caption={t(declaration.label.other)} />;
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
}

function LoadedList({ declaration, pattern, state, setState, t, language, caption }: LoadedListProps) {
  const routeParameters = useMemo(() => listRouteParameters(pattern, location.pathname), [pattern]);
  const request = useMemo(() => listRequest(declaration, state, routeParameters), [declaration, state, routeParameters]);
  const [attempt, setAttempt] = useState(0);
  const data = useListData(request, attempt);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const user = useStore($user);
  const view = useStore($portalView);
  const columns = shownColumns(declaration, state.fields);
  const defaultSort = declaration.defaultSort;

  const applyFilter = (pql: string | undefined) => setState(withFilterString(pql, defaultSort));
  const rowId = (record: ListRecord, index: number) => String(valueAt(record, 'id') ?? index);
  const rowName = (record: ListRecord) => String(valueAt(record, declaration.displayField) ?? valueAt(record, 'id') ?? '');
  const hrefOf = (record: ListRecord) => recordHref(declaration, record, routeParameters, location.search);
  const renderValue = (column: ColumnDeclaration, record: ListRecord, href: string | undefined): ReactNode => (
    <FieldValue column={column} record={record} language={language} t={t} href={column === columns[0] ? href : undefined} place="cell" />
  );
  const selected = Object.values(selection).filter(Boolean).length;
  const selectedIds = Object.keys(selection).filter((id) => selection[id]).map(Number).filter(Number.isInteger);
  const trayResource = isTrayResource(declaration.name) && can(user, view, 'manage-tray') ? declaration.name : undefined;
  const trayParentId = declaration.parent ? Number(routeParameters.id) : undefined;

  return (
    <>
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={caption}>
        <Disclosure label={t('lists:filter.button')} name="filter">
          {() => <FilterBuilder columns={declaration.columns} onAdd={(filter) => {
            const next = withBuilderFilter(state.pql, filter);
            if (typeof next === 'string' && next !== 'needValue' && next !== 'needTwo') applyFilter(next);
          }} t={t} />}
        </Disclosure>
        <Disclosure label={t('lists:columns.button')} name="columns">
          {() => <ColumnChooser columns={declaration.columns} shown={columns.map((column) => column.field)} onChange={(fields) => setState({ ...state, page: 1, fields })} t={t} />}
        </Disclosure>
        <Disclosure label={t('lists:saved.button')} name="saved">
          {(close) => <SavedFilters resource={declaration.name} state={state} defaultSort={defaultSort} onApply={(next) => { setState(next); close(); }} t={t} />}
        </Disclosure>
        <ExportControl request={request} columns={columns} total={data.total} fileName={`${declaration.name}.csv`} t={t} />
        <span className="ml-auto text-sm text-muted" data-list-total aria-live="polite">
          {data.status === 'ready' ? t('lists:total', { count: data.total }) : ''}
        </span>
      </div>
      <PqlBox applied={state.pql ?? ''} columns={declaration.columns} serverProblem={data.status === 'error' ? data.queryProblem : undefined} onApply={(pql) => applyFilter(pql)} language={language} t={t} />
      <FilterChips pql={state.pql} columns={declaration.columns} language={language} onRemove={(index) => applyFilter(withoutTerm(state.pql, index))} t={t} />
      {selected > 0 && (
        <div className="card flex items-center gap-3 px-3 py-2 text-sm" role="status" data-selection-bar>
          <span>{t('lists:selected', { count: selected })}</span>
          {trayResource && (
            <AddToTrayButton resource={trayResource} ids={selectedIds} parentId={trayParentId} onAdded={() => setSelection({})} t={t} />
          )}
          <button type="button" className="btn-outline" onClick={() => setSelection({})}>{t('lists:clearSelection')}</button>
        </div>
      )}
      {data.status === 'error' && !data.queryProblem ? (
        <div role="alert" className="card flex flex-col items-start gap-2 p-4" data-list-error>
          <p className="m-0">{t('lists:loadFailed', { reason: data.message })}</p>
          <button type="button" className="btn-outline" onClick={() => setAttempt(attempt + 1)}>{t('lists:retry')}</button>
        </div>
      ) : data.status === 'ready' && data.rows.length === 0 ? (
        <div className="card flex flex-col items-start gap-2 p-4" data-list-empty>
          <p className="m-0">{t(state.pql || Object.keys(state.filters).length > 0 ? 'lists:emptyFiltered' : 'lists:empty')}</p>
          {(state.pql || Object.keys(state.filters).length > 0) && <button type="button" className="btn-outline" onClick={() => applyFilter(undefined)}>{t('lists:clearFilter')}</button>}
        </div>
      ) : (
        <ListTable
          caption={caption}
          columns={columns}
          rows={data.rows}
          loading={data.status === 'loading'}
          limit={state.limit}
          sort={state.sort}
          onSort={(sort) => setState({ ...state, sort, page: 1 })}
          selection={selection}
          onSelectionChange={setSelection}
          rowId={rowId}
          rowName={rowName}
          hrefOf={hrefOf}
          renderValue={renderValue}
          t={t}
        />
      )}
      <Pager page={state.page} limit={state.limit} total={data.total} onPage={(page) => setState({ ...state, page })} onLimit={(limit) => setState({ ...state, limit, page: 1 })} t={t} />
    </>
  );
}
