/**
 * Places domain orders (registrations from the cart, transfers from the additions): one order per
 * currency of the lines, each with its items queued. An order whose total reaches the account's
 * approval threshold waits in awaiting_approval behind an approval request (kind `order`, mailed
 * to the account's approver); any other goes to processing and is fulfilled at once. Runs inside
 * the caller's transaction when there is one, else in its own; every row it writes is audited.
 */
import { randomBytes } from 'node:crypto';
import { requestApproval } from '../approvals/request-approval.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { minorUnitDigits } from '../db/seed/money.ts';
import { fulfilOrder, type OrderDeps } from './fulfil-order.ts';
import type { ItemKind, ItemOptions } from './order-items.ts';
import { convertMinor } from './prices.ts';

export interface OrderLine {
  kind: ItemKind;
  /** A-label. */
  name: string;
  unicodeName: string;
  periodYears: number;
  /** For the whole period, in the currency's minor unit. */
  amount: number;
  currency: string;
  productId: number | null;
  options: ItemOptions;
}

export interface PlaceOrderDeps extends OrderDeps {
  /** The portal's origin, for the approver's link. */
  portalUrl: string;
  /** The requester's name as people read it (the approver's mail says who asks). */
  userDisplayName: string;
}

export interface AccountTerms {
  groupId: string;
  currency: string;
  /** Minor units of the account's currency; null: orders never wait for approval. */
  threshold: number | null;
}

export interface PlacedOrder {
  id: number;
  reference: string;
  status: 'awaiting_approval' | 'processing';
  approval: { id: number; expires_at: string } | null;
}

/**
 * Whether an order of this total waits for approval. A total in another currency than the
 * account's is converted at the reference rates; without a rate, major units are compared.
 */
export function needsApproval(amount: number, currency: string, terms: AccountTerms): boolean {
  if (terms.threshold === null) return false;
  const converted = convertMinor(amount, currency, terms.currency);
  if (converted !== null) return converted >= terms.threshold;
  return amount / 10 ** minorUnitDigits(currency) >= terms.threshold / 10 ** minorUnitDigits(terms.currency);
}

export function accountTerms(deps: Pick<OrderDeps, 'db'>, groupId: string): AccountTerms {
  const row = deps.db.prepare('SELECT default_currency, order_approval_threshold FROM accounts WHERE id = ?').get(groupId);
  return {
    groupId,
    currency: String(row?.default_currency ?? 'EUR'),
    threshold: row?.order_approval_threshold === null || row?.order_approval_threshold === undefined ? null : Number(row.order_approval_threshold),
  };
}

