/** An order as GET /groups/{context}/orders/{id} answers it, with its items (POST domain_orders and domain_additions answer these). */
import type { ApiContext } from '../api-context.ts';
import { notFound, type GroupScope } from '../resources/group-scope.ts';
import { itemRecord, itemsOf, type ItemRecord } from './order-items.ts';

/** The approval an order waits for (never its public id, which only the approver's mail holds). */
export interface OrderApproval {
  id: number;
  status: string;
  approver_name: string;
  expires_at: string;
}

export type OrderView = Record<string, unknown> & { items: ItemRecord[]; approval: OrderApproval | null };

export function orderView(context: ApiContext, scope: GroupScope, orderId: number): OrderView {
  const resource = context.resources.registry.byName('orders');
  if (!resource) throw new Error('the orders resource is not declared');
  const order = context.resources.store.find(resource, scope, null, orderId);
  if (!order) throw notFound();
  const approval = context.db.prepare('SELECT id, status, approver_name, expires_at FROM approval_requests WHERE order_id = ? ORDER BY id DESC LIMIT 1').get(orderId);
  return {
    ...order,
    items: itemsOf(context.db, orderId).map(itemRecord),
    approval: approval
      ? {
          id: Number(approval.id),
          // A pending request past its time reads expired, as everywhere else.
          status: approval.status === 'pending' && String(approval.expires_at) < context.isoNow() ? 'expired' : String(approval.status),
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
