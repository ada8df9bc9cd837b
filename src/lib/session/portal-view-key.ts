/** Where the portal view of staff is kept in this browser (portal-view-store.ts; the boot script reads it too). */
export const portalViewKey = 'portal_view';
