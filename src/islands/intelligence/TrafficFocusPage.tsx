/**
 * /intelligence/{id}/traffic-focus (spec section 4, the prospect viewer): visits to the prospect's
 * domains per month (a line), which domains carry them (a donut of the top 10 and the others) and
 * the top 5 domains per month (lines) — each with its table and CSV. uPlot loads with the first
 * line drawn, not with the page.
 */
import { formatNumber } from '~/lib/formatting/format';
import { percentText } from '~/lib/reports/report-values';
import { sharesOf, trafficDomainTable, trafficMonthTable, trafficSeriesTable } from '~/lib/intelligence/focus-tables';
import type { TrafficFocusAnswer } from '~/lib/schemas/intelligence-focus';
import { DataView } from '../kit/DataView';
import { EmptyState } from '../kit/EmptyState';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { FocusFigures } from './FocusFigures';
import { FocusFrame } from './FocusFrame';
import { compactNumber } from './focus-cell';
import { FocusSection } from './FocusSection';
import { useFocus } from './use-focus';
import './intelligence-words';

function TrafficFocusBody({ answer }: { answer: TrafficFocusAnswer }) {
  const { language } = usePortalTranslation();
  const count = (value: number) => formatNumber(value, language);
  // Visits run to hundreds of millions: the charts and the total read them in short, the tables exactly.
  const short = (value: number) => compactNumber(value, language);
  const top = answer.top_domains[0];
  const page = 'traffic-focus';
  return (
    <FocusFrame page="traffic" name={answer.item.name}>
      <FocusFigures figures={[
        { id: 'totalVisits', text: short(answer.total_visits) },
        { id: 'trafficDomains', text: count(answer.domains) },
        ...(top ? [{ id: 'topShare', text: percentText(sharesOf([top.visits, answer.total_visits - top.visits])[0]!, language) }] : []),
      ]} />
      <FocusSection table={trafficMonthTable(answer)} chart="series" itemId={answer.item.id} page={page} format={short} />
      <FocusSection table={trafficDomainTable(answer)} chart="donut" itemId={answer.item.id} page={page} format={short} />
      <FocusSection table={trafficSeriesTable(answer)} chart="series" itemId={answer.item.id} page={page} format={short} />
    </FocusFrame>
  );
}

export default function TrafficFocusPage({ pattern }: { pattern: string }) {
  const { t } = usePortalTranslation();
  const data = useFocus('traffic', pattern, (answer) => answer.months.length === 0);
  return (
    <DataView data={data} failedTitle={t('intelligence:failed')} loadingLabel={t('intelligence:loading')} empty={<EmptyState>{t('intelligence:empty.traffic')}</EmptyState>}>
      {(answer) => <TrafficFocusBody answer={answer} />}
    </DataView>
  );
}
