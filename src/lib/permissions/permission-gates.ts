/**
 * Permission gates in the page: an element marked `data-permission="view-x|manage-y"` shows
 * only when the user holds one of the names and it is not hidden by the portal view
 * (spec section 6); it starts hidden in the HTML so nothing flashes. A navigation group with no
 * visible entry hides too. Highlighted permissions outline what they gate, in their colour.
 */
import type { PortalView } from './portal-view.ts';
import { can, type PermissionSubject } from './can.ts';

export function permissionNames(attribute: string): string[] {
  return attribute.split('|').map((name) => name.trim()).filter(Boolean);
}

export function applyPermissionGates(root: ParentNode, subject: PermissionSubject | null, view: PortalView): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-permission]')) {
    element.hidden = !permissionNames(element.dataset.permission!).some((name) => can(subject, view, name));
  }
  for (const group of root.querySelectorAll<HTMLElement>('[data-navigation-group]')) {
    const entries = [...group.querySelectorAll<HTMLElement>('li')];
    group.hidden = entries.length > 0 && entries.every((entry) => entry.hidden);
  }
}

/** CSS outlining every element gated by a highlighted permission, in that permission's colour. */
export function highlightStylesheet(view: PortalView): string {
  return Object.entries(view.highlight)
    .filter(([name, colour]) => /^[a-z0-9-]+$/.test(name) && /^#[0-9a-f]{3,8}$/i.test(colour))
    .map(([name, colour]) => `[data-permission~="${name}"],[data-permission*="|${name}"],[data-permission*="${name}|"]{outline:2px dashed ${colour};outline-offset:2px}`)
    .join('\n');
}
