/**
 * The staff account bar's place, kept from the first paint: the boot script marks the page
 * (`data-staff-bar`) when the stored user is staff and the portal view shows staff, so the page
 * does not jump down when the bar arrives (it loads after the user store and its own chunk).
 */
import { staffAbility, staffRole } from '../permissions/permission-names.ts';
import { portalViewKey } from './portal-view-key.ts';

/** The boot script's part: `u` is the stored user it has read (or undefined), `d` the root element. */
export const staffBarCheckSource = `try{var su=u||JSON.parse(localStorage.getItem('user')||'null'),pv=JSON.parse(localStorage.getItem('${portalViewKey}')||'null');
if(su&&su.group_id&&((su.roles||[]).indexOf('${staffRole}')>=0||(su.abilities||[]).indexOf('${staffAbility}')>=0)&&!(pv&&pv.hidden&&pv.hidden.indexOf('${staffAbility}')>=0))d.dataset.staffBar=''}catch(e){}`;

/** Keeps the mark in step once the page knows: the bar's place goes when it does not show. */
export function markStaffBar(shown: boolean): void {
  if (shown) document.documentElement.dataset.staffBar = '';
  else delete document.documentElement.dataset.staffBar;
}
