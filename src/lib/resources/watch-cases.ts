/** A watch's cases (/watch/{id}/cases). */
import { caseActions, caseSeverities, caseStatuses, watchCaseSchema } from '../schemas/watch-case.ts';
import { areaPermissions, column, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const watchCases: ResourceDeclaration = {
  name: 'watch-cases',
  apiPath: 'watches/{watchId}/cases',
  parent: { parameter: 'watchId', resource: 'watches' },
  label: entityLabel('watch-cases'),
  icon: 'i-lucide-briefcase',
  area: 'watch',
  permissions: areaPermissions('watch'),
  displayField: 'reference',
  columns: [
    ...standardColumns,
    listed('reference', 'text'),
    listed('title', 'text'),
    listed('domain_name', 'text'),
    enumColumn('status', caseStatuses, { listed: true }),
    enumColumn('severity', caseSeverities, { listed: true }),
    enumColumn('action', caseActions),
    column('assignee_user_id', 'number'),
    column('assignee.name', 'text', { sortable: true }),
    listed('opened_at', 'datetime'),
    column('closed_at', 'datetime', { sortable: true }),
  ],
  defaultSort: '-opened_at',
  sections: [
    section('general', ['reference', 'title', 'domain_name', 'status', 'severity', 'action', 'assignee.name']),
    section('dates', ['opened_at', 'closed_at']),
    section('notes', ['notes']),
  ],
  schema: watchCaseSchema,
  operations: fullyEditable,
  routes: { list: '/watch/{id}/cases' },
};
