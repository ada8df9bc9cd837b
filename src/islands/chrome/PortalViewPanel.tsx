import { staffOnly } from './staff-only';

/** The staff portal-view control (PortalViewDialog.tsx), downloaded only by staff. */
export default staffOnly(() => import('./PortalViewDialog'));
