/** Approval requests about one contact (/contacts/{id}/approval-requests). */
import { approvalRequests } from './approval-requests.ts';
import { opensRecordOf } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const contactApprovalRequests: ResourceDeclaration = {
  ...approvalRequests,
  name: 'contact-approval-requests',
  apiPath: 'contacts/{contactId}/approval_requests',
  parent: { parameter: 'contactId', resource: 'contacts' },
  routes: { list: '/contacts/{id}/approval-requests' },
  opens: opensRecordOf(approvalRequests),
};
