import { rowSelectionFeature, tableFeatures } from '@tanstack/react-table';

/** The table's only client-side feature: paging, sorting and filtering happen on the server. */
export const listFeatures = tableFeatures({ rowSelectionFeature });
export type ListFeatures = typeof listFeatures;
