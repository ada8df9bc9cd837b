import { staffOnly } from './staff-only';

/** The staff account bar (ClientSelectionBar.tsx), downloaded only by staff. */
export default staffOnly(() => import('./ClientSelectionBar'));
