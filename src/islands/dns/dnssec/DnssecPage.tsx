import { useStore } from '@nanostores/react';
import { can } from '~/lib/permissions/can';
import { manageAbility } from '~/lib/permissions/permission-names';
import { matchRouteParameters } from '~/lib/routes/route-params';
import { $portalView } from '~/lib/session/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { DataView } from '../../kit/DataView';
import { useData } from '../../kit/use-data';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { zoneOfDomain, type Zone } from '../zone-editor/zone-api';
import { DnssecScreen } from './DnssecScreen';
import { ExternalDs } from './ExternalDs';
import './dnssec-words';

/** The pattern of this page (the island reads its parameter from the address: pages are shared shells). */
const pattern = '/domains/{id}/dnssec';

/** /domains/{id}/dnssec: the signing state of the domain's zone, its keys and DS, and the actions that move them (DESIGN.md section 12, DNSSEC). */
export default function DnssecPage() {
  const { t } = usePortalTranslation();
  const user = useStore($user);
  const view = useStore($portalView);
  const domainId = matchRouteParameters(pattern, location.pathname)?.id;
  const zone = useData<Zone | null>(domainId ? `zone:${domainId}` : null, (signal) => zoneOfDomain(domainId!, signal), { isEmpty: (found) => found === null });
  return (
    <DataView data={zone} failedTitle={t('dnssec:zoneFailed')}
      empty={<ExternalDs domainId={domainId!} manages={can(user, view, manageAbility('dns'))} />}>
      {(found) => <DnssecScreen zone={found!} manages={can(user, view, manageAbility('dns'))} />}
    </DataView>
  );
}
