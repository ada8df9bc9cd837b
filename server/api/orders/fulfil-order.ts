/**
 * Fulfilling and cancelling a domain order (issue 12). The simulated registry answers at once,
 * but every state is still written step by step, each with its audit entry: the order goes to
 * processing; each queued item goes to processing, then to completed (a registration creates
 * the domain, active, with its contacts, name servers and privacy, and a DNS zone when the order
 * chose our DNS; a transfer creates it as pending_transfer; either charges its price as a
 * transaction) or to failed with its reason (the name was taken meanwhile, a contact is gone …);
 * the order ends completed (failed when no item completed).
 *
 * Both run inside the caller's transaction when there is one (an approval's decision), else in
 * their own.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { serialOfDay } from '../../../src/lib/dns/plan/next-serial.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { hostmaster, providerNameservers, soaContent } from '../db/seed/dns-record-set.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuditTrail } from '../resources/audit-trail.ts';
import { itemsOf, parseOptions, publicOptions, type ItemOptions, type ItemRow } from './order-items.ts';

export interface OrderDeps {
  db: DatabaseSync;
  audit: AuditTrail;
  now: string;
  ip: string;
  requestId: string;
  username: string;
  userId: number | null;
}

interface OrderRow {
  id: number;
  group_id: string;
  reference: string;
  kind: string;
  status: string;
  failure_reason: string | null;
}

const finishedStatuses = ['completed', 'failed', 'cancelled'];

/** Our name servers, which a domain on our DNS is delegated to. */
export const ourNameservers: readonly string[] = providerNameservers;

function withTransaction<T>(db: DatabaseSync, work: () => T): T {
  return db.isTransaction ? work() : inTransaction(db, work);
}

function orderOf(db: DatabaseSync, orderId: number): OrderRow {
  const row = db.prepare('SELECT id, group_id, reference, kind, status, failure_reason FROM orders WHERE id = ?').get(orderId);
  if (!row) throw new ApiError(404, 'order_not_found', `No order ${orderId}.`);
  return row as unknown as OrderRow;
}

export function addYears(iso: string, years: number): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

function auditEntry(deps: OrderDeps, groupId: string, entry: { area: string; resourceType: string; resourceId: number; resourceName: string | null; action: string; before: unknown; after: unknown }): void {
  deps.audit({ groupId, userId: deps.userId, username: deps.username, ip: deps.ip, requestId: deps.requestId, at: deps.now, ...entry });
}

function setOrderStatus(deps: OrderDeps, order: OrderRow, status: string, extra: { failure_reason?: string | null; completed_at?: string | null; domain_id?: number | null } = {}): void {
  const columns: Record<string, string | number | null> = { status, ...extra };
  const names = Object.keys(columns);
  deps.db
    .prepare(`UPDATE orders SET ${names.map((name) => `${name} = ?`).join(', ')}, updated_at = ?, version = version + 1 WHERE id = ?`)
    .run(...names.map((name) => columns[name] ?? null), deps.now, order.id);
}

function setItem(deps: OrderDeps, item: ItemRow, changes: { status: string; failure_reason?: string | null; domain_id?: number | null; options?: ItemOptions }): void {
  const columns: Record<string, string | number | null> = {
    status: changes.status,
    ...('failure_reason' in changes ? { failure_reason: changes.failure_reason ?? null } : {}),
    ...('domain_id' in changes ? { domain_id: changes.domain_id ?? null } : {}),
    ...(changes.options ? { options: JSON.stringify(changes.options) } : {}),
  };
  const names = Object.keys(columns);
  deps.db
    .prepare(`UPDATE order_items SET ${names.map((name) => `${name} = ?`).join(', ')}, updated_at = ?, version = version + 1 WHERE id = ?`)
    .run(...names.map((name) => columns[name] ?? null), deps.now, item.id);
}

function auditItem(deps: OrderDeps, item: ItemRow, action: string, before: unknown, after: unknown): void {
  auditEntry(deps, item.group_id, { area: 'orders', resourceType: 'order_item', resourceId: item.id, resourceName: item.domain_name, action, before, after });
}

/** The options once the item is done with: the auth code is no longer kept (`auth_code_given` says there was one). */
const spentOptions = (options: ItemOptions): ItemOptions => publicOptions(options);

