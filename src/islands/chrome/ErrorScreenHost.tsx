import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $appError } from '~/lib/errors/app-error';

const ErrorScreen = lazy(() => import('./ErrorScreen'));

/** Hides the page while an application error exists, and loads the error screen only then. */
export default function ErrorScreenHost() {
  const error = useStore($appError);
  useEffect(() => {
    document.body.toggleAttribute('data-app-error', error !== null);
  }, [error]);
  return error ? (
    <Suspense fallback={null}>
      <ErrorScreen />
    </Suspense>
  ) : null;
}
