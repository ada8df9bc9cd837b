import type { ColumnDeclaration } from '~/lib/resources/resource-declaration';
import { chipText } from './chip-text';
import { termsOf } from './filter-pql';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface FilterChipsProps {
  pql: string | undefined;
  columns: readonly ColumnDeclaration[];
  language: string;
  onRemove: (index: number) => void;
  t: Translate;
}

/** The conditions in force, each removable; shown only for a filter string the builder can read. */
export function FilterChips({ pql, columns, language, onRemove, t }: FilterChipsProps) {
  const terms = termsOf(pql) ?? [];
  if (terms.length === 0) return null;
  return (
    <ul className="m-0 flex flex-wrap gap-2 p-0 list-none" data-filter-chips>
      {terms.map((term, index) => {
        const text = chipText(term, columns, language, t);
        return (
          <li key={index} className="flex items-center gap-1 rounded-full border border-solid border-line bg-surface px-3 py-1 text-sm">
            <span data-chip-text>{text}</span>
            <button type="button" className="btn-icon p-0.5" aria-label={t('lists:filter.removeChip', { filter: text })} onClick={() => onRemove(index)}>
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
