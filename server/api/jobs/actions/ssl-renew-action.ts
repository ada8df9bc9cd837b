/**
 * `renew` on SSL certificates (DESIGN.md section 13, bulk jobs): a renewal order (orders, kind
 * `ssl`, pending with the certificate authority) for the certificate's product and period, and
 * its charge as a pending transaction; the order, the transaction and the certificate (`renew`)
 * are audited. Eligible: issued or expired, with a product, and no renewal ordered already.
 * Cost: the account's `ssl` price of the product per year (its pricing entity's rule first, else
 * the global list, in the account's currency: as orders/prices.ts prices domains) × the years of
 * the certificate's period.
 */
import { randomBytes } from 'node:crypto';
import { convertMinor } from '../../orders/prices.ts';
import type { Eligibility, ItemOutcome, JobAction, JobContext, JobItemRef, Money } from '../job-action.ts';
import { rowsOfIds } from './id-chunks.ts';
import { sayIn, type Say } from './job-messages.ts';

const renewableStatuses = ['issued', 'expired'];
/** Orders still on their way: a second renewal would order the certificate twice. */
const openOrderStatuses = ['draft', 'pending', 'awaiting_approval', 'processing'];

interface CertificateFacts {
  id: number;
  group_id: string;
  common_name: string;
  status: string;
  domain_id: number | null;
  product_id: number | null;
  period_months: number;
  /** The reference of a renewal (an ssl order) still open, if any. */
  open_order: string | null;
}

const select = `SELECT c.id, c.group_id, c.common_name, c.status, c.domain_id, c.product_id, c.period_months,
  (SELECT o.reference FROM orders o WHERE o.certificate_id = c.id AND o.kind = 'ssl' AND o.status IN (${openOrderStatuses.map((status) => `'${status}'`).join(', ')})
    ORDER BY o.id DESC LIMIT 1) AS open_order
  FROM ssl_certificates c`;

function readCertificates(context: JobContext, ids: readonly number[]): Map<number, CertificateFacts> {
  return new Map(rowsOfIds(context.statements, context.scope, ids, select, 'c.id', 'c.group_id').map((row) => [Number(row.id), {
    id: Number(row.id), group_id: String(row.group_id), common_name: String(row.common_name), status: String(row.status),
    domain_id: row.domain_id === null ? null : Number(row.domain_id), product_id: row.product_id === null ? null : Number(row.product_id),
    period_months: Number(row.period_months), open_order: row.open_order === null ? null : String(row.open_order),
  }]));
}

const yearsOf = (certificate: CertificateFacts) => Math.max(1, Math.ceil(certificate.period_months / 12));

/** The account's yearly `ssl` price of a product, in the account's currency (0 without a rule). */
function sslPrice(context: JobContext, groupId: string, productId: number): Money {
  const account = context.statements.get('SELECT default_currency, pricing_entity_id FROM accounts WHERE id = ?').get(groupId);
  const currency = String(account?.default_currency ?? 'EUR');
  const rules = "SELECT price, currency FROM pricing_rules WHERE product_id = ? AND action = 'ssl' AND status = 'active' AND price IS NOT NULL";
  const entityRule = account?.pricing_entity_id === null || account?.pricing_entity_id === undefined
    ? undefined
    : context.statements.get(`${rules} AND scope = 'entity' AND pricing_entity_id = ? ORDER BY priority, id LIMIT 1`).get(productId, Number(account.pricing_entity_id));
  const rule = entityRule ?? context.statements.get(`${rules} AND scope = 'global' AND custom = 0 ORDER BY priority, id LIMIT 1`).get(productId);
  if (!rule) return { amount: 0, currency };
  const converted = convertMinor(Number(rule.price), String(rule.currency), currency);
  return converted === null ? { amount: Number(rule.price), currency: String(rule.currency) } : { amount: converted, currency };
}

type Decision = { eligible: true; cost: Money } | { eligible: false; reason_key: string; reason: string };

function decide(context: JobContext, certificate: CertificateFacts, say: Say, prices: Map<string, Money>): Decision {
  const name = certificate.common_name;
  if (!renewableStatuses.includes(certificate.status)) return { eligible: false, reason_key: 'status', reason: say('ssl.status', { name, status: certificate.status }) };
  if (certificate.product_id === null) return { eligible: false, reason_key: 'no_product', reason: say('ssl.noProduct', { name }) };
  if (certificate.open_order !== null) return { eligible: false, reason_key: 'renewal_pending', reason: say('ssl.renewalPending', { name, reference: certificate.open_order }) };
  const key = `${certificate.group_id}:${certificate.product_id}`;
  let price = prices.get(key);
  if (!price) {
    price = sslPrice(context, certificate.group_id, certificate.product_id);
    prices.set(key, price);
  }
  return { eligible: true, cost: { amount: price.amount * yearsOf(certificate), currency: price.currency } };
}

