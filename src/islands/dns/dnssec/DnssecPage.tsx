import { DataView } from '../../kit/DataView';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { useDomainZone } from '../use-domain-zone';
import { DnssecScreen } from './DnssecScreen';
import { ExternalDs } from './ExternalDs';
import './dnssec-words';

/**
 * /domains/{id}/dnssec: the signing state of the domain's zone, its keys and DS, and the actions
 * that move them (DESIGN.md section 12, DNSSEC); DS records by hand where the domain's DNS is elsewhere.
 */
export default function DnssecPage() {
  const { t } = usePortalTranslation();
  const { domainId, zone, manages } = useDomainZone('/domains/{id}/dnssec');
  return (
    <DataView data={zone} failedTitle={t('dnssec:zoneFailed')} empty={<ExternalDs domainId={domainId!} manages={manages} />}>
      {(found) => <DnssecScreen zone={found!} manages={manages} />}
    </DataView>
  );
}
