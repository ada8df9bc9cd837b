/**
 * The items of the seeded registration and transfer orders (one per order: its name), in the
 * state their order is in, so an order's page lists what it holds as a new order's does. An
 * item of an order still waiting names the domain it stands for (pending, or pending transfer),
 * which fulfilling it completes.
 */
import { unicodeName } from '../../../../src/lib/dns/display-name.ts';
import { prepareInsert } from './insert-row.ts';
import type { SeedContext } from './seed-context.ts';
import type { SeededOrder } from './seed-orders.ts';

const itemStatusOf: Readonly<Record<string, string>> = {
  completed: 'completed', failed: 'failed', cancelled: 'cancelled', processing: 'processing',
  pending: 'queued', awaiting_approval: 'queued', draft: 'queued',
};

export function seedOrderItems(context: SeedContext, orders: readonly SeededOrder[]): void {
  const { db } = context;
  // A database migrated before 0018 (a migration test's) has no order_items.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'order_items'").get()) return;
  const insert = prepareInsert(db, 'order_items', [
    'group_id', 'order_id', 'kind', 'domain_name', 'unicode_name', 'period_years', 'status', 'failure_reason', 'amount', 'currency', 'domain_id',
    'options', 'created_at', 'updated_at', 'version',
  ]);
  const orderRow = db.prepare('SELECT failure_reason, updated_at FROM orders WHERE id = ?');
  const domainRow = db.prepare('SELECT tld, nameservers, dns_managed, privacy, registrant_contact_id, admin_contact_id, tech_contact_id, billing_contact_id FROM domains WHERE id = ?');
  const tldNames = [...context.tlds.keys()].sort((a, b) => b.length - a.length);
  const accounts = new Map(context.accounts.map((account) => [account.id, account]));

  for (const order of orders) {
    if ((order.kind !== 'registration' && order.kind !== 'transfer') || !order.domainName) continue;
    const status = itemStatusOf[order.status] ?? 'queued';
    const stored = orderRow.get(order.id);
    const domain = order.domainId === null ? undefined : domainRow.get(order.domainId);
    const firstContact = accounts.get(order.accountId)?.contacts[0]?.id ?? null;
    const contact = (role: string) => (domain ? (domain[role] as number | null) : firstContact);
    const tld = domain ? String(domain.tld) : (tldNames.find((name) => order.domainName!.endsWith(`.${name}`)) ?? '');
    const nameservers = domain && Number(domain.dns_managed) === 0 ? (JSON.parse(String(domain.nameservers)) as string[]) : null;
    insert({
      group_id: order.accountId,
      order_id: order.id,
      kind: order.kind,
      domain_name: order.domainName,
      unicode_name: unicodeName(order.domainName),
      period_years: Math.max(1, order.periodYears),
      status,
      failure_reason: status === 'failed' || status === 'cancelled' ? (stored?.failure_reason ?? 'Cancelled') : null,
      amount: order.amount,
      currency: order.currency,
      domain_id: order.domainId,
      options: {
        tld, product_id: order.productId,
        contacts: {
          registrant_contact_id: contact('registrant_contact_id'), admin_contact_id: contact('admin_contact_id'),
          tech_contact_id: contact('tech_contact_id'), billing_contact_id: contact('billing_contact_id'),
        },
        nameservers, privacy: domain ? Number(domain.privacy) === 1 : false, premium: false,
      },
      created_at: order.createdAt,
      updated_at: status === 'queued' ? order.createdAt : String(stored?.updated_at ?? order.createdAt),
      version: status === 'queued' ? 1 : 3,
    });
  }
}
