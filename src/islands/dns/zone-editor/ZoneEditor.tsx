import { DataView } from '../../kit/DataView';
import { EmptyState } from '../../kit/EmptyState';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { useDomainZone } from '../use-domain-zone';
import { ZoneScreen } from './ZoneScreen';
import './editor-words';

/** /domains/{id}/dns: the domain's zone, its record sets, and the draft → plan → publish editor (issue "DNS zone editor"). */
export default function ZoneEditor() {
  const { t } = usePortalTranslation();
  const { zone, manages } = useDomainZone('/domains/{id}/dns');
  return (
    <DataView data={zone} failedTitle={t('dns-editor:zoneFailed')}
      empty={<EmptyState icon="i-lucide-network" data-no-zone>{t('dns-editor:noZone')}</EmptyState>}>
      {(found) => <ZoneScreen zone={found!} manages={manages} />}
    </DataView>
  );
}
