/** The terms a watch monitors (/watch/{id}/monitored). */
import { termMatchTypes, termStatuses, watchTermSchema } from '../schemas/watch-term.ts';
import { areaPermissions, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const watchTerms: ResourceDeclaration = {
  name: 'watch-terms',
  apiPath: 'watches/{watchId}/terms',
  parent: { parameter: 'watchId', resource: 'watches' },
  label: entityLabel('watch-terms'),
  icon: 'i-lucide-text-search',
  area: 'watch',
  permissions: areaPermissions('watch'),
  displayField: 'term',
  columns: [
    ...standardColumns,
    listed('term', 'text'),
    enumColumn('match_type', termMatchTypes, { listed: true }),
    enumColumn('status', termStatuses, { listed: true }),
  ],
  defaultSort: 'term',
  sections: [section('general', ['term', 'match_type', 'status'])],
  schema: watchTermSchema,
  operations: fullyEditable,
  routes: { list: '/watch/{id}/monitored' },
};
