/**
 * The portal view of staff (spec sections 3 and 6): permissions hidden to see the portal as a
 * customer would, and a highlight colour per permission to see what it gates. Persisted.
 */
import { persistentJSON } from '@nanostores/persistent';


export interface PortalView {
  hidden: string[];
  highlight: Record<string, string>;
}

export const $portalView = persistentJSON<PortalView>('portal_view', { hidden: [], highlight: {} });

export function toggleHiddenPermission(name: string): void {
  const view = $portalView.get();
  const hidden = view.hidden.includes(name) ? view.hidden.filter((entry) => entry !== name) : [...view.hidden, name];
  $portalView.set({ ...view, hidden });
}

export function setPermissionHighlight(name: string, colour: string | undefined): void {
  const { [name]: _removed, ...others } = $portalView.get().highlight;
  $portalView.set({ ...$portalView.get(), highlight: colour ? { ...others, [name]: colour } : others });
}
