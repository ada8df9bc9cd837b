import { useStore } from '@nanostores/react';
import { can } from '~/lib/permissions/can';
import { manageAbility } from '~/lib/permissions/permission-names';
import { matchRouteParameters } from '~/lib/routes/route-params';
import { $portalView } from '~/lib/session/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { useData } from '../kit/use-data';
import { zoneOfDomain, type Zone } from './zone-editor/zone-api';

/**
 * A domain page's zone (`/domains/{id}/…`; pages are shared shells, so the id comes from the
 * address): the domain's id, its zone (empty when its DNS is elsewhere) and whether the user may
 * change DNS.
 */
export function useDomainZone(pattern: string) {
  const user = useStore($user);
  const view = useStore($portalView);
  const domainId = matchRouteParameters(pattern, location.pathname)?.id;
  const zone = useData<Zone | null>(domainId ? `zone:${domainId}` : null, (signal) => zoneOfDomain(domainId!, signal), { isEmpty: (found) => found === null });
  return { domainId, zone, manages: can(user, view, manageAbility('dns')) };
}
