import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { malformedRelativeDate, type PqlOperator } from '~/lib/pql';
import { knownText } from '~/lib/formatting/known-text';
import { dateValueChoices, filterableColumns } from '~/lib/lists/filter-fields';
import { enumValueLabel, filterOperatorsFor, type ColumnDeclaration } from '~/lib/resources/resource-declaration';
import { DateValueInput } from './DateValueInput';
import { builderCondition, type BuilderFilter } from './filter-pql';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface FilterBuilderProps {
  columns: readonly ColumnDeclaration[];
  /** The field it starts on (startingFilterField: the list's display field). */
  startField: string | undefined;
  onAdd: (filter: BuilderFilter) => void;
  /**
   * Take the focus when it appears (opened from the compact toolbar, whose button goes away), unless
   * the user has put it elsewhere meanwhile (this part loads on demand: they may be typing a query).
   */
  focusField?: boolean;
  t: Translate;
}

const fieldClass = 'input-box px-2 py-1.5 text-sm';

/**
 * Field, condition and value(s), offering only what the column's type allows; writes one PQL
 * condition. An enum's values are ticked (several make a list), a date is typed or picked.
 */
export function FilterBuilder({ columns, startField, onAdd, focusField = false, t }: FilterBuilderProps) {
  const id = useId();
  const fieldSelect = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (focusField && (focused === null || focused === document.body)) fieldSelect.current?.focus();
  }, [focusField]);
  const filterable = filterableColumns(columns);
  const [field, setField] = useState(startField ?? filterable[0]?.field ?? '');
  const column = filterable.find((candidate) => candidate.field === field) ?? filterable[0];
  const operators = column ? filterOperatorsFor(column) : [];
  const [chosenOperator, setOperator] = useState<PqlOperator>(operators[0] ?? 'equals');
  const operator = operators.includes(chosenOperator) ? chosenOperator : (operators[0] ?? 'equals');
  const [value, setValue] = useState('');
  const [valueTo, setValueTo] = useState('');
  const [ticked, setTicked] = useState<string[]>([]);
  const [dateKind, setDateKind] = useState(0);
  const [problem, setProblem] = useState('');
  if (!column) return null;

  const enumValues = column.type === 'enum' ? (column.values ?? []) : undefined;
  const dateChoices = dateValueChoices(column);
  const dateChoice = dateChoices[Math.min(dateKind, dateChoices.length - 1)];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filter: BuilderFilter = enumValues
      ? { field: column.field, operator, value: '', chosen: enumValues.filter((entry) => ticked.includes(entry)) }
      : { field: column.field, operator, value: column.type === 'boolean' && !value ? 'true' : value, valueTo };
    const condition = builderCondition(filter);
    if (typeof condition === 'string') return setProblem(t(`lists:filter.${condition}`));
    // A near miss of a relative date (`today+5x`) is refused here, in the reader's words, before it is sent.
    const malformed = dateChoice ? condition.values.map((item) => malformedRelativeDate(item, column.field)).find(Boolean) : undefined;
    if (malformed) return setProblem(knownText(t, `lists:pql.reasons.${malformed.key}`, malformed.values) ?? malformed.reason);
    setProblem('');
    setValue('');
    setValueTo('');
    setTicked([]);
    onAdd(filter);
  };
  const choose = (next: string) => {
    setField(next);
    setValue('');
    setValueTo('');
    setTicked([]);
    setDateKind(0);
  };
  const valueLabel = (entry: string) => (t(enumValueLabel(entry)) === enumValueLabel(entry) ? entry : t(enumValueLabel(entry)));
  const hintId = `${id}-hint`;
  const hint = enumValues ? undefined
    : dateChoice && dateChoice.examples.length > 0 ? t('lists:filter.examples', { examples: dateChoice.examples.join(', ') })
    : column.type !== 'boolean' && operator !== 'between' ? t('lists:filter.listHint') : undefined;
  const textValue = (name: 'value' | 'valueTo', label: string, text: string, set: (next: string) => void) =>
    dateChoice ? (
      <DateValueInput key={name} name={name} label={label} value={text} choice={dateChoice} describedBy={hint ? hintId : undefined} onChange={set} t={t} />
    ) : (
      <label key={name} className="flex flex-col gap-1 text-sm">
        {label}
        <input name={name} type="text" className={fieldClass} value={text} aria-describedby={hint ? hintId : undefined} onChange={(event) => set(event.target.value)} />
      </label>
    );

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t('lists:filter.legend')}>
      <label className="flex flex-col gap-1 text-sm">
        {t('lists:filter.field')}
        <select ref={fieldSelect} name="field" className={fieldClass} value={column.field} onChange={(event) => choose(event.target.value)}>
          {filterable.map((candidate) => <option key={candidate.field} value={candidate.field}>{t(candidate.label)}</option>)}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('lists:filter.operator')}
        <select name="operator" className={fieldClass} value={operator} onChange={(event) => setOperator(event.target.value as PqlOperator)}>
          {operators.map((candidate) => <option key={candidate} value={candidate}>{t(`lists:filter.operators.${candidate}`)}</option>)}
        </select>
      </label>
      {dateChoices.length > 1 && (
        <label className="flex flex-col gap-1 text-sm">
          {t('lists:filter.dateKind')}
          <select name="dateKind" className={fieldClass} value={dateKind} onChange={(event) => setDateKind(Number(event.target.value))}>
            {dateChoices.map((choice, index) => <option key={choice.kind} value={index}>{t(`lists:filter.dateKinds.${choice.kind}`)}</option>)}
          </select>
        </label>
      )}
      {enumValues ? (
        <fieldset className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-solid border-line px-2 py-1.5" data-filter-choices>
          <legend className="px-1 text-sm">{t('lists:filter.values')}</legend>
          {enumValues.map((entry) => (
            <label key={entry} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" name="value" value={entry} className="focus-ring" checked={ticked.includes(entry)}
                onChange={(event) => setTicked(event.target.checked ? [...ticked, entry] : ticked.filter((other) => other !== entry))} />
              {valueLabel(entry)}
            </label>
          ))}
        </fieldset>
      ) : column.type === 'boolean' ? (
        <label className="flex flex-col gap-1 text-sm">
          {t('lists:filter.value')}
          <select name="value" className={fieldClass} value={value || 'true'} onChange={(event) => setValue(event.target.value)}>
            {['true', 'false'].map((entry) => <option key={entry} value={entry}>{t(`lists:filter.${entry}`)}</option>)}
          </select>
        </label>
      ) : operator === 'between' ? (
        [textValue('value', t('lists:filter.from'), value, setValue), textValue('valueTo', t('lists:filter.to'), valueTo, setValueTo)]
      ) : (
        textValue('value', t('lists:filter.value'), value, setValue)
      )}
      <button type="submit" className="btn-primary">{t('lists:filter.add')}</button>
      {hint && <p id={hintId} className="m-0 w-full text-xs text-muted">{hint}</p>}
      {problem && <p role="alert" className="m-0 w-full text-sm text-red-d1 dark:text-red">{problem}</p>}
    </form>
  );
}
