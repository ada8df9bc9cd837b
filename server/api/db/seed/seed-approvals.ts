/**
 * Seeds approval requests. Every account gets a history of requests of every kind and state;
 * their public ids are real secrets (crypto random, not the seeded stream, so nobody can work a
 * link out from the seed), pending ones count their 72 hours from the real start of the demo
 * (context.startedAt), decided ones lie in the seed's past.
 *
 * The demo customer's account (Aurora Foods Group, where `admin` signs in) gets its requests
 * through the API's own code (requestApproval, endApproval), so each state of the approval page
 * can be seen in a fresh demo, with the mails `npm run outbox` shows: an expired registrant
 * change, an approved one (applied), then, newest, a pending registrant change and a pending
 * registry unlock whose links work right away.
 */
import type { DatabaseSync } from 'node:sqlite';
import { createAuditTrail } from '../../resources/audit-trail.ts';
import { approvalById, approverActor, systemActor, type DecisionDeps } from '../../approvals/approval-row.ts';
import { endApproval } from '../../approvals/end-approval.ts';
import { moneyText } from '../../approvals/approval-text.ts';
import { approvalLifetimeSeconds, approverOf, newPublicId, requestApproval, type ApprovalDeps, type ApprovalKind } from '../../approvals/request-approval.ts';
import { demoCustomerKey } from './fixtures/account-catalogue.ts';
import { prepareInsert } from './insert-row.ts';
import type { SeedContext, SeededAccount, SeededContact, SeededUser } from './seed-context.ts';
import type { SeededOrder } from './seed-orders.ts';
import { addDays, addMinutes } from './seed-time.ts';
import type { SeededRandom } from './seeded-random.ts';

type Status = 'pending' | 'approved' | 'rejected' | 'expired' | 'cancelled';

const hourMs = 3_600_000;

function addHours(iso: string, hours: number): string {
  return new Date(Date.parse(iso) + hours * hourMs).toISOString();
}

function contactLabel(contact: Pick<SeededContact, 'name' | 'organisation'> | undefined): string | null {
  if (!contact) return null;
  return contact.organisation && contact.organisation !== contact.name ? `${contact.name}, ${contact.organisation}` : contact.name;
}

interface DomainContacts {
  registrant_contact_id: number | null;
  admin_contact_id: number | null;
}

/**
 * The columns approval_requests has. A database migrated only part way (a migration test seeds
 * one from before 0019) gets the requests its schema can hold, without the demo's.
 */
function approvalColumns(db: DatabaseSync): Set<string> {
  return new Set(db.prepare("SELECT name FROM pragma_table_info('approval_requests')").all().map((column) => String(column.name)));
}

export function seedApprovalRequests(context: SeedContext, orders: SeededOrder[]): void {
  const random = context.random.fork('approvals');
  const columns = approvalColumns(context.db);
  const lifecycle = columns.has('payload');
  if (lifecycle) seedDemoApprovals(context);
  seedAccountHistories(context, random, orders, columns);
}

