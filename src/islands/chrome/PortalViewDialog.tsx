import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from '~/lib/session/user-store';
import { $portalView, setPermissionHighlight, toggleHiddenPermission } from '~/lib/session/portal-view-store';
import { holdsPermission } from '~/lib/permissions/can';
import { expandAbilities, expandRoles } from '~/lib/permissions/expand-permissions';
import { staffAbility } from '~/lib/permissions/permission-names';
import { usePortalTranslation } from '../kit/use-portal-translation';

/** Staff only: hide permissions to see the portal as a customer would, or highlight what one gates. */
export default function PortalViewDialog() {
  const user = useStore($user);
  const view = useStore($portalView);
  const { t } = usePortalTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  if (!holdsPermission(user, staffAbility)) return null;
  const names = [...new Set([...expandRoles(user!.roles), ...expandAbilities(user!.abilities)])].sort();

  return (
    <>
      <button type="button" className="btn-icon" onClick={() => dialog.current?.showModal()} aria-haspopup="dialog">
        <span className="i-lucide-eye" aria-hidden="true" />
        <span className="sr-only md:not-sr-only md:text-sm">{t('portalView.open')}</span>
      </button>
      <dialog ref={dialog} aria-labelledby="portal-view-title" className="card m-auto w-[min(40rem,calc(100vw-2rem))] max-h-[80vh] p-0 text-on-surface backdrop:bg-black/40">
        <div className="flex items-center gap-3 border-b border-b-solid border-line p-4">
          <h2 id="portal-view-title" className="m-0 flex-1 text-lg">{t('portalView.title')}</h2>
          <button type="button" className="btn-icon" aria-label={t('portalView.close')} onClick={() => dialog.current?.close()}>
            <span className="i-lucide-x" aria-hidden="true" />
          </button>
        </div>
        <div className="p-4 flex flex-col gap-3 overflow-y-auto max-h-[60vh]">
          <p className="m-0 text-sm text-muted">{t('portalView.intro')}</p>
          <table className="w-full text-sm border-collapse">
            <thead>
              <tr className="text-left text-muted">
                <th className="py-1 font-medium">{t('portalView.permission')}</th>
                <th className="py-1 font-medium">{t('portalView.hide')}</th>
                <th className="py-1 font-medium">{t('portalView.highlight')}</th>
              </tr>
            </thead>
            <tbody>
              {names.map((name) => (
                <tr key={name} className="border-t border-t-solid border-line">
                  <td className="py-1.5 font-mono">{name}</td>
                  <td className="py-1.5">
                    <input type="checkbox" checked={view.hidden.includes(name)} onChange={() => toggleHiddenPermission(name)}
                      aria-label={t('portalView.hideNamed', { name })} />
                  </td>
                  <td className="py-1.5 flex items-center gap-2">
                    <input type="color" value={view.highlight[name] ?? '#ff00aa'} aria-label={t('portalView.colourNamed', { name })}
                      onChange={(event) => setPermissionHighlight(name, event.currentTarget.value)}
                      className={view.highlight[name] ? '' : 'opacity-40'} />
                    {view.highlight[name] && (
                      <button type="button" className="btn-icon p-1" aria-label={t('portalView.clearHighlight', { name })}
                        onClick={() => setPermissionHighlight(name, undefined)}>
                        <span className="i-lucide-x" aria-hidden="true" />
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="btn-outline self-start" onClick={() => $portalView.set({ hidden: [], highlight: {} })}>
            {t('portalView.reset')}
          </button>
        </div>
      </dialog>
    </>
  );
}
