/** Seeds orders (domain lifecycle, SSL, blocks) and, through seed-approvals.ts, the approval requests that hold some of them. */
import { prepareInsert } from './insert-row.ts';
import type { SeedContext, SeededAccount, SeededProduct } from './seed-context.ts';
import { addDays, addYears } from './seed-time.ts';
import { convertEuroCents } from './money.ts';
import type { SeededCertificate } from './seed-ssl.ts';
import type { SeededBlock } from './seed-blocks.ts';
import { seedApprovalRequests } from './seed-approvals.ts';

export interface SeededOrder {
  id: number;
  accountId: string;
  reference: string;
  kind: string;
  status: string;
  domainId: number | null;
  domainName: string | null;
  certificateId: number | null;
  productId: number | null;
  amount: number;
  currency: string;
  periodYears: number;
  createdAt: string;
  description: string;
}

const certificateOrderStatus: Record<string, string> = {
  issued: 'completed', expired: 'completed', revoked: 'completed', pending_validation: 'processing',
  requested: 'pending', pending_issuance: 'processing', cancelled: 'cancelled', rejected: 'failed',
};

const failureReasons = [
  'Registry rejected the request: contact data incomplete',
  'Authorisation code invalid',
  'Name is reserved by the registry',
  'Payment authorisation declined',
  'Local-presence requirement not met',
];

export function seedOrders(context: SeedContext, certificates: SeededCertificate[], blocks: SeededBlock[]): SeededOrder[] {
  const random = context.random.fork('orders');
  const products = new Map<number, SeededProduct>(context.products.map((product) => [product.id, product]));
  const insert = prepareInsert(context.db, 'orders', [
    'group_id', 'reference', 'kind', 'status', 'domain_id', 'domain_name', 'certificate_id', 'block_id', 'product_id',
    'period_years', 'amount', 'currency', 'created_by_user_id', 'submitted_at', 'completed_at', 'failure_reason',
    'notes', 'created_at', 'updated_at', 'version',
  ]);
  const orders: SeededOrder[] = [];
  let sequence = 0;

  const place = (account: SeededAccount, order: {
    kind: string; status: string; createdAt: string; domainId?: number | null; domainName?: string | null;
    certificateId?: number | null; blockId?: number | null; productId: number | null; periodYears: number; automatic?: boolean;
  }) => {
    sequence++;
    const reference = `ORD-${order.createdAt.slice(0, 4)}-${String(sequence).padStart(7, '0')}`;
    const product = order.productId ? products.get(order.productId) : undefined;
    const base = product ? product.basePriceCents + (order.kind === 'restore' ? 9500 : 0) : 0;
    const amount = convertEuroCents(base * order.periodYears, account.fixture.currency);
    const finished = ['completed', 'failed', 'cancelled'].includes(order.status);
    const completedAt = finished ? addDays(order.createdAt, random.int(0, 3)) : null;
    const createdBy = order.automatic || account.users.length === 0 ? null : random.pick(account.users).id;
    const id = insert({
      group_id: account.id,
      reference,
      kind: order.kind,
      status: order.status,
      domain_id: order.domainId ?? null,
      domain_name: order.domainName ?? null,
      certificate_id: order.certificateId ?? null,
      block_id: order.blockId ?? null,
      product_id: order.productId,
      period_years: order.periodYears,
      amount,
      currency: account.fixture.currency,
      created_by_user_id: createdBy,
      submitted_at: order.status === 'draft' ? null : order.createdAt,
      completed_at: order.status === 'completed' ? completedAt : null,
      failure_reason: order.status === 'failed' ? random.pick(failureReasons) : null,
      notes: order.automatic ? 'Automatic renewal' : null,
      created_at: order.createdAt,
      updated_at: completedAt ?? order.createdAt,
      version: finished ? 3 : 1,
    });
    const description = `${order.kind} ${order.domainName ?? product?.name ?? ''}`.trim();
    orders.push({
      id, accountId: account.id, reference, kind: order.kind, status: order.status, domainId: order.domainId ?? null,
      domainName: order.domainName ?? null, certificateId: order.certificateId ?? null, productId: order.productId, amount, currency: account.fixture.currency,
      periodYears: order.periodYears, createdAt: order.createdAt, description,
    });
  };

  const twoYearsAgo = addDays(context.now, -730);
  for (const account of context.accounts) {
    for (const domain of account.domains) {
      const productId = context.domainProducts.get(domain.tld)?.id ?? null;
      const common = { domainId: domain.id, domainName: domain.name, productId };
      if (domain.status === 'pending') {
        place(account, { ...common, kind: 'registration', status: random.pick(['pending', 'processing', 'awaiting_approval']), createdAt: domain.registeredAt, periodYears: 1 });
      } else if (domain.registeredAt > twoYearsAgo) {
        place(account, { ...common, kind: 'registration', status: 'completed', createdAt: domain.registeredAt, periodYears: 1 });
      }
      const lastRenewal = addYears(domain.expiresAt, -1);
      if (lastRenewal < context.now && lastRenewal > twoYearsAgo && random.chance(0.35)) {
        place(account, { ...common, kind: 'renewal', status: 'completed', createdAt: addDays(lastRenewal, -random.int(1, 30)), periodYears: 1, automatic: random.chance(0.8) });
      }
      if (domain.status === 'pending_transfer') {
        place(account, { ...common, kind: 'transfer', status: random.pick(['processing', 'awaiting_approval']), createdAt: addDays(context.now, -random.int(0, 5)), periodYears: 1 });
      } else if (domain.status === 'redemption' && random.chance(0.3)) {
        place(account, { ...common, kind: 'restore', status: 'pending', createdAt: addDays(context.now, -random.int(0, 10)), periodYears: 1 });
      } else if (domain.status === 'pending_delete') {
        place(account, { ...common, kind: 'deletion', status: 'completed', createdAt: addDays(domain.expiresAt, random.int(30, 40)), periodYears: 0 });
      }
      if (random.chance(0.01)) {
        const kind = random.pick(['registration', 'transfer', 'trade']);
        place(account, { kind, status: random.pick(['failed', 'cancelled', 'draft']), createdAt: addDays(context.now, -random.int(0, 400)), domainName: `${random.pick(account.fixture.stems)}-${random.pick(['store', 'deals', 'hq', 'labs'])}${random.int(2, 99)}.${domain.tld}`, productId, periodYears: 1 });
      }
    }
  }

  const accountsById = new Map(context.accounts.map((account) => [account.id, account]));
  for (const certificate of certificates) {
    const account = accountsById.get(certificate.accountId);
    if (!account) continue;
    place(account, {
      kind: 'ssl', status: certificateOrderStatus[certificate.status] ?? 'pending', createdAt: certificate.requestedAt,
      certificateId: certificate.id, domainId: certificate.domainId, domainName: certificate.commonName,
      productId: certificate.productId, periodYears: 1,
    });
  }
  for (const block of blocks) {
    const account = accountsById.get(block.accountId);
    if (!account) continue;
    place(account, {
      kind: 'block', status: block.status === 'pending' ? 'processing' : block.status === 'cancelled' ? 'cancelled' : 'completed',
      createdAt: block.startsAt, blockId: block.id, productId: block.productId, periodYears: 1,
    });
  }
  seedApprovalRequests(context, orders);
  return orders;
}
