import { lazy, Suspense } from 'react';
import { DataView } from '../../kit/DataView';
import { LoadingState } from '../../kit/LoadingState';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { useDomainZone } from '../use-domain-zone';
import { DnssecScreen } from './DnssecScreen';
import './dnssec-words';

// DS by hand (with the record checks it validates with) loads only for a domain whose DNS is elsewhere.
const ExternalDs = lazy(() => import('./ExternalDs').then((module) => ({ default: module.ExternalDs })));

/**
 * /domains/{id}/dnssec: the signing state of the domain's zone, its keys and DS, and the actions
 * that move them (DESIGN.md section 12, DNSSEC); DS records by hand where the domain's DNS is elsewhere.
 */
export default function DnssecPage() {
  const { t } = usePortalTranslation();
  const { domainId, zone, manages } = useDomainZone('/domains/{id}/dnssec');
  return (
    <DataView data={zone} failedTitle={t('dnssec:zoneFailed')} empty={<Suspense fallback={<LoadingState />}><ExternalDs domainId={domainId!} manages={manages} /></Suspense>}>
      {(found) => <DnssecScreen zone={found!} manages={manages} />}
    </DataView>
  );
}