function seedAccountHistories(context: SeedContext, random: SeededRandom, orders: SeededOrder[], columns: Set<string>): void {
  const { db } = context;
  const insert = prepareInsert(db, 'approval_requests', [
    'group_id', 'public_id', 'kind', 'status', 'domain_id', 'domain_name', 'contact_id', 'order_id', 'approver_name', 'approver_email',
    'requested_by_user_id', 'requested_by_name', 'changes', 'payload', 'amount', 'currency', 'expires_at', 'decided_at', 'decision_comment',
    'created_at', 'updated_at', 'version',
  ].filter((column) => columns.has(column)));
  const newKinds = columns.has('payload');
  const contactsOf = db.prepare('SELECT registrant_contact_id, admin_contact_id FROM domains WHERE id = ?');
  const setContact = (column: 'registrant_contact_id' | 'admin_contact_id') => db.prepare(`UPDATE domains SET ${column} = ? WHERE id = ?`);
  const setRegistrant = setContact('registrant_contact_id');
  const setAdmin = setContact('admin_contact_id');

  for (const account of context.accounts) {
    if (account.fixture.kind === 'provider' || account.domains.length === 0 || account.contacts.length === 0) continue;
    const approver = approverOf(db, account.id);
    const contactsById = new Map(account.contacts.map((contact) => [contact.id, contact]));
    const awaiting = orders.filter((order) => order.accountId === account.id && order.status === 'awaiting_approval');
    const count = Math.max(6, Math.round(account.domains.length / 100)) + awaiting.length;
    for (let i = 0; i < count; i++) {
      const order = awaiting[i];
      const status: Status = order ? 'pending' : random.weighted([['pending', 0.4], ['approved', 0.32], ['rejected', 0.08], ['expired', 0.14], ['cancelled', 0.06]] as const);
      const kinds: readonly (readonly [ApprovalKind, number])[] = status === 'approved'
        ? [['registrant_change', 0.5], ['transfer_out', 0.2], ['contact_update', 0.2], ['ssl_approval', 0.1]]
        : [['registrant_change', 0.35], ['transfer_out', 0.15], ['contact_update', 0.2], ['ssl_approval', 0.1], ...(newKinds ? [['domain_deletion', 0.1], ['registry_unlock', 0.1]] as const : [])];
      const kind: ApprovalKind = order ? 'order' : random.weighted(kinds);
      const domain = random.pick(account.domains);
      const contact = random.pick(account.contacts);
      const user: SeededUser | undefined = account.users.length > 0 ? random.pick(account.users) : undefined;
      const createdAt = status === 'pending' ? addMinutes(context.startedAt, -random.int(5, 47 * 60)) : addDays(context.now, -random.int(8, 500));
      const expiresAt = new Date(Date.parse(createdAt) + approvalLifetimeSeconds * 1000).toISOString();
      const decided = status === 'approved' || status === 'rejected' || status === 'cancelled';
      const current = contactsOf.get(domain.id) as unknown as DomainContacts | undefined;
      let changes: Record<string, { before: unknown; after: unknown }>;
      let payload: Record<string, unknown> = {};
      if (kind === 'registrant_change') {
        changes = { registrant: { before: contactLabel(contactsById.get(current?.registrant_contact_id ?? 0)), after: contactLabel(contact) } };
        payload = { contacts: { registrant_contact_id: contact.id } };
        if (status === 'approved') setRegistrant.run(contact.id, domain.id);
      } else if (kind === 'contact_update') {
        changes = { admin: { before: contactLabel(contactsById.get(current?.admin_contact_id ?? 0)), after: contactLabel(contact) } };
        payload = { contacts: { admin_contact_id: contact.id } };
        if (status === 'approved') setAdmin.run(contact.id, domain.id);
      } else if (kind === 'transfer_out') {
        changes = { registrar: { before: 'Meridian Domain Services', after: random.pick(['Bluewave Registrar Ltd', 'NameHarbor Inc.', 'Registro Sur S.A.']) } };
      } else if (kind === 'order' && order) {
        changes = { order: { before: null, after: `${order.reference}: ${order.description} (${moneyText(order.amount, order.currency)})` } };
      } else if (kind === 'domain_deletion') {
        const reason = random.pick(['Brand retired', 'Campaign ended', 'Duplicate of the .com']);
        changes = { status: { before: 'active', after: 'deleted' }, reason: { before: null, after: reason } };
        payload = { reason };
      } else if (kind === 'registry_unlock') {
        changes = { registry_lock: { before: 'locked', after: 'unlocked' } };
        payload = { registry_lock: false };
      } else {
        changes = { certificate: { before: null, after: `www.${domain.name}` } };
      }
      insert({
        group_id: account.id,
        public_id: newPublicId(),
        kind,
        status,
        domain_id: order?.domainId ?? domain.id,
        domain_name: order ? order.domainName : domain.name,
        contact_id: kind === 'contact_update' || kind === 'registrant_change' ? contact.id : null,
        order_id: order?.id ?? null,
        approver_name: approver.name,
        approver_email: approver.email,
        requested_by_user_id: user?.id ?? null,
        requested_by_name: user?.name ?? null,
        changes,
        payload,
        amount: order ? order.amount : null,
        currency: order ? order.currency : null,
        expires_at: expiresAt,
        decided_at: decided ? addHours(createdAt, random.int(1, 70)) : null,
        decision_comment: status === 'rejected' ? 'Not authorised by legal.' : status === 'approved' && random.chance(0.3) ? 'Approved as discussed.' : null,
        created_at: createdAt,
        updated_at: decided ? addHours(createdAt, 71) : status === 'expired' ? expiresAt : createdAt,
        version: status === 'pending' ? 1 : 2,
      });
    }
  }
}

