import { changedFields } from '~/lib/addresses/changed-fields';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import type { FormField } from '../form/form-fields.ts';
import { columnFor, displayValue } from './field-display.ts';
import type { RecordData } from './record-address.ts';
import { useReferenceNames, type ReferenceValue } from './use-readable-values.ts';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface ConflictViewProps {
  declaration: ResourceDeclaration;
  fields: readonly FormField[];
  /** Where reference fields point: both versions name the records they refer to. */
  referenceTargets: Readonly<Record<string, ReferenceTarget>>;
  mine: RecordData;
  theirs: RecordData;
  busy: boolean;
  language: string;
  t: Translate;
  onKeepMine(): void;
  onTakeTheirs(): void;
}

/** A version conflict: the editor's version beside the one saved meanwhile, differences flagged. */
export function ConflictView({ declaration, fields, referenceTargets, mine, theirs, busy, language, t, onKeepMine, onTakeTheirs }: ConflictViewProps) {
  const mineNames = useReferenceNames(declaration, mine, referenceTargets);
  const theirsNames = useReferenceNames(declaration, theirs, referenceTargets);
  const shown = (record: RecordData, names: Record<string, ReferenceValue>) => Object.fromEntries(fields.map((field) => {
    const reference = names[field.name];
    return [field.name, reference ? `${reference.name} (#${reference.id})` : displayValue(declaration, field.name, record, language, t)];
  }));
  const mineShown = shown(mine, mineNames);
  const theirsShown = shown(theirs, theirsNames);
  const changed = new Set(changedFields(mineShown, theirsShown));
  return (
    <section className="card flex flex-col gap-4 border-amber p-4" aria-labelledby="conflict-heading" data-conflict>
      <div role="alert">
        <h2 id="conflict-heading" className="m-0 text-lg font-semibold">{t('records:conflict.heading')}</h2>
        <p className="m-0 mt-1 text-sm">{t('records:conflict.text')}</p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col" className="border-b border-solid border-line p-2">{t('records:conflict.field')}</th>
              <th scope="col" className="border-b border-solid border-line p-2">{t('records:conflict.mine')}</th>
              <th scope="col" className="border-b border-solid border-line p-2">{t('records:conflict.theirs')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => {
              const differs = changed.has(field.name);
              return (
                <tr key={field.name} data-field={field.name} data-changed={differs || undefined} className={differs ? 'bg-amber-l5 dark:bg-amber-d4' : ''}>
                  <th scope="row" className="border-b border-solid border-line p-2 text-left font-medium">
                    {t(columnFor(declaration, field.name).label)}
                    {differs && <span className="ml-2 rounded bg-amber px-1 text-xs text-black">{t('records:conflict.changed')}</span>}
                  </th>
                  <td className="border-b border-solid border-line p-2 break-words">{mineShown[field.name]}</td>
                  <td className="border-b border-solid border-line p-2 break-words">{theirsShown[field.name]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary disabled:opacity-70" disabled={busy} aria-busy={busy} onClick={onKeepMine}>{t('records:conflict.keepMine')}</button>
        <button type="button" className="btn-outline" disabled={busy} onClick={onTakeTheirs}>{t('records:conflict.takeTheirs')}</button>
      </div>
    </section>
  );
}
