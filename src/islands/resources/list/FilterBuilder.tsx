import { useId, useState, type FormEvent } from 'react';
import type { PqlOperator } from '~/lib/pql';
import { enumValueLabel, filterOperatorsFor, type ColumnDeclaration } from '~/lib/resources/resource-declaration';
import { builderCondition, type BuilderFilter } from './filter-pql';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface FilterBuilderProps {
  columns: readonly ColumnDeclaration[];
  onAdd: (filter: BuilderFilter) => void;
  t: Translate;
}

const fieldClass = 'input-box px-2 py-1.5 text-sm';

function inputType(column: ColumnDeclaration, operator: PqlOperator): string {
  if (column.type === 'date' || column.type === 'datetime') return operator === 'equals' ? 'text' : 'date';
  return 'text';
}

/** Field, condition and value(s), offering only what the column's type allows; writes one PQL condition. */
export function FilterBuilder({ columns, onAdd, t }: FilterBuilderProps) {
  const id = useId();
  const filterable = columns.filter((column) => filterOperatorsFor(column).length > 0);
  const [field, setField] = useState(filterable[0]?.field ?? '');
  const column = filterable.find((candidate) => candidate.field === field) ?? filterable[0];
  const operators = column ? filterOperatorsFor(column) : [];
  const [chosenOperator, setOperator] = useState<PqlOperator>(operators[0] ?? 'equals');
  const operator = operators.includes(chosenOperator) ? chosenOperator : (operators[0] ?? 'equals');
  const [value, setValue] = useState('');
  const [valueTo, setValueTo] = useState('');
  const [problem, setProblem] = useState('');
  if (!column) return null;

  const choices = column.type === 'boolean' ? ['true', 'false'] : column.type === 'enum' ? [...(column.values ?? [])] : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filter: BuilderFilter = { field: column.field, operator, value: choices && !value ? choices[0]! : value, valueTo };
    const condition = builderCondition(filter);
    if (typeof condition === 'string') return setProblem(t(`lists:filter.${condition}`));
    setProblem('');
    setValue('');
    setValueTo('');
    onAdd(filter);
  };
  const choiceLabel = (choice: string) =>
    column.type === 'boolean' ? t(`lists:filter.${choice}`) : t(enumValueLabel(choice)) === enumValueLabel(choice) ? choice : t(enumValueLabel(choice));

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t('lists:filter.legend')}>
      <label className="flex flex-col gap-1 text-sm">
        {t('lists:filter.field')}
        <select name="field" className={fieldClass} value={column.field} onChange={(event) => { setField(event.target.value); setValue(''); setValueTo(''); }}>
          {filterable.map((candidate) => <option key={candidate.field} value={candidate.field}>{t(candidate.label)}</option>)}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('lists:filter.operator')}
        <select name="operator" className={fieldClass} value={operator} onChange={(event) => setOperator(event.target.value as PqlOperator)}>
          {operators.map((candidate) => <option key={candidate} value={candidate}>{t(`lists:filter.operators.${candidate}`)}</option>)}
        </select>
      </label>
      {choices ? (
        <label className="flex flex-col gap-1 text-sm">
          {t('lists:filter.value')}
          <select name="value" className={fieldClass} value={value || choices[0]} onChange={(event) => setValue(event.target.value)}>
            {choices.map((choice) => <option key={choice} value={choice}>{choiceLabel(choice)}</option>)}
          </select>
        </label>
      ) : (
        <>
          <label className="flex flex-col gap-1 text-sm">
            {t(operator === 'between' ? 'lists:filter.from' : 'lists:filter.value')}
            <input name="value" type={inputType(column, operator)} className={fieldClass} value={value} aria-describedby={operator === 'between' ? undefined : `${id}-list`} onChange={(event) => setValue(event.target.value)} />
          </label>
          {operator === 'between' && (
            <label className="flex flex-col gap-1 text-sm">
              {t('lists:filter.to')}
              <input name="valueTo" type={inputType(column, operator)} className={fieldClass} value={valueTo} onChange={(event) => setValueTo(event.target.value)} />
            </label>
          )}
        </>
      )}
      <button type="submit" className="btn-primary">{t('lists:filter.add')}</button>
      {!choices && operator !== 'between' && <p id={`${id}-list`} className="m-0 w-full text-xs text-muted">{t('lists:filter.listHint')}</p>}
      {problem && <p role="alert" className="m-0 w-full text-sm text-red-d1 dark:text-red">{problem}</p>}
    </form>
  );
}
