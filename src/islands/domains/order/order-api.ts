/**
 * Ordering (issue "Domain lifecycle", item 2): `POST /groups/{context}/domain_orders` and an
 * order's items (`GET …/orders/{id}/items`), through the data provider only
 * (docs/ARCHITECTURE.md, "Layers").
 */
import type { AnswerOf } from '~/lib/contracts/api-contract';
import type { domainContracts } from '~/lib/contracts/domain-contracts';
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

type ItemsAnswer = AnswerOf<typeof domainContracts.orderItems>;
type OrdersAnswer = AnswerOf<typeof domainContracts.order>;

export type OrderItem = ItemsAnswer['data'][number];
export type OrderItemStatus = OrderItem['status'];
/** An order made, with its items and the approval an order at or above the account's threshold waits for (its approver by name). */
export type PlacedOrder = OrdersAnswer['data'][number];

export type OrderOutcome = { kind: 'placed'; orders: PlacedOrder[] } | OrderFailure;

/** Places the order; a refusal the screen can show at its place is an outcome, anything else throws (nothing was created). */
export async function placeOrder(request: OrderRequest): Promise<OrderOutcome> {
  try {
    const answer = await call<OrdersAnswer>('POST', 'domain_orders', { body: request });
    return { kind: 'placed', orders: answer.data ?? [] };
  } catch (error) {
    const failure = error instanceof HttpError ? orderFailure(error.status, error.body, request.items.map((item) => item.name)) : null;
    if (failure) return failure;
    throw error;
  }
}

export async function loadOrderItems(orderId: string, signal: AbortSignal): Promise<OrderItem[]> {
  const answer = await call<ItemsAnswer>('GET', `orders/${encodeURIComponent(orderId)}/items`, { signal });
  return answer.data ?? [];
}
