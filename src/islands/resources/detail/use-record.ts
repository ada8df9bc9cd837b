import { useCallback, useEffect, useState } from 'react';
import { raiseAppError } from '~/lib/errors/app-error';
import { HttpError, isAbortError } from '~/lib/http/http-error';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { $recordNames } from '~/lib/page/document-title';
import { loadRecord, type RecordAddress, type RecordData } from './record-address.ts';

export type RecordState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; record: RecordData };

/** Loads the page's record and names it in the title; `replace` takes a newer version in. */
export function useRecord(declaration: ResourceDeclaration, address: RecordAddress) {
  const [state, setState] = useState<RecordState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const replace = useCallback((record: RecordData) => {
    setState({ status: 'ready', record });
    const name = record[declaration.displayField];
    $recordNames.setKey(address.parameter, name === undefined || name === null ? undefined : String(name));
  }, [declaration, address.parameter]);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadRecord(declaration, address, controller.signal).then(replace, (error: unknown) => {
      if (isAbortError(error)) return;
      // The HTTP client already shows the error screen for a 404 it saw; a lookup that found nothing is ours to show.
      if (error instanceof HttpError && error.status === 404 && declaration.lookupField) raiseAppError({ statusCode: 404, value: error.message });
      setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    });
    return () => controller.abort();
  }, [attempt]);

  return { state, replace, retry: () => setAttempt((count) => count + 1) };
}
