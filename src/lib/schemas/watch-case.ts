/** A case opened about a look-alike domain (the reference is given when none is sent). */
import { dateTime, longText, nullable, oneOf, pattern, recordSchema, reference, text } from './schema-parts.ts';

export const caseStatuses = ['open', 'investigating', 'action_taken', 'closed'] as const;
export const caseSeverities = ['low', 'medium', 'high', 'critical'] as const;
export const caseActions = ['monitor', 'cease_and_desist', 'udrp', 'urs', 'takedown', 'acquire', 'none'] as const;

export const watchCaseSchema = recordSchema({
  title: 'Case',
  properties: {
    reference: pattern('^CASE-[0-9A-Z-]{1,30}$', 40, { expects: 'caseReference' }),
    title: text(200),
    domain_name: nullable(text(253)),
    status: oneOf(caseStatuses),
    severity: oneOf(caseSeverities),
    action: oneOf(caseActions),
    assignee_user_id: nullable(reference('users')),
    opened_at: dateTime(),
    closed_at: nullable(dateTime()),
    notes: nullable(longText()),
  },
  required: ['title', 'status', 'severity'],
  groups: {
    general: ['reference', 'title', 'domain_name', 'status', 'severity', 'action', 'assignee_user_id'],
    dates: ['opened_at', 'closed_at'],
    notes: ['notes'],
  },
});
