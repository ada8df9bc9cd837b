/**
 * Seeds invoicing transactions: a charge for every completed order (paid, invoiced or
 * pending by age), voids for some cancelled ones, monthly payments per account, and the odd
 * credit. Amounts are in the account currency's minor unit, tax at the account country's rate.
 */
import { prepareInsert } from './insert-row.ts';
import type { SeedContext } from './seed-context.ts';
import { addDays, daysBetween } from './seed-time.ts';
import { countryByCode } from './fixtures/countries.ts';
import type { SeededOrder } from './seed-orders.ts';

export function seedTransactions(context: SeedContext, orders: SeededOrder[]): number {
  const random = context.random.fork('transactions');
  const insert = prepareInsert(context.db, 'transactions', [
    'group_id', 'reference', 'kind', 'status', 'description', 'domain_id', 'certificate_id', 'order_id', 'product_id',
    'billing_entity_id', 'amount', 'tax_amount', 'currency', 'invoice_number', 'period_years', 'transacted_at',
    'created_at', 'updated_at',
  ]);
  const accounts = new Map(context.accounts.map((account, index) => [account.id, { account, index }]));
  const monthlyTotals = new Map<string, number>();
  let sequence = 0;
  let count = 0;

  const record = (values: Record<string, unknown>) => {
    sequence++;
    insert({ reference: `TX-${String(sequence).padStart(8, '0')}`, ...values });
    count++;
  };

  for (const order of orders) {
    const entry = accounts.get(order.accountId);
    if (!entry || entry.account.fixture.kind === 'provider' || order.amount === 0) continue;
    const { account, index } = entry;
    const billingEntityId = account.billingEntityIds.length > 1 && random.chance(0.2) ? account.billingEntityIds[1] : account.billingEntityIds[0];
    const vat = countryByCode(account.fixture.countryCode).vatPercent;
    const month = order.createdAt.slice(0, 7);
    const invoiceNumber = `INV-${month.replace('-', '')}-${String(index).padStart(2, '0')}${String(random.int(0, 9))}`;
    const common = {
      group_id: account.id, domain_id: order.domainId, certificate_id: order.certificateId, order_id: order.id,
      product_id: order.productId, billing_entity_id: billingEntityId ?? null, currency: order.currency,
      period_years: order.periodYears || null, transacted_at: order.createdAt, created_at: order.createdAt,
    };
    if (order.status === 'completed') {
      const age = daysBetween(order.createdAt, context.now);
      const status = age > 60 ? 'paid' : age > 15 ? 'invoiced' : 'pending';
      record({
        ...common, kind: 'charge', status, description: `${order.reference}: ${order.description}`, amount: order.amount,
        tax_amount: Math.round((order.amount * vat) / 100), invoice_number: status === 'pending' ? null : invoiceNumber,
        updated_at: status === 'paid' ? addDays(order.createdAt, 45) : order.createdAt,
      });
      const key = `${account.id}|${month}`;
      monthlyTotals.set(key, (monthlyTotals.get(key) ?? 0) + order.amount + Math.round((order.amount * vat) / 100));
    } else if (order.status === 'cancelled' && random.chance(0.5)) {
      record({
        ...common, kind: 'charge', status: 'void', description: `${order.reference}: cancelled before processing`,
        amount: order.amount, tax_amount: 0, invoice_number: null, updated_at: addDays(order.createdAt, 1),
      });
    } else if (order.status === 'failed' && random.chance(0.3)) {
      record({
        ...common, kind: 'refund', status: 'refunded', description: `${order.reference}: refund after failure`,
        amount: -order.amount, tax_amount: -Math.round((order.amount * vat) / 100), invoice_number: invoiceNumber,
        updated_at: addDays(order.createdAt, 3),
      });
    }
  }

  const currentMonth = context.now.slice(0, 7);
  for (const [key, total] of [...monthlyTotals.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const [accountId, month] = key.split('|');
    const entry = accountId ? accounts.get(accountId) : undefined;
    if (!entry || !month || month >= currentMonth) continue;
    const { account } = entry;
    const paidAt = addDays(`${month}-28T10:00:00.000Z`, random.int(20, 50));
    if (paidAt > context.now) continue;
    record({
      group_id: account.id, kind: 'payment', status: 'paid', description: `Payment received — ${month} invoices`,
      domain_id: null, certificate_id: null, order_id: null, product_id: null,
      billing_entity_id: account.billingEntityIds[0] ?? null, amount: -total, tax_amount: 0,
      currency: account.fixture.currency, invoice_number: null, period_years: null, transacted_at: paidAt,
      created_at: paidAt, updated_at: paidAt,
    });
    if (random.chance(0.05)) {
      const credit = -Math.max(1, Math.round(total * 0.02));
      record({
        group_id: account.id, kind: random.pick(['credit', 'adjustment']), status: 'paid',
        description: random.pick(['Goodwill credit for delayed transfer', 'Rounding adjustment', 'Service credit (SLA)']),
        domain_id: null, certificate_id: null, order_id: null, product_id: null,
        billing_entity_id: account.billingEntityIds[0] ?? null, amount: credit, tax_amount: 0,
        currency: account.fixture.currency, invoice_number: null, period_years: null, transacted_at: paidAt,
        created_at: paidAt, updated_at: paidAt,
      });
    }
  }
  return count;
}