/** Writes the renewal order, its charge (naming the item's intent: one charge per intent) and their audit entries; answers what was made. */
function orderRenewal(context: JobContext, item: JobItemRef, certificate: CertificateFacts, cost: Money) {
  const user = context.scope.auth.user;
  const years = yearsOf(certificate);
  const at = context.now;
  const reference = `ORD-${at.slice(0, 4)}-${randomBytes(4).toString('hex').toUpperCase()}`;
  const order = context.statements
    .get(`INSERT INTO orders (group_id, reference, kind, status, domain_id, domain_name, certificate_id, product_id, period_years, amount, currency, created_by_user_id,
      submitted_at, notes, created_at, updated_at) VALUES (?, ?, 'ssl', 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(certificate.group_id, reference, certificate.domain_id, certificate.common_name, certificate.id, certificate.product_id, years, cost.amount, cost.currency, user.id,
      at, `Renewal of the certificate ${certificate.common_name} (job ${context.jobId})`, at, at);
  const orderId = Number(order.lastInsertRowid);
  const charge = `SSL-${randomBytes(5).toString('hex').toUpperCase()}`;
  const billingEntity = context.statements.get('SELECT billing_entity_id FROM billing_entity_accounts WHERE account_id = ? ORDER BY id LIMIT 1').get(certificate.group_id);
  const transaction = context.statements
    .get(`INSERT INTO transactions (group_id, reference, kind, status, description, domain_id, certificate_id, order_id, product_id, billing_entity_id, amount,
      tax_amount, currency, period_years, job_intent_id, transacted_at, created_at, updated_at) VALUES (?, ?, 'charge', 'pending', ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`)
    .run(certificate.group_id, charge, `Renewal of the certificate ${certificate.common_name} for ${years} ${years === 1 ? 'year' : 'years'}`, certificate.domain_id,
      certificate.id, orderId, certificate.product_id, billingEntity ? Number(billingEntity.billing_entity_id) : null, cost.amount, cost.currency, years, item.intent_id, at, at, at);
  const transactionId = Number(transaction.lastInsertRowid);
  const entry = { groupId: certificate.group_id, userId: user.id, username: user.username, ip: context.ip, requestId: context.requestId, at };
  context.audit({
    ...entry, area: 'orders', resourceType: 'order', resourceId: orderId, resourceName: reference, action: 'create', before: null,
    after: { reference, kind: 'ssl', status: 'pending', certificate_id: certificate.id, product_id: certificate.product_id, period_years: years, amount: cost.amount, currency: cost.currency },
  });
  context.audit({
    ...entry, area: 'invoicing', resourceType: 'transaction', resourceId: transactionId, resourceName: charge, action: 'create', before: null,
    after: { reference: charge, amount: cost.amount, currency: cost.currency, certificate_id: certificate.id, order_id: orderId, period_years: years },
  });
  context.audit({
    ...entry, area: 'ssls', resourceType: 'ssl_certificate', resourceId: certificate.id, resourceName: certificate.common_name, action: 'renew',
    before: { status: certificate.status }, after: { status: certificate.status, order_id: orderId, order_reference: reference },
  });
  return { order: { id: orderId, reference }, transaction: { id: transactionId, reference: charge, amount: cost.amount, currency: cost.currency } };
}

export const renewCertificatesAction: JobAction = {
  name: 'renew',
  resource: 'ssl-certificates',
  permission: 'manage-ssls',
  options: { type: 'object', additionalProperties: false, properties: {} },
  check(context, ids) {
    const say = sayIn(context.locale);
    const certificates = readCertificates(context, ids);
    const prices = new Map<string, Money>();
    return new Map(ids.map((id): [number, Eligibility] => {
      const certificate = certificates.get(id);
      if (!certificate) return [id, { eligible: false, label: `#${id}`, reason_key: 'not_found', reason: say('notFound') }];
      const decision = decide(context, certificate, say, prices);
      return [id, { label: certificate.common_name, ...decision }];
    }));
  },
  run(context, item): ItemOutcome {
    const say = sayIn(context.locale);
    const certificate = readCertificates(context, [item.resource_id]).get(item.resource_id);
    if (!certificate) return { state: 'failed', reason_key: 'not_found', reason: say('notFound') };
    const decision = decide(context, certificate, say, new Map());
    if (!decision.eligible) return { state: 'failed', reason_key: decision.reason_key, reason: decision.reason };
    const made = orderRenewal(context, item, certificate, decision.cost);
    return {
      state: 'done',
      cost: decision.cost,
      result: { name: certificate.common_name, ...made, message: say('ssl.ordered', { name: certificate.common_name, reference: made.order.reference }) },
    };
  },
};
