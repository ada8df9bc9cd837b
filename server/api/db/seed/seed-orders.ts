/** Seeds orders (domain lifecycle, SSL, blocks) and the approval requests that hold some of them. */
import { prepareInsert } from './insert-row.ts';
import type { SeedContext, SeededAccount, SeededProduct } from './seed-context.ts';
import { addDays, addYears } from './seed-time.ts';
import { convertEuroCents } from './money.ts';
import type { SeededCertificate } from './seed-ssl.ts';
import type { SeededBlock } from './seed-blocks.ts';
import type { SeededRandom } from './seeded-random.ts';

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
  seedApprovalRequests(context, random, orders);
  return orders;
}

function seedApprovalRequests(context: SeedContext, random: SeededRandom, orders: SeededOrder[]): void {
  const insert = prepareInsert(context.db, 'approval_requests', [
    'group_id', 'public_id', 'kind', 'status', 'domain_id', 'domain_name', 'contact_id', 'order_id', 'approver_name',
    'approver_email', 'requested_by_user_id', 'changes', 'expires_at', 'decided_at', 'decision_comment', 'created_at',
    'updated_at', 'version',
  ]);
  for (const account of context.accounts) {
    if (account.fixture.kind === 'provider' || account.domains.length === 0 || account.contacts.length === 0) continue;
    const awaiting = orders.filter((order) => order.accountId === account.id && order.status === 'awaiting_approval');
    const count = Math.max(6, Math.round(account.domains.length / 100)) + awaiting.length;
    for (let i = 0; i < count; i++) {
      const order = awaiting[i];
      const kind = order ? 'order' : random.weighted([['registrant_change', 0.45], ['transfer_out', 0.2], ['contact_update', 0.25], ['ssl_approval', 0.1]] as const);
      const status = order ? 'pending' : random.weighted([['pending', 0.4], ['approved', 0.32], ['rejected', 0.08], ['expired', 0.14], ['cancelled', 0.06]] as const);
      const domain = random.pick(account.domains);
      const contact = random.pick(account.contacts);
      const approver = account.contacts[0] ?? contact;
      const createdAt = status === 'pending' ? addDays(context.now, -random.int(0, 4)) : addDays(context.now, -random.int(8, 500));
      const expiresAt = status === 'expired' || status !== 'pending' ? addDays(createdAt, 7) : addDays(createdAt, random.int(5, 7));
      const decided = status === 'approved' || status === 'rejected';
      const changes = kind === 'registrant_change'
        ? { organisation: { before: contact.organisation ?? contact.name, after: `${account.fixture.name} Holdings` }, email: { before: contact.email, after: `legal@${account.fixture.stems[0]}.com` } }
        : kind === 'transfer_out'
          ? { registrar: { before: 'Meridian Domain Services', after: random.pick(['Bluewave Registrar Ltd', 'NameHarbor Inc.', 'Registro Sur S.A.']) } }
          : kind === 'contact_update'
            ? { phone: { before: '+44 20 7946 0000', after: '+44 20 7946 0999' }, street1: { before: '1 Old Street', after: '200 Deansgate' } }
            : kind === 'order' && order
              ? { order: { before: null, after: { reference: order.reference, amount: order.amount, currency: order.currency } } }
              : { certificate: { before: null, after: { common_name: `www.${domain.name}` } } };
      insert({
        group_id: account.id,
        public_id: random.bytes(24).toString('base64url'),
        kind,
        status,
        domain_id: order?.domainId ?? domain.id,
        domain_name: order ? order.domainName : domain.name,
        contact_id: kind === 'contact_update' || kind === 'registrant_change' ? contact.id : null,
        order_id: order?.id ?? null,
        approver_name: approver.name,
        approver_email: approver.email,
        requested_by_user_id: account.users.length > 0 ? random.pick(account.users).id : null,
        changes,
        expires_at: expiresAt,
        decided_at: decided ? addDays(createdAt, random.int(0, 5)) : null,
        decision_comment: status === 'rejected' ? 'Not authorised by legal.' : status === 'approved' && random.chance(0.3) ? 'Approved as discussed.' : null,
        created_at: createdAt,
        updated_at: decided ? addDays(createdAt, 5) : createdAt,
        version: decided ? 2 : 1,
      });
    }
  }
}
