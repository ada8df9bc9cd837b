/**
 * A brand's gap analysis in its row (issue 15, item 4): the share of TLDs held, which are held and
 * the first missing ones. The API's 404 means "no analysis for this domain" and reads so, never
 * as the error screen (spec section 8).
 */
import type { BrandEntry } from '~/lib/schemas/watch-insights';
import { gapSummary } from '~/lib/watch/brand-protection';
import { watchApi } from '~/lib/watch/watch-api';
import { domainHref } from '~/lib/watch/watch-links';
import { useData } from '../kit/use-data';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

const never = () => false;

export function GapCell({ domain, mayViewDomains, t }: { domain: BrandEntry['brand_domain']; mayViewDomains: boolean; t: Translate }) {
  const gap = useData(domain && mayViewDomains ? `gap:${domain.id}` : null, (signal) => watchApi.gapAnalysis(domain!.id, signal), { isEmpty: never });
  if (!domain) return <span className="text-muted" data-gap="no-domain">{t('watch:brand.noBrandDomain')}</span>;
  if (!mayViewDomains) return <span className="text-muted" data-gap="none">{t('watch:brand.noAnalysis')}</span>;
  switch (gap.status) {
    case 'idle':
    case 'loading':
    case 'empty':
      return <span role="status" className="text-muted" data-gap="loading">{t('watch:brand.gapLoading')}</span>;
    case 'error':
      return (
        <span className="flex flex-wrap items-center gap-2" data-gap="error">
          <span className="text-red-d1 dark:text-red">{t('watch:brand.gapFailed')}</span>
          <button type="button" className="btn-outline px-2 py-0.5 text-xs" onClick={gap.retry}>{t('watch:brand.retry')}</button>
        </span>
      );
    case 'ready': {
      if (gap.data === null) return <span className="text-muted" data-gap="none">{t('watch:brand.noAnalysis')}</span>;
      const summary = gapSummary(gap.data);
      return (
        <div className="flex flex-col gap-0.5 text-sm" data-gap="ready" data-gap-percent={summary.percent}>
          <span className="font-medium">{t('watch:brand.coverage', { percent: summary.percent, domain: summary.domain })}</span>
          {summary.held.length > 0 && (
            <span className="[overflow-wrap:anywhere]">
              {t('watch:brand.held')}{' '}
              {summary.held.map((entry, index) => (
                <span key={entry.tld}>{index > 0 && ', '}<a href={domainHref(entry.domainId)}>.{entry.tld}</a></span>
              ))}
            </span>
          )}
          {summary.missing.length > 0 && (
            <span className="text-muted [overflow-wrap:anywhere]" data-gap-missing>
              {summary.moreMissing > 0
                ? t('watch:brand.missingMore', { tlds: summary.missing.map((tld) => `.${tld}`).join(', '), more: summary.moreMissing })
                : t('watch:brand.missing', { tlds: summary.missing.map((tld) => `.${tld}`).join(', ') })}
            </span>
          )}
        </div>
      );
    }
  }
}