type ItemOutcome = { domainId: number; productId: number | null } | { failure: string };

interface TldRow {
  id: number;
  name: string;
  privacy_supported: number;
}

function tldOf(db: DatabaseSync, name: string): TldRow | undefined {
  return db.prepare('SELECT id, name, privacy_supported FROM tlds WHERE name = ?').get(name) as unknown as TldRow | undefined;
}

function productOf(db: DatabaseSync, options: ItemOptions, tldId: number): number | null {
  if (options.product_id !== null) return options.product_id;
  const row = db.prepare("SELECT id FROM products WHERE tld_id = ? AND kind = 'domain' ORDER BY status = 'active' DESC, id LIMIT 1").get(tldId);
  return row ? Number(row.id) : null;
}

/** The first contact of the options no longer in the account, as a failure; null when all are there. */
function missingContact(db: DatabaseSync, groupId: string, options: ItemOptions): string | null {
  for (const [role, id] of Object.entries(options.contacts)) {
    if (id === null) continue;
    if (!db.prepare('SELECT 1 AS found FROM contacts WHERE id = ? AND group_id = ?').get(id, groupId)) {
      return `The ${role.replace(/_contact_id$/, '')} contact (${id}) is no longer in the account.`;
    }
  }
  return null;
}

function insertDomain(deps: OrderDeps, item: ItemRow, options: ItemOptions, tld: TldRow, productId: number | null, order: OrderRow): number {
  const transfer = item.kind === 'transfer';
  const ourDns = !transfer && options.nameservers === null;
  const nameservers = ourDns ? [...ourNameservers] : (options.nameservers ?? []);
  const privacy = options.privacy && tld.privacy_supported === 1;
  const expires = addYears(deps.now, item.period_years);
  const inserted = deps.db
    .prepare(`INSERT INTO domains (group_id, name, unicode_name, tld, tld_id, status, registered_at, expires_at, auto_renew, renewal_period_years,
      registry_lock, transfer_lock, privacy, dnssec_enabled, dns_managed, nameservers, registrant_contact_id, admin_contact_id, tech_contact_id,
      billing_contact_id, product_id, tags, external, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, 1, 0, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, '[]', 0, ?, ?)`)
    .run(
      item.group_id, item.domain_name, item.unicode_name, tld.name, tld.id, transfer ? 'pending_transfer' : 'active', deps.now, expires,
      transfer ? 0 : 1, privacy ? 1 : 0, ourDns ? 1 : 0, JSON.stringify(nameservers), options.contacts.registrant_contact_id,
      options.contacts.admin_contact_id, options.contacts.tech_contact_id, options.contacts.billing_contact_id, productId, deps.now, deps.now,
    );
  const domainId = Number(inserted.lastInsertRowid);
  auditEntry(deps, item.group_id, {
    area: 'domains', resourceType: 'domain', resourceId: domainId, resourceName: item.domain_name, action: 'create', before: null,
    after: {
      name: item.domain_name, unicode_name: item.unicode_name, status: transfer ? 'pending_transfer' : 'active', registered_at: deps.now, expires_at: expires,
      nameservers, dns_managed: ourDns, privacy, ...options.contacts, product_id: productId, order_id: order.id, order_reference: order.reference,
    },
  });
  if (ourDns) createZone(deps, item, domainId);
  return domainId;
}

