import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $newBuildAvailable } from '~/lib/build/build-updates';
import { usePortalTranslation } from '../kit/use-portal-translation';

/** Offers a reload once a newer build of the portal has been deployed. */
export default function BuildUpdateNotice() {
  const available = useStore($newBuildAvailable);
  const [dismissed, setDismissed] = useState(false);
  const { t } = usePortalTranslation();
  if (!available || dismissed) return null;
  return (
    <div role="status" className="card fixed bottom-4 right-4 z-50 flex items-center gap-3 p-3 pl-4 shadow-lg max-w-[calc(100vw-2rem)]">
      <span className="i-lucide-refresh-cw text-primary" aria-hidden="true" />
      <span className="text-sm">{t('build.newVersion')}</span>
      <button type="button" className="btn-primary" onClick={() => location.reload()}>{t('build.reload')}</button>
      <button type="button" className="btn-outline" onClick={() => setDismissed(true)}>{t('build.dismiss')}</button>
    </div>
  );
}
