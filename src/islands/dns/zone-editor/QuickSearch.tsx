import { useId, useState, type FormEvent } from 'react';
import { printPqlItem } from '~/lib/pql/print-pql';
import { usePortalTranslation } from '../../kit/use-portal-translation';

const fields = ['name', 'content'] as const;

/**
 * A plain search beside the filter language: the text typed is found in record names or content
 * (`name contains …`), written into the filter box so it can be refined there.
 */
export function QuickSearch({ onSearch }: { onSearch(pql: string): void }) {
  const { t } = usePortalTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [field, setField] = useState<(typeof fields)[number]>('name');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    onSearch(wanted === '' ? '' : `${field} contains ${printPqlItem(wanted)}`);
  };
  return (
    <form role="search" className="flex flex-wrap items-end gap-2" onSubmit={submit} aria-label={t('dns-editor:search.label')} data-quick-search>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-text`} className="text-sm font-medium">{t('dns-editor:search.label')}</label>
        <input id={`${id}-text`} type="search" value={text} onChange={(event) => setText(event.target.value)} spellCheck={false} autoComplete="off"
          placeholder={t('dns-editor:search.placeholder')} className="input-box w-56 px-3 py-2 text-sm" />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-field`} className="sr-only">{t('dns-editor:search.in')}</label>
        <select id={`${id}-field`} value={field} onChange={(event) => setField(event.target.value as (typeof fields)[number])} className="input-box px-3 py-2 text-sm">
          {fields.map((each) => <option key={each} value={each}>{t(`dns-editor:search.${each}`)}</option>)}
        </select>
      </div>
      <button type="submit" className="btn-outline">
        <span className="i-lucide-search" aria-hidden="true" />
        {t('dns-editor:search.find')}
      </button>
    </form>
  );
}