/** A zone for a domain on our DNS: its SOA and our NS records, published. */
function createZone(deps: OrderDeps, item: ItemRow, domainId: number): void {
  const existing = deps.db.prepare('SELECT id, group_id, domain_id FROM dns_zones WHERE name = ?').get(item.domain_name);
  if (existing) {
    // A zone kept from an earlier life of the name in this account: it serves the domain again.
    if (existing.group_id === item.group_id && existing.domain_id === null) {
      deps.db.prepare('UPDATE dns_zones SET domain_id = ?, updated_at = ?, version = version + 1 WHERE id = ?').run(domainId, deps.now, existing.id);
    }
    return;
  }
  const serial = serialOfDay(new Date(deps.now));
  const zone = deps.db
    .prepare(`INSERT INTO dns_zones (group_id, domain_id, name, kind, status, serial, default_ttl, primary_nameserver, hostmaster, dnssec_status,
      published_at, created_at, updated_at) VALUES (?, ?, ?, 'forward', 'active', ?, 3600, ?, ?, 'unsigned', ?, ?, ?)`)
    .run(item.group_id, domainId, item.domain_name, serial, ourNameservers[0] ?? '', hostmaster, deps.now, deps.now, deps.now);
  const zoneId = Number(zone.lastInsertRowid);
  const record = deps.db.prepare('INSERT INTO dns_records (group_id, zone_id, name, type, ttl, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  record.run(item.group_id, zoneId, '@', 'SOA', 3600, soaContent(serial), deps.now, deps.now);
  for (const nameserver of ourNameservers) record.run(item.group_id, zoneId, '@', 'NS', 86400, `${nameserver}.`, deps.now, deps.now);
  auditEntry(deps, item.group_id, {
    area: 'dns', resourceType: 'dns_zone', resourceId: zoneId, resourceName: item.domain_name, action: 'create', before: null,
    after: { name: item.domain_name, domain_id: domainId, serial, records: 1 + ourNameservers.length },
  });
}

/** What the registry does with one item: the domain it made, or why it refused. */
function runItem(deps: OrderDeps, order: OrderRow, item: ItemRow, options: ItemOptions): ItemOutcome {
  const tld = tldOf(deps.db, options.tld);
  if (!tld) return { failure: `The .${options.tld} registry is not in the catalogue any more.` };
  const productId = productOf(deps.db, options, tld.id);
  const existing = deps.db.prepare('SELECT id, group_id, status FROM domains WHERE name = ?').get(item.domain_name);
  if (existing) {
    const ours = existing.group_id === item.group_id;
    // A domain this order already stands for (a registration pending at the registry, a transfer under way) completes with it.
    if (ours && item.kind === 'registration' && existing.status === 'pending') {
      const expires = addYears(deps.now, item.period_years);
      deps.db.prepare("UPDATE domains SET status = 'active', registered_at = ?, expires_at = ?, updated_at = ?, version = version + 1 WHERE id = ?")
        .run(deps.now, expires, deps.now, existing.id);
      auditEntry(deps, item.group_id, {
        area: 'domains', resourceType: 'domain', resourceId: Number(existing.id), resourceName: item.domain_name, action: 'update',
        before: { status: 'pending' }, after: { status: 'active', registered_at: deps.now, expires_at: expires, order_reference: order.reference },
      });
      return { domainId: Number(existing.id), productId };
    }
    if (ours && item.kind === 'transfer' && existing.status === 'pending_transfer') return { domainId: Number(existing.id), productId };
    return { failure: ours ? `${item.unicode_name} is in this account already.` : `${item.unicode_name} was registered by someone else meanwhile.` };
  }
  const contact = missingContact(deps.db, item.group_id, options);
  if (contact) return { failure: contact };
  return { domainId: insertDomain(deps, item, options, tld, productId, order), productId };
}

function chargeItem(deps: OrderDeps, order: OrderRow, item: ItemRow, domainId: number, productId: number | null): void {
  const reference = `CHG-${randomBytes(5).toString('hex').toUpperCase()}`;
  const billingEntity = deps.db.prepare('SELECT billing_entity_id FROM billing_entity_accounts WHERE account_id = ? ORDER BY id LIMIT 1').get(item.group_id);
  const years = `${item.period_years} ${item.period_years === 1 ? 'year' : 'years'}`;
  const description = item.kind === 'transfer' ? `Transfer of ${item.unicode_name} (order ${order.reference})` : `Registration of ${item.unicode_name} for ${years} (order ${order.reference})`;
  const inserted = deps.db
    .prepare(`INSERT INTO transactions (group_id, reference, kind, status, description, domain_id, order_id, order_item_id, product_id, billing_entity_id, amount,
      tax_amount, currency, period_years, transacted_at, created_at, updated_at) VALUES (?, ?, 'charge', 'pending', ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`)
    .run(
      item.group_id, reference, description, domainId, order.id, item.id, productId, billingEntity ? Number(billingEntity.billing_entity_id) : null,
      item.amount, item.currency, item.period_years, deps.now, deps.now, deps.now,
    );
  auditEntry(deps, item.group_id, {
    area: 'invoicing', resourceType: 'transaction', resourceId: Number(inserted.lastInsertRowid), resourceName: reference, action: 'create', before: null,
    after: { reference, kind: 'charge', amount: item.amount, currency: item.currency, domain_id: domainId, order_id: order.id, period_years: item.period_years },
  });
}

function processItem(deps: OrderDeps, order: OrderRow, item: ItemRow): void {
  const options = parseOptions(item.options);
  setItem(deps, item, { status: 'processing' });
  auditItem(deps, item, 'process', { status: item.status }, { status: 'processing' });
  const outcome = runItem(deps, order, item, options);
  if ('failure' in outcome) {
    setItem(deps, item, { status: 'failed', failure_reason: outcome.failure, options: spentOptions(options) });
    auditItem(deps, item, 'fail', { status: 'processing' }, { status: 'failed', failure_reason: outcome.failure });
    return;
  }
  setItem(deps, item, { status: 'completed', domain_id: outcome.domainId, options: spentOptions(options) });
  auditItem(deps, item, 'complete', { status: 'processing' }, { status: 'completed', domain_id: outcome.domainId });
  chargeItem(deps, order, item, outcome.domainId, outcome.productId);
}

/** Fulfils the order's queued items; an order already finished is left as it is. */
export function fulfilOrder(deps: OrderDeps, orderId: number): void {
  withTransaction(deps.db, () => {
    const order = orderOf(deps.db, orderId);
    if (finishedStatuses.includes(order.status)) return;
    if (order.status !== 'processing') {
      setOrderStatus(deps, order, 'processing');
      auditEntry(deps, order.group_id, {
        area: 'orders', resourceType: 'order', resourceId: order.id, resourceName: order.reference, action: 'process',
        before: { status: order.status }, after: { status: 'processing' },
      });
    }
    for (const item of itemsOf(deps.db, order.id)) if (item.status === 'queued') processItem(deps, order, item);

    const items = itemsOf(deps.db, order.id);
    const completed = items.filter((item) => item.status === 'completed');
    const failed = items.filter((item) => item.status === 'failed');
    const status = items.length > 0 && completed.length === 0 ? 'failed' : 'completed';
    const failureReason = failed.length === 0
      ? null
      : failed.length === items.length && failed.length === 1
        ? failed[0]?.failure_reason ?? null
        : `${failed.length} of ${items.length} items failed: ${failed.map((item) => `${item.unicode_name}: ${item.failure_reason}`).join(' ')}`.slice(0, 1000);
    const domainId = items.length === 1 ? (items[0]?.domain_id ?? null) : null;
    setOrderStatus(deps, order, status, { completed_at: deps.now, failure_reason: failureReason, ...(domainId !== null ? { domain_id: domainId } : {}) });
    auditEntry(deps, order.group_id, {
      area: 'orders', resourceType: 'order', resourceId: order.id, resourceName: order.reference, action: status === 'completed' ? 'complete' : 'fail',
      before: { status: 'processing' },
      after: { status, completed_items: completed.length, failed_items: failed.length, failure_reason: failureReason },
    });
  });
}

/** Cancels an order that has not finished, and its items not yet done; the reason is kept as its failure reason. */
export function cancelOrder(deps: OrderDeps, orderId: number, reason: string): void {
  withTransaction(deps.db, () => {
    const order = orderOf(deps.db, orderId);
    if (finishedStatuses.includes(order.status)) return;
    for (const item of itemsOf(deps.db, order.id)) {
      if (item.status !== 'queued' && item.status !== 'processing') continue;
      setItem(deps, item, { status: 'cancelled', failure_reason: reason, options: spentOptions(parseOptions(item.options)) });
      auditItem(deps, item, 'cancel', { status: item.status }, { status: 'cancelled', failure_reason: reason });
    }
    setOrderStatus(deps, order, 'cancelled', { failure_reason: reason });
    auditEntry(deps, order.group_id, {
      area: 'orders', resourceType: 'order', resourceId: order.id, resourceName: order.reference, action: 'cancel',
      before: { status: order.status }, after: { status: 'cancelled', reason },
    });
  });
}
