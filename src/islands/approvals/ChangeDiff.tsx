import { changeRows } from './change-rows';
import { changeText, pathName } from './change-text';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface ChangeDiffProps {
  /** The request's `changes` as the API answers them. */
  changes: unknown;
  t: Translate;
  language: string;
  /** The heading's level where the diff stands. */
  headingLevel?: 2 | 3;
}

/** The exact change of an approval request: each value before and after, by name (DESIGN.md section 13). */
export function ChangeDiff({ changes, t, language, headingLevel = 2 }: ChangeDiffProps) {
  const rows = changeRows(changes);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="flex flex-col gap-2 min-w-0" aria-labelledby="approval-changes" data-change-diff>
      <Heading id="approval-changes" className="m-0 text-base font-semibold">{t('approvals:changes.heading')}</Heading>
      {rows.length === 0 ? (
        <p className="m-0 text-sm text-muted" data-change-diff-empty>{t('approvals:changes.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="text-left text-muted">
                <th scope="col" className="py-1 pr-3 font-medium">{t('approvals:changes.field')}</th>
                <th scope="col" className="py-1 pr-2 font-medium">{t('approvals:changes.before')}</th>
                <th scope="col" className="w-4 p-0"><span className="sr-only">{t('approvals:changes.becomes')}</span></th>
                <th scope="col" className="py-1 pl-2 font-medium">{t('approvals:changes.after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-0 border-t border-solid border-line align-top" data-change={row.key}>
                  <th scope="row" className="py-2 pr-3 text-left font-medium [overflow-wrap:anywhere]">{pathName(row.path, t)}</th>
                  <td className={`py-2 pr-2 whitespace-pre-line [overflow-wrap:anywhere] ${row.before.kind === 'none' ? 'text-muted' : 'text-red-d3 dark:text-red-l2'}`} data-before>
                    {changeText(row.before, t, language)}
                  </td>
                  <td className="py-2 text-muted" aria-hidden="true"><span className="i-lucide-arrow-right block" /></td>
                  <td className={`py-2 pl-2 whitespace-pre-line [overflow-wrap:anywhere] font-medium ${row.after.kind === 'none' ? 'text-muted' : 'text-green-d3 dark:text-green-l2'}`} data-after>
                    {changeText(row.after, t, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
