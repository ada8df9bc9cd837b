/**
 * The home page's quick search by domain name: opens the domains list filtered to the names that
 * contain the text (`name contains …`), in the account the page acts in.
 */
import { useId, useState, type FormEvent } from 'react';
import { domainSearchHref } from '~/lib/dashboard/dashboard-links';
import { contextParameter, withContext } from '~/lib/session/context-parameter';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function QuickSearch({ domainsList, t }: { domainsList: string; t: Translate }) {
  const id = useId();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = domainSearchHref(domainsList, text);
    if (!href) {
      setEmpty(true);
      return;
    }
    location.assign(withContext(href, new URLSearchParams(location.search).get(contextParameter), location.origin) ?? href);
  };

  return (
    <section className="flex min-w-0 flex-col gap-2" aria-labelledby={`${id}-heading`} data-quick-search>
      <h2 id={`${id}-heading`} className="m-0 text-xl">{t('home:search.heading')}</h2>
      <form role="search" className="flex flex-wrap items-end gap-2" onSubmit={submit} aria-labelledby={`${id}-heading`}>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium">{t('home:search.label')}</label>
          <input id={`${id}-name`} type="search" className="input-box w-72 max-w-full px-3 py-2" value={text} autoComplete="off" spellCheck={false}
            placeholder={t('home:search.placeholder')} aria-describedby={`${id}-hint`} aria-invalid={empty || undefined}
            onChange={(event) => { setText(event.target.value); setEmpty(false); }} />
        </div>
        <button type="submit" className="btn-primary">
          <span className="i-lucide-search" aria-hidden="true" />
          {t('home:search.submit')}
        </button>
      </form>
      <p id={`${id}-hint`} className={`m-0 text-sm ${empty ? 'text-red-d1 dark:text-red-l2' : 'text-muted'}`} role={empty ? 'alert' : undefined}>
        {empty ? t('home:search.empty') : t('home:search.hint')}
      </p>
    </section>
  );
}
