import { formatDateTime } from '~/lib/formatting/format';
import { knownText } from '~/lib/formatting/known-text';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { columnFor, displayValue } from '../detail/field-display.ts';
import type { AuditEntry } from '~/lib/data/audit-entries';
import { fieldChanges } from './entry-changes.ts';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

function actionLabel(action: string, t: Translate): string {
  return knownText(t, `records:log.actions.${action}`) ?? action;
}

/** One audit entry: who did what when, and each changed field before and after. */
export function LogEntryView({ entry, declaration, showRecord, language, t }: { entry: AuditEntry; declaration: ResourceDeclaration; showRecord: boolean; language: string; t: Translate }) {
  const changes = fieldChanges(entry, (field) => declaration.columns.some((column) => column.field.startsWith(`${field}.`)));
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  return (
    <li className="card p-4" data-entry={entry.id} data-action={entry.action}>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold">{actionLabel(entry.action, t)}</span>
        {showRecord && <span>{entry.resource_name ?? entry.resource_id}</span>}
        <span><span className="sr-only">{`${t('records:log.who')}: `}</span>{entry.username ?? t('records:log.system')}</span>
        <time dateTime={entry.created_at} className="text-muted"><span className="sr-only">{`${t('records:log.when')}: `}</span>{formatDateTime(entry.created_at, language)}</time>
      </div>
      {changes.length === 0 ? (
        <p className="m-0 mt-2 text-sm text-muted">{t('records:log.noFieldChanges')}</p>
      ) : (
        <table className="mt-3 w-full border-collapse text-sm">
          <caption className="sr-only">{t('records:log.changes')}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="border-b border-solid border-line p-1">{t('records:conflict.field')}</th>
              <th scope="col" className="border-b border-solid border-line p-1">{t('records:log.before')}</th>
              <th scope="col" className="border-b border-solid border-line p-1">{t('records:log.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field} data-field={change.field}>
                <th scope="row" className="border-b border-solid border-line p-1 text-left font-medium">{t(columnFor(declaration, change.field).label)}</th>
                <td className="border-b border-solid border-line p-1 break-words text-red-d1 dark:text-red-l2" data-before>{displayValue(declaration, change.field, before, language, t)}</td>
                <td className="border-b border-solid border-line p-1 break-words text-green-d2 dark:text-green-l2" data-after>{displayValue(declaration, change.field, after, language, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