/** An active domain of the account with no pending request, the unlocked ones first (or the locked ones, for an unlock). */
function demoDomain(db: DatabaseSync, account: SeededAccount, condition: string, locked = false): { id: number; name: string; registrant_contact_id: number | null; registry_lock: number } {
  const row = db
    .prepare(`SELECT d.id, d.name, d.registrant_contact_id, d.registry_lock FROM domains d JOIN tlds t ON t.id = d.tld_id
      WHERE d.group_id = ? AND d.status = 'active' AND ${condition}
        AND NOT EXISTS (SELECT 1 FROM approval_requests a WHERE a.domain_id = d.id AND a.status = 'pending')
      ORDER BY d.registry_lock ${locked ? 'DESC' : 'ASC'}, d.id LIMIT 1`)
    .get(account.id);
  if (!row) throw new Error(`the demo account has no domain where ${condition}`);
  return { id: Number(row.id), name: String(row.name), registrant_contact_id: row.registrant_contact_id === null ? null : Number(row.registrant_contact_id), registry_lock: Number(row.registry_lock) };
}

function seedDemoApprovals(context: SeedContext): void {
  const { db } = context;
  const account = context.accounts.find((entry) => entry.fixture.key === demoCustomerKey);
  const admin = account?.users.find((user) => user.username === 'admin');
  if (!account || !admin || account.contacts.length < 2) return;
  const audit = createAuditTrail(db);
  const at = (now: string): ApprovalDeps & DecisionDeps => ({ db, audit, now, ip: '127.0.0.1', requestId: 'seed', portalUrl: context.portalUrl });
  const requestedBy = { id: admin.id, username: admin.username, name: admin.name };
  const contacts = new Map(account.contacts.map((contact) => [contact.id, contact]));
  // Each request on its own domain, so every one reads as it happened.
  const used: number[] = [];
  const fresh = () => (used.length > 0 ? `d.id NOT IN (${used.join(', ')})` : '1 = 1');
  const registrantChange = (now: string) => {
    const domain = demoDomain(db, account, fresh());
    used.push(domain.id);
    const next = account.contacts.find((contact) => contact.id !== domain.registrant_contact_id)!;
    return requestApproval(at(now), {
      groupId: account.id, kind: 'registrant_change', domainId: domain.id, domainName: domain.name, contactId: next.id,
      changes: { registrant: { before: contactLabel(contacts.get(domain.registrant_contact_id ?? 0)), after: contactLabel(next) } },
      payload: { contacts: { registrant_contact_id: next.id } },
      requestedBy,
    });
  };
  const start = context.startedAt;

  // Expired: asked four days before the demo started, never decided.
  const expired = registrantChange(addDays(start, -4));
  const expiredRow = approvalById(db, expired.id);
  if (expiredRow) endApproval(at(expired.expires_at), systemActor, expiredRow, 'expired', null);

  // Approved two days ago, half a day after it was asked: the registrant changed.
  const approved = registrantChange(addDays(start, -2.5));
  const approvedRow = approvalById(db, approved.id);
  if (approvedRow) endApproval(at(addDays(start, -2)), approverActor(approvedRow), approvedRow, 'approved', 'Approved as agreed with legal.');

  // Pending, asked as the demo started: the links in the two newest mails work right away.
  registrantChange(addMinutes(start, -3));
  const locked = demoDomain(db, account, `t.registry_lock_supported = 1 AND ${fresh()}`, true);
  if (locked.registry_lock !== 1) db.prepare('UPDATE domains SET registry_lock = 1 WHERE id = ?').run(locked.id);
  requestApproval(at(addMinutes(start, -1)), {
    groupId: account.id, kind: 'registry_unlock', domainId: locked.id, domainName: locked.name,
    changes: { registry_lock: { before: 'locked', after: 'unlocked' } }, payload: { registry_lock: false },
    requestedBy,
  });
}
