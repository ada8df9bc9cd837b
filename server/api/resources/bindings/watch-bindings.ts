/** Brand watches and what they hold: cases, found domains, terms, contacts; and watch templates. */
import { randomBytes } from 'node:crypto';
import type { ResourceBinding } from '../resource-binding.ts';
import { addCaseTimelineSteps, caseTimelineSteps } from './case-timeline.ts';
import { joinedFields } from './shared-joins.ts';

const watchParent = { parameter: 'watchId', table: 'watches', column: 'watch_id' };

export const watchBindings: readonly ResourceBinding[] = [
  {
    resource: 'watches',
    table: 'watches',
    auditType: 'watch',
    joins: {
      template: 'LEFT JOIN watch_templates template ON template.id = t.template_id',
      owner: 'LEFT JOIN users owner ON owner.id = t.owner_user_id',
    },
    computed: { ...joinedFields('template', ['name']), ...joinedFields('owner', ['name']) },
    references: { template_id: 'watch_templates', owner_user_id: 'users' },
  },
  {
    resource: 'watch-cases',
    table: 'watch_cases',
    auditType: 'watch_case',
    joins: { assignee: 'LEFT JOIN users assignee ON assignee.id = t.assignee_user_id' },
    computed: joinedFields('assignee', ['name']),
    parent: watchParent,
    references: { assignee_user_id: 'users' },
    prepareCreate: (values, context) => ({
      reference: values.reference ?? `CASE-${randomBytes(4).toString('hex').toUpperCase()}`,
      opened_at: values.opened_at ?? context.now,
    }),
    afterWrite: (record, context) => addCaseTimelineSteps(context.db, caseTimelineSteps(record, context.before), {
      groupId: String(record.group_id), caseId: Number(record.id), actorUserId: context.auth.user.id, at: context.now,
    }),
  },
  { resource: 'watch-domains', table: 'watch_domains', auditType: 'watch_domain', parent: watchParent, references: { case_id: 'watch_cases' } },
  { resource: 'watch-terms', table: 'watch_terms', auditType: 'watch_term', parent: watchParent },
  { resource: 'watch-contacts', table: 'watch_contacts', auditType: 'watch_contact', parent: watchParent, references: { contact_id: 'contacts' } },
  { resource: 'watch-templates', table: 'watch_templates', auditType: 'watch_template' },
];
