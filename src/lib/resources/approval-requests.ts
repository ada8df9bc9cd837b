/**
 * Approval requests of the account (/domains/approval-requests; DESIGN.md section 13). Read-only:
 * a request moves only by its approver's decision on the public page, or by Resend and Cancel on
 * its record page (their own API routes), never by editing its status or its change by hand.
 * Its public id is the approver's secret and is never listed (the API does not answer it).
 */
import { approvalKinds, approvalRequestSchema, approvalStatuses } from '../schemas/approval-request.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, listed, readOnly, section, standardColumns } from './declaration-parts.ts';
import type { ColumnDeclaration, ResourceDeclaration } from './resource-declaration.ts';

export const approvalRequestColumns: readonly ColumnDeclaration[] = [
  ...standardColumns,
  enumColumn('kind', approvalKinds, { listed: true }),
  enumColumn('status', approvalStatuses, { listed: true }),
  listed('domain_name', 'text'),
  column('domain_id', 'number'),
  column('contact_id', 'number'),
  column('contact.name', 'text'),
  column('order_id', 'number'),
  column('requested_by_name', 'text', { sortable: true }),
  column('amount', 'money', { sortable: true, currencyField: 'currency' }),
  listed('approver_name', 'text'),
  column('approver_email', 'text', { sortable: true }),
  listed('expires_at', 'datetime'),
  column('decided_at', 'datetime', { sortable: true }),
];

export const approvalRequests: ResourceDeclaration = accountScoped({
  name: 'approval-requests',
  apiPath: 'approval_requests',
  label: entityLabel('approval-requests'),
  icon: 'i-lucide-stamp',
  area: 'approvals',
  permissions: areaPermissions('approvals'),
  displayField: 'domain_name',
  columns: approvalRequestColumns,
  defaultSort: '-created_at',
  sections: [
    section('general', ['kind', 'status', 'domain_name', 'contact.name', 'order_id', 'requested_by_name', 'amount']),
    section('approver', ['approver_name', 'approver_email', 'expires_at', 'decided_at', 'decision_comment']),
    section('changes', ['changes']),
  ],
  schema: approvalRequestSchema,
  operations: readOnly,
  routes: { list: '/domains/approval-requests', record: '/domains/approval-requests/{id}' },
});
