/**
 * What a decision does (DESIGN.md section 13). Approving applies the request by its kind:
 * a registrant change or contact update sets the domain's contacts from the payload, a
 * deletion moves the domain to pending_delete (refunding the registration within the add grace
 * period), a registry unlock lifts the lock, an order goes on to fulfilment. Rejecting,
 * cancelling or expiring applies nothing; an order waiting for it is cancelled.
 *
 * Each effect checks the record again (it may have changed while the request waited): when it
 * no longer can be applied, the decision stands and the outcome says why nothing changed.
 * Every change is audited under the actor (the approver: `approver:<e-mail>`).
 */
import { randomBytes } from 'node:crypto';
import { cancelOrder, fulfilOrder, type OrderDeps } from '../orders/fulfil-order.ts';
import type { Actor, ApprovalRow, DecisionDeps } from './approval-row.ts';
import { parsedObject } from './approval-row.ts';
import { deletableStatuses, deletionTerms } from './domain-deletion-terms.ts';
import { readDomainState, writeDomain, type DomainState } from '../domains/domain-state.ts';

export interface EffectOutcome {
  /** Whether the approved change (or the order's cancellation) was made. */
  applied: boolean;
  /** What happened, in a sentence. */
  message: string;
}

export const contactRoles = ['registrant_contact_id', 'admin_contact_id', 'tech_contact_id', 'billing_contact_id'] as const;
export type ContactRole = (typeof contactRoles)[number];

function domainOf(deps: DecisionDeps, row: ApprovalRow): DomainState | undefined {
  if (row.domain_id === null) return undefined;
  const domain = readDomainState(deps.db, row.domain_id);
  return domain && domain.group_id === row.group_id ? domain : undefined;
}

function updateDomain(deps: DecisionDeps, id: number, changes: Readonly<Record<string, string | number | null>>): void {
  writeDomain(deps.db, id, changes, deps.now);
}

function audit(deps: DecisionDeps, actor: Actor, groupId: string, entry: { area: string; resourceType: string; resourceId: number; resourceName: string | null; action: string; before: unknown; after: unknown }): void {
  deps.audit({ groupId, userId: actor.userId, username: actor.username, ip: deps.ip, requestId: deps.requestId, at: deps.now, ...entry });
}

function gone(row: ApprovalRow): EffectOutcome {
  return { applied: false, message: `${row.domain_name ?? 'The domain'} is no longer in the account; nothing changed.` };
}

function applyContacts(deps: DecisionDeps, actor: Actor, row: ApprovalRow): EffectOutcome {
  const contacts = parsedObject(row.payload).contacts;
  const wanted = contactRoles.filter((role) => contacts !== null && typeof contacts === 'object' && typeof (contacts as Record<string, unknown>)[role] === 'number');
  if (wanted.length === 0) return { applied: false, message: 'The request names no contact to set; nothing changed.' };
  const domain = domainOf(deps, row);
  if (!domain) return gone(row);
  if (domain.status === 'transferred_out') return { applied: false, message: `${domain.name} was transferred away; nothing changed.` };
  const changes: Record<string, number> = {};
  for (const role of wanted) {
    const contactId = (contacts as Record<string, number>)[role]!;
    const contact = deps.db.prepare('SELECT id FROM contacts WHERE id = ? AND group_id = ?').get(contactId, row.group_id);
    if (!contact) return { applied: false, message: `Contact ${contactId} is no longer in the account; nothing changed.` };
    if (domain[role] !== contactId) changes[role] = contactId;
  }
  if (Object.keys(changes).length === 0) return { applied: true, message: `${domain.name} already has these contacts.` };
  updateDomain(deps, domain.id, changes);
  audit(deps, actor, domain.group_id, {
    area: 'domains', resourceType: 'domain', resourceId: domain.id, resourceName: domain.name, action: 'update',
    before: Object.fromEntries(Object.keys(changes).map((role) => [role, domain[role as ContactRole]])),
    after: { ...changes, approval_request_id: row.id },
  });
  return { applied: true, message: `The contacts of ${domain.name} were changed.` };
}

