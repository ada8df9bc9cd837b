import { useEffect, useState } from 'react';
import type { ListResult } from '~/lib/data';
import { loadAuditEntries, type AuditEntry, type AuditSource } from '~/lib/data/audit-entries';
import type { Resources } from '~/lib/i18n/english-text';
import { registerNamespace } from '~/lib/i18n/locale-store';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { $recordNames } from '~/lib/page/document-title';
import { DataView } from '../../kit/DataView';
import { EmptyState } from '../../kit/EmptyState';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { useData } from '../../kit/use-data';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { loadRecord, recordAddress } from '../detail/record-address.ts';
import '../detail/record-words.ts';
import { LogEntryView } from './LogEntryView.tsx';
import { LogFilterForm } from './LogFilterForm.tsx';
import { isFiltering, logFilterPql, readLogFilter, readLogPage, writeLogFilter, type LogFilter } from '~/lib/lists/log-filter';
import englishRecords from '~/content/locales/en/records.json';

interface ResourceLogIslandProps {
  declaration: ResourceDeclaration;
  routePattern: string;
  /** `record`: one record's entries (`routes.log`); `area`: the resource's (`routes.areaLog`). */
  scope: 'record' | 'area';
  englishResources: Resources;
  /** 2 under a record's page header, which holds the page's h1. */
  headingLevel?: 1 | 2;
}

const logActions = Object.keys(englishRecords.log.actions);
const logPageSize = 25;
const never = () => false;

async function sourceFor(declaration: ResourceDeclaration, routePattern: string, scope: 'record' | 'area', signal: AbortSignal): Promise<AuditSource> {
  if (scope === 'area') return { kind: 'area', resource: declaration.name };
  const address = recordAddress(declaration, routePattern, location.pathname);
  const record = await loadRecord(declaration, address, signal);
  const name = record[declaration.displayField];
  $recordNames.setKey(address.parameter, name === undefined || name === null ? undefined : String(name));
  return { kind: 'record', apiPath: address.apiPath, id: String(record.id) };
}

/** Audit entries of a record or of a resource's area, newest first, a page at a time. */
export default function ResourceLogIsland({ declaration, routePattern, scope, englishResources, headingLevel = 1 }: ResourceLogIslandProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  registerNamespace('resources', englishResources);
  const { t, language } = usePortalTranslation();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<LogFilter>({});
  // The build renders one page after another in one process, so the server holds some other
  // page's labels: this island speaks only once it runs in the browser.
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const readAddress = () => {
      const search = new URLSearchParams(location.search);
      setFilter(readLogFilter(search));
      setPage(readLogPage(search));
    };
    readAddress();
    setMounted(true);
    addEventListener('popstate', readAddress);
    return () => removeEventListener('popstate', readAddress);
  }, []);

  /** Each change is a history entry: Back undoes it, and the address can be shared. */
  const show = (nextFilter: LogFilter, nextPage: number) => {
    const query = writeLogFilter(nextFilter, nextPage, new URLSearchParams(location.search)).toString();
    history.pushState(null, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
    setFilter(nextFilter);
    setPage(nextPage);
  };
  const pql = logFilterPql(filter);
  // A record's log first finds the record (by id or by its lookup field), once.
  const lookup = useData<AuditSource>(mounted ? 'source' : null, (signal) => sourceFor(declaration, routePattern, scope, signal), { isEmpty: never });
  const source = lookup.status === 'ready' ? lookup.data : undefined;
  const entries = useData<ListResult<AuditEntry>>(
    source ? JSON.stringify([page, pql ?? '']) : null,
    (signal) => loadAuditEntries(source!, { page, limit: logPageSize, pql, signal }),
  );

  if (!mounted) return <LoadingState />;
  const heading = scope === 'area' ? t('records:log.areaHeading', { area: t(declaration.label.other) }) : t('records:log.heading');
  const pages = entries.data ? Math.max(1, Math.ceil(entries.data.meta.total / logPageSize)) : 1;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="log-heading" aria-busy={entries.status === 'loading'}>
      <Heading id="log-heading" className={`m-0 flex items-center gap-2 font-semibold ${headingLevel === 1 ? 'text-2xl' : 'text-xl'}`}>
        <span className="i-lucide-history text-primary" aria-hidden="true" />{heading}
      </Heading>
      <LogFilterForm applied={filter} actions={logActions} onApply={(next) => show(next, 1)} t={t} />
      {lookup.status === 'error' ? (
        <ErrorState failure={lookup.failure} retry={lookup.retry} title={t('records:loadFailed')} />
      ) : (
        <DataView data={entries} empty={
          <EmptyState data-log-empty icon={isFiltering(filter) ? 'i-lucide-search-x' : 'i-lucide-history'}>
            {t(isFiltering(filter) ? 'records:log.filter.emptyFiltered' : 'records:log.empty')}
          </EmptyState>
        }>
          {(result) => (
            <>
              <p className="m-0 text-sm text-muted" role="status">{t('records:log.total', { count: result.meta.total })}</p>
              <ol className="m-0 flex list-none flex-col gap-3 p-0">
                {result.data.map((entry) => (
                  <LogEntryView key={entry.id} entry={entry} declaration={declaration} showRecord={scope === 'area'} language={language} t={t} />
                ))}
              </ol>
            </>
          )}
        </DataView>
      )}
      {pages > 1 && (
        <nav className="flex items-center gap-3" aria-label={t('records:log.heading')}>
          <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => show(filter, page - 1)}>{t('records:log.previous')}</button>
          <span className="text-sm">{t('records:log.page', { page, pages })}</span>
          <button type="button" className="btn-outline" disabled={page >= pages} onClick={() => show(filter, page + 1)}>{t('records:log.next')}</button>
        </nav>
      )}
    </section>
  );
}
