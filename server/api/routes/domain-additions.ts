/**
 * POST /groups/{context}/domain_additions { lines: [{ name, auth_code?, external? }], dry_run? }
 * (manage-domains): adds domains held elsewhere. Each line is judged on its own, in order:
 * `transfer` (transferred in: the TLD must be sold here, and its registry's auth code given
 * where the TLD asks for one; priced at the account's transfer price), `external` (kept at the
 * other registrar, added for DNS and the inventory only), or `refused` with the reason (the name
 * cannot be read, its TLD is unknown, it is in this account or another here, an open order has
 * it, an earlier line names it, the auth code is missing). A dry run answers that and creates
 * nothing; otherwise, in one transaction, the transfers become an order (kind transfer, one per
 * currency, waiting for approval above the account's threshold like any order) and the external
 * domains are created with `external = 1`. Refused lines change nothing. Every line sent (dry
 * runs too) counts against the user's and the account's budget of lines (DOMAIN_ADDITION_*):
 * 429 with retry-after beyond, before any line is judged. Takes an Idempotency-Key
 * (http/idempotency.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AnswerOf } from '../../../src/lib/contracts/api-contract.ts';
import { domainContracts } from '../../../src/lib/contracts/domain-contracts.ts';
import { reason, reasonText, type Reason } from '../../../src/lib/domains/name-reasons.ts';
import { manageAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { ApiContext } from '../api-context.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess } from '../http/request-access.ts';
import { createAvailabilityChecker, isSold, type CatalogueTld } from '../orders/availability.ts';
import { addYears } from '../orders/fulfil-order.ts';
import type { ItemContacts } from '../orders/order-items.ts';
import { orderView } from '../orders/order-view.ts';
import { accountTerms, placeOrders, type OrderLine } from '../orders/place-orders.ts';
import { createPriceBook } from '../orders/prices.ts';
import { orderDeps } from './domain-orders.ts';
import { scopeWith } from './domain-route-hooks.ts';

/** One line judged, as the contract writes it. */
type AdditionRow = AnswerOf<typeof domainContracts.add>['data'][number];

interface JudgedLine {
  row: AdditionRow;
  tld: CatalogueTld | null;
  authCode: string | null;
}

/** Spelling problems that are about buying: an external domain is not bought here. */
const buyingProblems = new Set(['not_sold', 'idn_not_supported']);

/** The account's default contacts for a domain added without any: its first contact, in every role. */
function defaultContacts(context: ApiContext, groupId: string): ItemContacts {
  const first = context.db.prepare('SELECT id FROM contacts WHERE group_id = ? ORDER BY id LIMIT 1').get(groupId);
  const id = first ? Number(first.id) : null;
  return { registrant_contact_id: id, admin_contact_id: id, tech_contact_id: id, billing_contact_id: id };
}