function applyDeletion(deps: DecisionDeps, actor: Actor, row: ApprovalRow): EffectOutcome {
  const domain = domainOf(deps, row);
  if (!domain) return gone(row);
  if (!deletableStatuses.includes(domain.status)) {
    return { applied: false, message: `${domain.name} is ${domain.status.replaceAll('_', ' ')} now and cannot be deleted; nothing changed.` };
  }
  if (domain.registry_lock === 1) return { applied: false, message: `${domain.name} was locked at the registry meanwhile; unlock it and ask again.` };
  const terms = deletionTerms(deps.db, domain, deps.now);
  const reason = parsedObject(row.payload).reason;
  updateDomain(deps, domain.id, { status: 'pending_delete', auto_renew: 0 });
  audit(deps, actor, domain.group_id, {
    area: 'domains', resourceType: 'domain', resourceId: domain.id, resourceName: domain.name, action: 'delete',
    before: { status: domain.status, auto_renew: domain.auto_renew === 1 },
    after: { status: 'pending_delete', auto_renew: false, redemption_days: terms.redemption_days, reason: typeof reason === 'string' ? reason : null, approval_request_id: row.id },
  });
  if (!terms.refund) {
    return { applied: true, message: `${domain.name} is deleted${terms.redemption_days > 0 ? `; it can be restored for ${terms.redemption_days} days` : ''}.` };
  }
  const reference = `RFD-${randomBytes(5).toString('hex').toUpperCase()}`;
  const billingEntity = deps.db.prepare('SELECT billing_entity_id FROM billing_entity_accounts WHERE account_id = ? ORDER BY id LIMIT 1').get(domain.group_id);
  const inserted = deps.db
    .prepare(`INSERT INTO transactions (group_id, reference, kind, status, description, domain_id, billing_entity_id, amount, tax_amount, currency,
      approval_request_id, transacted_at, created_at, updated_at) VALUES (?, ?, 'refund', 'pending', ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`)
    .run(
      domain.group_id, reference, `Refund: ${domain.name} deleted within the add grace period`, domain.id,
      billingEntity ? Number(billingEntity.billing_entity_id) : null, -terms.refund.amount, terms.refund.currency, row.id, deps.now, deps.now, deps.now,
    );
  const transactionId = Number(inserted.lastInsertRowid);
  audit(deps, actor, domain.group_id, {
    area: 'invoicing', resourceType: 'transaction', resourceId: transactionId, resourceName: reference, action: 'create', before: null,
    after: { reference, kind: 'refund', amount: -terms.refund.amount, currency: terms.refund.currency, domain_id: domain.id, approval_request_id: row.id },
  });
  return { applied: true, message: `${domain.name} is deleted and its registration refunded (${reference}).` };
}

function applyUnlock(deps: DecisionDeps, actor: Actor, row: ApprovalRow): EffectOutcome {
  const domain = domainOf(deps, row);
  if (!domain) return gone(row);
  if (domain.registry_lock === 0) return { applied: true, message: `${domain.name} is already unlocked at the registry.` };
  updateDomain(deps, domain.id, { registry_lock: 0 });
  audit(deps, actor, domain.group_id, {
    area: 'domains', resourceType: 'domain', resourceId: domain.id, resourceName: domain.name, action: 'unlock',
    before: { registry_lock: true }, after: { registry_lock: false, approval_request_id: row.id },
  });
  return { applied: true, message: `${domain.name} is now unlocked at the registry.` };
}

function orderDeps(deps: DecisionDeps, actor: Actor): OrderDeps {
  return { db: deps.db, audit: deps.audit, now: deps.now, ip: deps.ip ?? '', requestId: deps.requestId ?? '', username: actor.username, userId: actor.userId };
}

function orderOf(deps: DecisionDeps, row: ApprovalRow): { id: number; reference: string; status: string } | undefined {
  if (row.order_id === null) return undefined;
  const order = deps.db.prepare('SELECT id, reference, status FROM orders WHERE id = ? AND group_id = ?').get(row.order_id, row.group_id);
  return order ? { id: Number(order.id), reference: String(order.reference), status: String(order.status) } : undefined;
}

function applyOrder(deps: DecisionDeps, actor: Actor, row: ApprovalRow): EffectOutcome {
  const order = orderOf(deps, row);
  if (!order) return { applied: false, message: 'The order is gone; nothing changed.' };
  if (order.status !== 'awaiting_approval') return { applied: false, message: `Order ${order.reference} is ${order.status.replaceAll('_', ' ')}; nothing changed.` };
  fulfilOrder(orderDeps(deps, actor), order.id);
  const status = String(deps.db.prepare('SELECT status FROM orders WHERE id = ?').get(order.id)?.status ?? 'processing');
  return { applied: true, message: `Order ${order.reference} went on; it is ${status.replaceAll('_', ' ')}.` };
}

function applyKind(deps: DecisionDeps, actor: Actor, row: ApprovalRow): EffectOutcome {
  switch (row.kind) {
    case 'registrant_change':
    case 'contact_update':
      return applyContacts(deps, actor, row);
    case 'domain_deletion':
      return applyDeletion(deps, actor, row);
    case 'registry_unlock':
      return applyUnlock(deps, actor, row);
    case 'order':
      return applyOrder(deps, actor, row);
    default:
      return { applied: true, message: 'Approved.' };
  }
}

/** Applies an approved request (and moves on an order waiting for it). Runs inside the decision's transaction. */
export function applyApproval(deps: DecisionDeps, actor: Actor, row: ApprovalRow): EffectOutcome {
  const outcome = applyKind(deps, actor, row);
  if (row.kind === 'order' || orderOf(deps, row)?.status !== 'awaiting_approval') return outcome;
  const order = applyOrder(deps, actor, row);
  return { applied: outcome.applied && order.applied, message: `${outcome.message} ${order.message}` };
}

/**
 * A request that ends without approval (rejected, cancelled, expired): nothing is applied; an
 * order waiting for it is cancelled.
 */
export function withdrawApproval(deps: DecisionDeps, actor: Actor, row: ApprovalRow, reason: string): EffectOutcome {
  const order = orderOf(deps, row);
  if (!order || order.status !== 'awaiting_approval') return { applied: false, message: 'Nothing was changed.' };
  cancelOrder(orderDeps(deps, actor), order.id, reason);
  return { applied: true, message: `Nothing was changed; order ${order.reference} is cancelled.` };
}
