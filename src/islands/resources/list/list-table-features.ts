import { tableFeatures } from '@tanstack/react-table';

/**
 * The table needs no client-side feature: paging, sorting and filtering happen on the server, and
 * the list keeps its own selection (ListSelection), a few lines instead of the library's feature.
 */
export const listFeatures = tableFeatures({});
export type ListFeatures = typeof listFeatures;

/** Selected rows by row id. */
export type ListSelection = Readonly<Record<string, boolean>>;
