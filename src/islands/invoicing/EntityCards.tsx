/** The account's billing entities and pricing entity, each a card linking to its page. */
import { useId } from 'react';
import type { NamedRecord } from '~/lib/dashboard/dashboard-types';
import { recordHref } from '~/lib/dashboard/dashboard-links';
import { useDashboardPages } from '../home/dashboard-pages-context';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

function EntityCard({ heading, icon, records, resource, none }: { heading: string; icon: string; records: readonly NamedRecord[]; resource: string; none: string }) {
  const pages = useDashboardPages();
  return (
    <div className="card flex min-w-0 flex-col gap-2 p-4" data-entity={resource}>
      <h3 className="m-0 flex items-center gap-2 text-base">
        <span className={`${icon} text-muted`} aria-hidden="true" />
        {heading}
      </h3>
      {records.length === 0 ? (
        <p className="m-0 text-sm text-muted">{none}</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-1 p-0">
          {records.map((record) => {
            const href = recordHref(pages, resource, record.id);
            return <li key={record.id} className="min-w-0 break-words">{href ? <a href={href} className="focus-ring">{record.name}</a> : record.name}</li>;
          })}
        </ul>
      )}
    </div>
  );
}

export function EntityCards({ billing, pricing, t }: { billing: readonly NamedRecord[]; pricing: NamedRecord | null; t: Translate }) {
  const id = useId();
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-heading`} data-entities>
      <h2 id={`${id}-heading`} className="m-0 text-xl">{t('home:invoicing.entitiesHeading')}</h2>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-3">
        <EntityCard heading={t('home:invoicing.billingEntity', { count: billing.length })} icon="i-lucide-wallet" records={billing} resource="billing-entities" none={t('home:invoicing.noBillingEntity')} />
        <EntityCard heading={t('home:invoicing.pricingEntity')} icon="i-lucide-tags" records={pricing ? [pricing] : []} resource="pricing-entities" none={t('home:invoicing.noPricingEntity')} />
      </div>
    </section>
  );
}
