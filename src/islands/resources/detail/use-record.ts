import { recordDisplayName } from '~/lib/resources/record-display-name';
import { useEffect } from 'react';
import { raiseAppError } from '~/lib/errors/app-error';
import { HttpError } from '~/lib/data/errors';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { $recordNames } from '~/lib/page/document-title';
import { useData } from '../../kit/use-data';
import { loadRecord, type RecordAddress, type RecordData } from './record-address.ts';

const never = () => false;

/** Loads the page's record and names it in the title; `set` takes a newer version in (a save's answer). */
export function useRecord(declaration: ResourceDeclaration, address: RecordAddress) {
  const record = useData<RecordData>(`${address.apiPath}/${address.value}`, (signal) =>
    loadRecord(declaration, address, signal).catch((error: unknown) => {
      // A missing record is the page's not-found error (spec section 8); the HTTP client shows it
      // for the 404 it saw, and a lookup that found nothing is ours to show.
      if (error instanceof HttpError && error.status === 404 && declaration.lookupField) raiseAppError({ statusCode: 404, value: error.message });
      throw error;
    }), { isEmpty: never });

  const name = record.data ? recordDisplayName(declaration, (field) => record.data![field]) : undefined;
  useEffect(() => {
    if (record.data) $recordNames.setKey(address.parameter, name);
  }, [record.data, name, address.parameter]);

  return record;
}