export function registerDomainAdditionRoutes(app: FastifyInstance, context: ApiContext): void {
  const { statements } = context.resources;
  const access = requestAccess(scopeWith(context, manageAbility('domains')));

  routeByContract(app, domainContracts.add).handle(context.idempotentWrite.keyed(access.hook), async (request) => {
    const scope = access.of(request);
    const { body } = request;
    context.domainAdditionThrottle.take({ userId: scope.auth.user.id, accountId: scope.context }, body.lines.length);
    const groupId = scope.context;
    const deps = orderDeps(context, scope, request.ip, String(request.id));

    const judge = (): JudgedLine[] => {
      const checker = createAvailabilityChecker(context.db, groupId);
      const prices = createPriceBook(statements, groupId);
      const domainByName = context.db.prepare('SELECT group_id FROM domains WHERE name = ?');
      const openItem = context.db.prepare("SELECT 1 AS found FROM order_items WHERE domain_name = ? AND status IN ('queued', 'processing') LIMIT 1");
      const firstLine = new Map<string, number>();
      return body.lines.map((line, index) => {
        const { parsed, tld } = checker.read(line.name);
        const external = line.external === true;
        const base = { line: index, name: parsed.name, unicode_name: parsed.unicodeName };
        const refused = (found: Reason): JudgedLine => ({
          row: { ...base, outcome: 'refused', reason_key: found.key, reason: reasonText(found), reason_values: { ...found.values } }, tld, authCode: null,
        });
        const problem = parsed.problem && !(external && buyingProblems.has(parsed.problem.key)) ? parsed.problem : null;
        if (problem) return refused(problem);
        if (!tld) return refused(reason('unknown_tld', { tld: parsed.tld ?? '' }));
        const earlier = firstLine.get(parsed.name);
        if (earlier !== undefined) return refused(reason('duplicate_line', { line: String(earlier + 1) }));
        firstLine.set(parsed.name, index);
        const domain = domainByName.get(parsed.name);
        if (domain) return refused(reason(domain.group_id === groupId ? 'in_account' : 'in_other_account'));
        if (openItem.get(parsed.name)) return refused(reason('in_order'));
        if (external) return { row: { ...base, outcome: 'external' }, tld, authCode: null };
        if (!isSold(tld)) return refused(reason('not_sold', { tld: tld.name }));
        const authCode = typeof line.auth_code === 'string' && line.auth_code.trim() !== '' ? line.auth_code.trim() : null;
        if (tld.authCodeRequired && authCode === null) return refused(reason('auth_code_missing', { tld: tld.name }));
        const price = prices.price(tld.productId, 'transfer');
        if (price.source === null) return refused(reason('not_sold', { tld: tld.name }));
        return { row: { ...base, outcome: 'transfer', price: { amount: price.amountPerYear, currency: price.currency } }, tld, authCode };
      });
    };

    if (body.dry_run === true) return { data: judge().map((judged) => judged.row) };

    const { judged, orderIds } = inTransaction(context.db, () => {
      const lines = judge();
      for (const { row, tld } of lines) {
        if (row.outcome !== 'external' || !tld) continue;
        const inserted = context.db
          .prepare(`INSERT INTO domains (group_id, name, unicode_name, tld, tld_id, status, registered_at, expires_at, auto_renew, renewal_period_years,
            registry_lock, transfer_lock, privacy, dnssec_enabled, dns_managed, nameservers, tags, notes, external, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, 'active', ?, ?, 0, 1, 0, 0, 0, 0, 0, '[]', '[]', ?, 1, ?, ?)`)
          .run(
            groupId, row.name, row.unicode_name, tld.name, tld.id, deps.now, addYears(deps.now, 1),
            'Managed at another registrar: added for DNS and the inventory. Its registration dates there are not known here.', deps.now, deps.now,
          );
        deps.audit({
          groupId, userId: deps.userId, username: deps.username, area: 'domains', resourceType: 'domain', resourceId: Number(inserted.lastInsertRowid),
          resourceName: row.name, action: 'create', before: null, after: { name: row.name, unicode_name: row.unicode_name, status: 'active', external: true },
          ip: deps.ip, requestId: deps.requestId, at: deps.now,
        });
      }
      const contacts = defaultContacts(context, groupId);
      const transfers: OrderLine[] = lines.flatMap(({ row, tld, authCode }) => row.outcome === 'transfer' && tld && row.price
        ? [{
            kind: 'transfer' as const, name: row.name, unicodeName: row.unicode_name, periodYears: 1, amount: row.price.amount, currency: row.price.currency,
            productId: tld.productId,
            options: { tld: tld.name, product_id: tld.productId, contacts, nameservers: null, privacy: false, premium: false, ...(authCode ? { auth_code: authCode } : {}) },
          }]
        : []);
      const placed = transfers.length > 0 ? placeOrders(deps, accountTerms(deps, groupId), 'transfer', transfers) : [];
      return { judged: lines, orderIds: placed.map((order) => order.id) };
    });
    return { data: judged.map((line) => line.row), orders: orderIds.map((id) => orderView(context, scope, id)) };
  });
}
