import { enumValueLabel } from '~/lib/resources/resource-declaration';
import { describeTerm, termsOf } from './filter-pql';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** The conditions in force, each removable; shown only for a filter string the builder can read. */
export function FilterChips({ pql, labelOf, onRemove, t }: { pql: string | undefined; labelOf: (field: string) => string; onRemove: (index: number) => void; t: Translate }) {
  const terms = termsOf(pql) ?? [];
  if (terms.length === 0) return null;
  const valueText = (value: string) => (t(enumValueLabel(value)) === enumValueLabel(value) ? value : t(enumValueLabel(value)));
  return (
    <ul className="m-0 flex flex-wrap gap-2 p-0 list-none" data-filter-chips>
      {terms.map((term, index) => {
        const shown = describeTerm(term);
        const text = `${labelOf(shown.field)} ${t(`lists:filter.operators.${shown.operator}`)} ${shown.values.map(valueText).join(shown.operator === 'between' ? ' – ' : ', ')}`;
        return (
          <li key={index} className="flex items-center gap-1 rounded-full border border-solid border-line bg-surface px-3 py-1 text-sm">
            {text}
            <button type="button" className="btn-icon p-0.5" aria-label={`${t('lists:clearFilter')}: ${text}`} onClick={() => onRemove(index)}>
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
