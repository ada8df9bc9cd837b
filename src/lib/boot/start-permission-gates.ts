/** Keeps the page's permission gates and highlights in step with the stored user and the portal view. */
import { $user } from '../session/user-store.ts';
import { $portalView } from '../session/portal-view-store.ts';
import { applyPermissionGates, highlightStylesheet } from '../permissions/permission-gates.ts';

export function startPermissionGates(): void {
  const highlights = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, highlights];
  const apply = () => {
    applyPermissionGates(document, $user.get(), $portalView.get());
    highlights.replaceSync(highlightStylesheet($portalView.get()));
  };
  $user.listen(apply);
  $portalView.listen(apply);
  apply();
}
