import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { can } from '~/lib/permissions/can';
import { staffAbility } from '~/lib/permissions/permission-names';
import { $portalView } from '~/lib/session/portal-view-store';
import { markStaffBar } from '~/lib/session/staff-bar-hint';
import { $user } from '~/lib/session/user-store';
import { staffOnly } from './staff-only';

/** The staff account bar (ClientSelectionBar.tsx), downloaded only by staff. */
const StaffBar = staffOnly(() => import('./ClientSelectionBar'));

/** The bar; the place kept for it from the first paint follows whether it shows. */
export default function ClientSelection() {
  const user = useStore($user);
  const view = useStore($portalView);
  const shown = can(user, view, staffAbility) && Boolean(user?.group_id);
  useEffect(() => markStaffBar(shown), [shown]);
  return <StaffBar />;
}
