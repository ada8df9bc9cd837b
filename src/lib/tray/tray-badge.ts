/**
 * The tray's size beside its navigation link, and its full icon when it holds anything: asked
 * for once the page is idle (never ahead of the page's own calls), kept current as lists add.
 */
import { can } from '../permissions/can.ts';
import { $portalView } from '../session/portal-view-store.ts';
import { $user } from '../session/user-store.ts';
import { $trayCount, refreshTrayCount } from './tray-store.ts';
import { whenIdle } from '../browser/when-idle.ts';

export function startTrayBadge(root: ParentNode = document): void {
  const badges = [...root.querySelectorAll<HTMLElement>('[data-live-count="tray"]')];
  if (badges.length === 0 || !can($user.get(), $portalView.get(), 'view-tray')) return;
  $trayCount.subscribe((count) => {
    for (const badge of badges) {
      badge.hidden = !count;
      badge.textContent = count ? String(count) : '';
      const link = badge.closest('a');
      link?.querySelector('[data-icon-state="empty"]')?.toggleAttribute('hidden', Boolean(count));
      link?.querySelector('[data-icon-state="filled"]')?.toggleAttribute('hidden', !count);
    }
  });
  const ask = () => whenIdle(() => void refreshTrayCount().catch(() => undefined), 200);
  // After the page's own calls: the list's first page matters more than this number.
  if (document.readyState === 'complete') ask();
  else addEventListener('load', ask, { once: true });
}
