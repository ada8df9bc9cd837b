/** An order as GET /groups/{context}/orders/{id} answers it, with its items (POST domain_orders and domain_additions answer these). */
import type { AnswerOf } from '../../../src/lib/contracts/api-contract.ts';
import type { domainContracts } from '../../../src/lib/contracts/domain-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { notFound, type GroupScope } from '../resources/group-scope.ts';
import { itemRecord, itemsOf } from './order-items.ts';

/** An order with its items and the approval it waits for (never its public id, which only the approver's mail holds), as its contract writes it. */
export type OrderView = AnswerOf<typeof domainContracts.order>['data'][number];
type ApprovalStatus = NonNullable<OrderView['approval']>['status'];

export function orderView(context: ApiContext, scope: GroupScope, orderId: number): OrderView {
  const resource = context.resources.registry.byName('orders');
  if (!resource) throw new Error('the orders resource is not declared');
  const order = context.resources.store.find(resource, scope, null, orderId) as Omit<OrderView, 'items' | 'approval'> | null;
  if (!order) throw notFound();
  const approval = context.db.prepare('SELECT id, status, approver_name, expires_at FROM approval_requests WHERE order_id = ? ORDER BY id DESC LIMIT 1').get(orderId);
  return {
    ...order,
    items: itemsOf(context.db, orderId).map(itemRecord),
    approval: approval
      ? {
          id: Number(approval.id),
          // A pending request past its time reads expired, as everywhere else.
          status: approval.status === 'pending' && String(approval.expires_at) < context.isoNow() ? 'expired' : (String(approval.status) as ApprovalStatus),
          approver_name: String(approval.approver_name),
          expires_at: String(approval.expires_at),
        }
      : null,
  };
}

/** The portal's origin for links in mails (the first of PORTAL_ORIGINS). */
export function portalUrlOf(context: ApiContext): string {
  return context.config.portalOrigins[0] ?? 'http://localhost:4321';
}
