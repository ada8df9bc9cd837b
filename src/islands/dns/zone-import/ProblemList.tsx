import type { ZoneFileProblem } from '~/lib/dns/zone-file/zone-file-problems';
import { problemText, type Translate } from '../zone-editor/problem-text';

interface ProblemListProps {
  title: string;
  problems: readonly ZoneFileProblem[];
  /** The file's lines, to show each problem under its line. */
  lines: readonly string[];
  tone: 'error' | 'notice';
  t: Translate;
  /** Where a click puts the cursor; without it (the file no longer shown), the places are text. */
  onGoTo?(problem: ZoneFileProblem): void;
}

/** Enough to fix a file a screenful at a time; the count says what is left. */
const shownProblems = 100;
const shownLineLength = 160;

/** The line as shown, tabs as one blank each so the caret stays under its column; a long line keeps the part around the column. */
function excerpt(line: string, column: number): { text: string; caret: number } {
  const plain = line.replace(/\t/g, ' ');
  const start = Math.max(0, Math.min(column - 1 - shownLineLength / 2, plain.length - shownLineLength));
  const text = plain.slice(start, start + shownLineLength);
  return { text: `${start > 0 ? '…' : ''}${text}${start + shownLineLength < plain.length ? '…' : ''}`, caret: column - 1 - start + (start > 0 ? 1 : 0) };
}

/** Each problem at its line, the line beneath with a caret under the column, like a compiler's; a click puts the cursor there. */
export function ProblemList({ title, problems, lines, tone, t, onGoTo }: ProblemListProps) {
  if (problems.length === 0) return null;
  const colour = tone === 'error' ? 'text-red-d1 dark:text-red' : 'text-muted';
  return (
    <section aria-label={title} className="flex flex-col gap-2" data-zone-file-problems={tone}>
      <h3 className={`m-0 text-sm font-semibold ${tone === 'error' ? colour : ''}`}>{title}</h3>
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {problems.slice(0, shownProblems).map((problem) => {
          const line = excerpt(lines[problem.line - 1] ?? '', problem.column);
          return (
            <li key={`${problem.line}:${problem.column}:${problem.key}`} className="min-w-0" data-problem-line={problem.line}>
              {onGoTo ? (
                <button type="button" className="focus-ring cursor-pointer border-0 bg-transparent p-0 text-sm font-medium text-primary underline underline-offset-2" onClick={() => onGoTo(problem)}>
                  {t('dns-import:at', { line: problem.line, column: problem.column })}
                </button>
              ) : <span className="text-sm font-medium">{t('dns-import:at', { line: problem.line, column: problem.column })}</span>}
              <span className={`ml-2 text-sm ${colour}`} data-problem-message>{problemText(problem, t)}</span>
              {line.text.trim() !== '' && (
                <pre className="m-0 mt-1 overflow-x-auto rounded px-2 py-1 text-xs leading-5" aria-hidden="true">
                  {line.text}
                  {'\n'}
                  <span className={colour}>{`${' '.repeat(Math.max(0, line.caret))}^`}</span>
                </pre>
              )}
            </li>
          );
        })}
      </ol>
      {problems.length > shownProblems && <p className="m-0 text-sm text-muted">{t('dns-import:moreProblems', { count: problems.length - shownProblems })}</p>}
    </section>
  );
}
