import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ColumnDeclaration } from '~/lib/resources/resource-declaration';
import { checkPql } from './pql-check';
import type { QueryProblem } from './query-error';
import { queryProblemText } from './query-problem-text';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface PqlBoxProps {
  applied: string;
  columns: readonly ColumnDeclaration[];
  /** A query this list understands, shown as the box's example (pqlExample). */
  example: string;
  serverProblem: QueryProblem | undefined;
  onApply: (pql: string) => void;
  language: string;
  t: Translate;
}

/** The filter string for power users: checked as typed, applied only when valid. */
export function PqlBox({ applied, columns, example, serverProblem, onApply, language, t }: PqlBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(applied);
  const [problem, setProblem] = useState<QueryProblem>();

  useEffect(() => {
    setText(applied);
    setProblem(undefined);
  }, [applied]);
  useEffect(() => {
    if (serverProblem) setProblem(serverProblem);
  }, [serverProblem]);

  const showAt = (position: number) => {
    input.current?.focus();
    input.current?.setSelectionRange(position, position);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkPql(text, columns);
    setProblem(found);
    if (found) return showAt(found.position);
    onApply(text.trim());
  };

  const message = problem && queryProblemText(problem, language, t);
  return (
    <form onSubmit={submit} className="flex flex-col gap-1" role="search" aria-label={t('lists:pql.label')}>
      <label htmlFor={id} className="text-sm font-medium">{t('lists:pql.label')}</label>
      <div className="flex flex-wrap items-start gap-2">
        <div className="flex-1 min-w-60 overflow-x-auto">
          <input
            id={id}
            ref={input}
            name="pql"
            value={text}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(checkPql(event.target.value, columns));
            }}
            className="input-box w-full px-3 py-2 font-mono text-sm aria-[invalid=true]:border-red"
          />
          {problem && (
            <pre aria-hidden="true" data-pql-caret className="m-0 px-3 font-mono text-sm text-red-d1 dark:text-red whitespace-pre">
              {' '.repeat(problem.position)}^
            </pre>
          )}
        </div>
        <button type="submit" className="btn-primary">{t('lists:pql.apply')}</button>
        {applied && (
          <button type="button" className="btn-outline" onClick={() => onApply('')}>{t('lists:pql.clear')}</button>
        )}
      </div>
      <p id={`${id}-hint`} className="m-0 text-xs text-muted">{t('lists:pql.hint', { example })}</p>
      {problem && <p id={`${id}-error`} role="alert" data-pql-error className="m-0 text-sm text-red-d1 dark:text-red">{message}</p>}
    </form>
  );
}
