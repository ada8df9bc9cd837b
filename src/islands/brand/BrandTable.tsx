/** Brand protection's brands watched (issue 15, item 4): a row per brand with its watch, counts and its gap analysis against the TLDs. */
import { useId } from 'react';
import { formatNumber } from '~/lib/formatting/format';
import type { BrandEntry } from '~/lib/schemas/watch-insights';
import { watchCasesHref, watchHref, watchMatchesHref } from '~/lib/watch/watch-links';
import { EmptyState } from '../kit/EmptyState';
import { WatchTable, type WatchTableColumn } from '../watch/WatchTable';
import { GapCell } from './GapCell';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function BrandTable({ brands, mayViewDomains, language, t }: { brands: readonly BrandEntry[]; mayViewDomains: boolean; language: string; t: Translate }) {
  const id = useId();
  const count = (value: number) => formatNumber(value, language);
  const columns: WatchTableColumn<BrandEntry>[] = [
    { key: 'brand', label: t('watch:brand.columns.brand'), cell: (brand) => <span data-brand={brand.brand}>{brand.brand}</span> },
    { key: 'watch', label: t('watch:brand.columns.watch'), cell: (brand) => <a href={watchHref(brand.watch_id)}>{brand.watch_name}</a> },
    { key: 'matches', label: t('watch:brand.columns.matches'), numeric: true, cell: (brand) => <a href={watchMatchesHref(brand.watch_id)}>{count(brand.matches)}</a> },
    { key: 'new', label: t('watch:brand.columns.new'), numeric: true, cell: (brand) => count(brand.new_this_week) },
    { key: 'cases', label: t('watch:brand.columns.cases'), numeric: true, cell: (brand) => <a href={watchCasesHref(brand.watch_id)}>{count(brand.open_cases)}</a> },
    { key: 'gap', label: t('watch:brand.columns.gap'), cell: (brand) => <GapCell domain={brand.brand_domain} mayViewDomains={mayViewDomains} t={t} /> },
  ];
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={id} data-brand-section="brands">
      <h2 id={id} className="m-0 text-xl">{t('watch:brand.brandsHeading')}</h2>
      {brands.length === 0
        ? <EmptyState compact>{t('watch:brand.empty')}</EmptyState>
        : <WatchTable id="brands" caption={t('watch:brand.brandsCaption')} columns={columns} rows={brands} rowKey={(brand) => brand.watch_id} />}
    </section>
  );
}
