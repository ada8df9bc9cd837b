/** The portal view of staff (src/lib/permissions/portal-view.ts), persisted in this browser. */
import { persistentJSON } from '@nanostores/persistent';
import type { PortalView } from '../permissions/portal-view.ts';
import { portalViewKey } from './portal-view-key.ts';

export type { PortalView };

export const $portalView = persistentJSON<PortalView>(portalViewKey, { hidden: [], highlight: {} });

export function toggleHiddenPermission(name: string): void {
  const view = $portalView.get();
  const hidden = view.hidden.includes(name) ? view.hidden.filter((entry) => entry !== name) : [...view.hidden, name];
  $portalView.set({ ...view, hidden });
}

export function setPermissionHighlight(name: string, colour: string | undefined): void {
  const { [name]: _removed, ...others } = $portalView.get().highlight;
  $portalView.set({ ...$portalView.get(), highlight: colour ? { ...others, [name]: colour } : others });
}
