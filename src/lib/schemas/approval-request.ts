/** An approval request's record, read-only (DESIGN.md section 13): the approver decides on the public page; the account resends or cancels on its own routes. */
import { dateTime, email, jsonObject, longText, nullable, oneOf, recordSchema, text } from './schema-parts.ts';

export const approvalKinds = ['registrant_change', 'transfer_out', 'order', 'contact_update', 'ssl_approval', 'domain_deletion', 'registry_unlock'] as const;
export const approvalStatuses = ['pending', 'approved', 'rejected', 'expired', 'cancelled'] as const;

export const approvalRequestSchema = recordSchema({
  title: 'Approval request',
  properties: {
    status: oneOf(approvalStatuses),
    approver_name: text(200),
    approver_email: email(),
    expires_at: dateTime(),
    changes: jsonObject(),
    decision_comment: nullable(longText(1000)),
  },
  required: ['approver_name', 'approver_email', 'expires_at'],
  groups: { general: ['status', 'approver_name', 'approver_email', 'expires_at'], changes: ['changes', 'decision_comment'] },
});
