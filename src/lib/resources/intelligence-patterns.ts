/** Name patterns an intelligence item searches for (/intelligence/{id}/patterns). */
import { intelligencePatternSchema, patternKinds, patternStatuses } from '../schemas/intelligence-pattern.ts';
import { areaPermissions, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const intelligencePatterns: ResourceDeclaration = {
  name: 'intelligence-patterns',
  apiPath: 'intelligence_items/{itemId}/patterns',
  parent: { parameter: 'itemId', resource: 'intelligence-items' },
  label: entityLabel('intelligence-patterns'),
  icon: 'i-lucide-regex',
  area: 'intelligence',
  permissions: areaPermissions('intelligence'),
  displayField: 'pattern',
  columns: [
    ...standardColumns,
    listed('pattern', 'text'),
    enumColumn('kind', patternKinds, { listed: true }),
    listed('match_count', 'number'),
    enumColumn('status', patternStatuses, { listed: true }),
  ],
  defaultSort: 'pattern',
  sections: [section('general', ['pattern', 'kind', 'match_count', 'status'])],
  schema: intelligencePatternSchema,
  operations: fullyEditable,
  routes: { list: '/intelligence/{id}/patterns' },
};