function newReference(now: string): string {
  return `ORD-${now.slice(0, 4)}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

function years(count: number): string {
  return `${count} ${count === 1 ? 'year' : 'years'}`;
}

function moneyText(amount: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}

/** What the order asks, by names (the approval page shows it as the change). */
function orderChanges(deps: OrderDeps, kind: ItemKind, lines: readonly OrderLine[], reference: string): Record<string, { before: unknown; after: unknown }> {
  const first = lines[0]?.options;
  const contactName = (id: number | null | undefined) => {
    if (id === null || id === undefined) return null;
    const row = deps.db.prepare('SELECT name, organisation FROM contacts WHERE id = ?').get(id);
    return row ? (row.organisation ? `${String(row.name)} (${String(row.organisation)})` : String(row.name)) : null;
  };
  const domains = lines.map((line) => `${line.unicodeName}${line.unicodeName !== line.name ? ` (${line.name})` : ''}, ${years(line.periodYears)}, ${moneyText(line.amount, line.currency)}`);
  return {
    order: { before: null, after: `${reference}: ${kind === 'transfer' ? 'transfer in' : 'registration'} of ${lines.length} ${lines.length === 1 ? 'domain' : 'domains'}` },
    domains: { before: null, after: domains.join('; ') },
    ...(kind === 'registration' && first
      ? {
          registrant: { before: null, after: contactName(first.contacts.registrant_contact_id) },
          nameservers: { before: null, after: first.nameservers === null ? 'our DNS' : first.nameservers.join(', ') },
          privacy: { before: null, after: first.privacy ? 'on' : 'off' },
        }
      : {}),
  };
}

function placeOne(deps: PlaceOrderDeps, terms: AccountTerms, kind: ItemKind, lines: readonly OrderLine[]): PlacedOrder {
  const { db, now } = deps;
  const currency = lines[0]?.currency ?? terms.currency;
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  const reference = newReference(now);
  const waits = needsApproval(amount, currency, terms);
  const status = waits ? 'awaiting_approval' : 'processing';
  const uniform = <T>(pick: (line: OrderLine) => T): T | null => (lines.every((line) => pick(line) === pick(lines[0]!)) ? pick(lines[0]!) : null);
  const domainName = lines.length === 1 ? lines[0]!.name : `${lines[0]!.name} +${lines.length - 1}`;
  const inserted = db
    .prepare(`INSERT INTO orders (group_id, reference, kind, status, domain_name, product_id, period_years, amount, currency, created_by_user_id,
      submitted_at, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      terms.groupId, reference, kind, status, domainName, uniform((line) => line.productId), uniform((line) => line.periodYears), amount, currency,
      deps.userId, now, lines.length > 1 ? lines.map((line) => line.unicodeName).join(', ').slice(0, 2000) : null, now, now,
    );
  const orderId = Number(inserted.lastInsertRowid);
  deps.audit({
    groupId: terms.groupId, userId: deps.userId, username: deps.username, area: 'orders', resourceType: 'order', resourceId: orderId,
    resourceName: reference, action: 'create', before: null,
    after: { reference, kind, status, amount, currency, items: lines.map((line) => ({ name: line.name, period_years: line.periodYears, amount: line.amount })) },
    ip: deps.ip, requestId: deps.requestId, at: now,
  });
  const insertItem = db.prepare(`INSERT INTO order_items (group_id, order_id, kind, domain_name, unicode_name, period_years, status, amount, currency, options,
    created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?, ?, ?)`);
  for (const line of lines) {
    const item = insertItem.run(terms.groupId, orderId, kind, line.name, line.unicodeName, line.periodYears, line.amount, line.currency, JSON.stringify(line.options), now, now);
    deps.audit({
      groupId: terms.groupId, userId: deps.userId, username: deps.username, area: 'orders', resourceType: 'order_item', resourceId: Number(item.lastInsertRowid),
      resourceName: line.name, action: 'create', before: null,
      // Never the auth code.
      after: { order_id: orderId, kind, domain_name: line.name, period_years: line.periodYears, status: 'queued', amount: line.amount, currency: line.currency },
      ip: deps.ip, requestId: deps.requestId, at: now,
    });
  }
  if (!waits) {
    fulfilOrder(deps, orderId);
    return { id: orderId, reference, status, approval: null };
  }
  const approval = requestApproval(
    { db, audit: deps.audit, now, ip: deps.ip, requestId: deps.requestId, portalUrl: deps.portalUrl },
    {
      groupId: terms.groupId, kind: 'order', orderId, domainName: lines.length === 1 ? lines[0]!.name : null,
      changes: orderChanges(deps, kind, lines, reference), payload: { order_id: orderId }, amount, currency,
      requestedBy: { id: deps.userId, username: deps.username, name: deps.userDisplayName },
    },
  );
  return { id: orderId, reference, status, approval: { id: approval.id, expires_at: approval.expires_at } };
}

/** One order per currency of the lines, in the order the currencies first appear. */
export function placeOrders(deps: PlaceOrderDeps, terms: AccountTerms, kind: ItemKind, lines: readonly OrderLine[]): PlacedOrder[] {
  const byCurrency = new Map<string, OrderLine[]>();
  for (const line of lines) byCurrency.set(line.currency, [...(byCurrency.get(line.currency) ?? []), line]);
  const work = () => [...byCurrency.values()].map((group) => placeOne(deps, terms, kind, group));
  return deps.db.isTransaction ? work() : inTransaction(deps.db, work);
}
