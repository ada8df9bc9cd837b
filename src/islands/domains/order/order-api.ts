/**
 * Ordering (issue "Domain lifecycle", item 2): `POST /groups/{context}/domain_orders` and an
 * order's items (`GET …/orders/{id}/items`), through the data provider only
 * (docs/ARCHITECTURE.md, "Layers").
 */
import { call, HttpError } from '~/lib/data';
import { orderFailure, type OrderFailure } from './order-errors';

export type ContactRole = 'registrant' | 'admin' | 'tech' | 'billing';
export const contactRoles: readonly ContactRole[] = ['registrant', 'admin', 'tech', 'billing'];

export interface OrderRequest {
  items: { name: string; period_years: number }[];
  contacts: Record<`${ContactRole}_contact_id`, number>;
  /** Null: our DNS (a zone is made for each domain). */
  nameservers: string[] | null;
  privacy: boolean;
}

export type OrderItemStatus = 'queued' | 'processing' | 'completed' | 'failed' | 'cancelled';

export interface OrderItem {
  id: number;
  order_id: number;
  kind: 'registration' | 'transfer';
  domain_name: string;
  unicode_name: string | null;
  period_years: number;
  status: OrderItemStatus;
  failure_reason: string | null;
  amount: number;
  currency: string;
  domain_id: number | null;
  updated_at?: string;
}

export interface PlacedOrder {
  id: number;
  reference: string;
  status: string;
  amount: number;
  currency: string;
  items?: OrderItem[];
  /** The approval an order at or above the account's threshold waits for (its approver by name). */
  approval?: { approver_name: string } | null;
}

export type OrderOutcome = { kind: 'placed'; orders: PlacedOrder[] } | OrderFailure;

/** Places the order; a refusal the screen can show at its place is an outcome, anything else throws (nothing was created). */
export async function placeOrder(request: OrderRequest): Promise<OrderOutcome> {
  try {
    const answer = await call<{ data: PlacedOrder[] }>('POST', 'domain_orders', { body: request });
    return { kind: 'placed', orders: answer.data ?? [] };
  } catch (error) {
    const failure = error instanceof HttpError ? orderFailure(error.status, error.body, request.items.map((item) => item.name)) : null;
    if (failure) return failure;
    throw error;
  }
}

export async function loadOrderItems(orderId: string, signal: AbortSignal): Promise<OrderItem[]> {
  const answer = await call<{ data: OrderItem[] }>('GET', `orders/${encodeURIComponent(orderId)}/items`, { signal });
  return answer.data ?? [];
}
