type Translate = (key: string, variables?: Record<string, unknown>) => string;

export const pageSizes = [10, 25, 50, 100, 250, 1000] as const;

interface PagerProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  t: Translate;
}

export function Pager({ page, limit, total, onPage, onLimit, t }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const sizes = pageSizes.includes(limit as (typeof pageSizes)[number]) ? pageSizes : [...pageSizes, limit].sort((a, b) => a - b);
  const button = (label: string, target: number, symbol: string, disabled: boolean) => (
    <button type="button" className="btn-icon disabled:opacity-40 disabled:cursor-default" aria-label={label} title={label} disabled={disabled} onClick={() => onPage(target)}>
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
  return (
    <nav aria-label={t('lists:paging.label')} className="flex flex-wrap items-center gap-3 text-sm">
      <label className="flex items-center gap-2">
        {t('lists:paging.limit')}
        <select className="input-box px-2 py-1" value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
          {sizes.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      </label>
      {button(t('lists:paging.first'), 1, '«', page <= 1)}
      {button(t('lists:paging.previous'), page - 1, '‹', page <= 1)}
      <span data-page-status aria-live="polite">{t('lists:paging.page', { page, pages })}</span>
      {button(t('lists:paging.next'), page + 1, '›', page >= pages)}
      {button(t('lists:paging.last'), pages, '»', page >= pages)}
    </nav>
  );
}
