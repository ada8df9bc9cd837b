/** A focus page's body under the record's header, tabs and the page's heading: what it shows, then its figures and sections. */
import type { ReactNode } from 'react';
import type { FocusPage } from '~/lib/intelligence/focus-api';
import { usePortalTranslation } from '../kit/use-portal-translation';

export function FocusFrame({ page, name, children }: { page: FocusPage; name: string; children: ReactNode }) {
  const { t } = usePortalTranslation();
  return (
    <div className="flex min-w-0 flex-col gap-4" data-focus-page={page}>
      <p className="m-0 text-sm text-muted">{t(`intelligence:intro.${page}`, { name })}</p>
      {children}
    </div>
  );
}
