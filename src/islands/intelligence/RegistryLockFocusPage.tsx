/**
 * /intelligence/{id}/registry-lock-focus (spec section 4, the prospect viewer): the prospect's
 * valuable domains by the declared rule (the answer says it), how many are under registry lock
 * (a donut with its table) and the list, unlocked first — each with its CSV.
 */
import { formatNumber } from '~/lib/formatting/format';
import { lockStateTable, valuableDomainTable } from '~/lib/intelligence/focus-tables';
import type { RegistryLockFocusAnswer } from '~/lib/schemas/intelligence-focus';
import { DataView } from '../kit/DataView';
import { EmptyState } from '../kit/EmptyState';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { FocusFigures } from './FocusFigures';
import { FocusFrame } from './FocusFrame';
import { FocusSection } from './FocusSection';
import { useFocus } from './use-focus';
import './intelligence-words';

function RegistryLockFocusBody({ answer }: { answer: RegistryLockFocusAnswer }) {
  const { t, language } = usePortalTranslation();
  const count = (value: number) => formatNumber(value, language);
  const page = 'registry-lock-focus';
  return (
    <FocusFrame page="registryLock" name={answer.item.name}>
      <p className="m-0 text-sm" data-valuable-rule>{t('intelligence:rule', { domain: answer.item.primary_domain, visits: count(answer.rule.min_monthly_visits) })}</p>
      <FocusFigures figures={[
        { id: 'domains', text: count(answer.domains) },
        { id: 'valuable', text: count(answer.valuable) },
        { id: 'unlocked', text: count(answer.unlocked) },
        { id: 'locked', text: count(answer.locked) },
      ]} />
      {answer.valuable === 0 ? <EmptyState>{t('intelligence:empty.registryLock')}</EmptyState> : (
        <>
          <FocusSection table={lockStateTable(answer)} chart="donut" itemId={answer.item.id} page={page} format={count} />
          <FocusSection table={valuableDomainTable(answer)} chart="none" itemId={answer.item.id} page={page} />
        </>
      )}
    </FocusFrame>
  );
}

export default function RegistryLockFocusPage({ pattern }: { pattern: string }) {
  const { t } = usePortalTranslation();
  const data = useFocus('registryLock', pattern, (answer) => answer.domains === 0);
  return (
    <DataView data={data} failedTitle={t('intelligence:failed')} loadingLabel={t('intelligence:loading')} empty={<EmptyState>{t('intelligence:empty.noDomains')}</EmptyState>}>
      {(answer) => <RegistryLockFocusBody answer={answer} />}
    </DataView>
  );
}
