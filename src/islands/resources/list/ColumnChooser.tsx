import type { ColumnDeclaration } from '~/lib/resources/resource-declaration';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface ColumnChooserProps {
  columns: readonly ColumnDeclaration[];
  shown: readonly string[];
  onChange: (fields: string[] | undefined) => void;
  t: Translate;
}

/** Which columns the list shows; the choice is the list call's `fields`. */
export function ColumnChooser({ columns, shown, onChange, t }: ColumnChooserProps) {
  const toggle = (field: string, on: boolean) => {
    const next = columns.map((column) => column.field).filter((candidate) => (candidate === field ? on : shown.includes(candidate)));
    if (next.length > 0) onChange(next);
  };
  return (
    <fieldset className="m-0 border-0 p-0">
      <legend className="mb-2 text-sm font-semibold">{t('lists:columns.legend')}</legend>
      <div className="grid gap-x-4 gap-y-1 grid-cols-[repeat(auto-fill,minmax(14rem,1fr))]">
        {columns.map((column) => (
          <label key={column.field} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="focus-ring"
              name="column"
              value={column.field}
              checked={shown.includes(column.field)}
              onChange={(event) => toggle(column.field, event.target.checked)}
            />
            {t(column.label)}
          </label>
        ))}
      </div>
      <button type="button" className="btn-outline mt-3" onClick={() => onChange(undefined)}>{t('lists:columns.reset')}</button>
    </fieldset>
  );
}
