/**
 * Changes to many domains at once, answered per domain (DESIGN.md section 13):
 *
 * POST /groups/{context}/domain_deletions { domain_ids, reason, dry_run? } — a deletion is
 * material: each deletable domain gets its own `domain_deletion` approval request (nothing is
 * deleted before the approver approves). Each row says what the deletion means: the redemption
 * period (0 within the add grace period) and the refund, if any. With dry_run nothing is asked.
 *
 * POST /groups/{context}/domain_contact_changes { domain_ids, contacts } — admin, technical and
 * billing contacts change at once; a registrant change is material and becomes a
 * `registrant_change` approval request (the registrant stays until it is approved).
 *
 * manage-domains; domains outside the caller's scope read as unknown (refused, not_found). Both
 * take an Idempotency-Key (http/idempotency.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import type { AnswerOf } from '../../../src/lib/contracts/api-contract.ts';
import { approvalContracts } from '../../../src/lib/contracts/approval-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { moneyText } from '../approvals/approval-text.ts';
import { deletableStatuses, deletionTerms } from '../approvals/domain-deletion-terms.ts';
import { requestApproval, type ApprovalDeps } from '../approvals/request-approval.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { ApiError } from '../http/api-error.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess } from '../http/request-access.ts';
import { inScope, type GroupScope } from '../resources/group-scope.ts';
import { forbidden } from '../resources/resource-access.ts';
import { changeDomainContacts } from '../domains/change-domain-contacts.ts';
import { readDomainState, type DomainState } from '../domains/domain-state.ts';

export type DeletionResult = AnswerOf<typeof approvalContracts.deleteDomains>['data'][number];
export type ContactChangeResult = AnswerOf<typeof approvalContracts.changeDomainContacts>['data'][number];

/** Why a domain is refused: a stable key and the English sentence. */
type Refusal<Row extends { reason_key?: string; reason?: string }> = Required<Pick<Row, 'reason_key' | 'reason'>>;

function findDomain(db: DatabaseSync, scope: GroupScope, id: number): DomainState | undefined {
  const row = readDomainState(db, id);
  return row && inScope(scope, row.group_id) ? row : undefined;
}

function pendingApproval(db: DatabaseSync, domainId: number, kind: string): { id: number; expires_at: string } | undefined {
  const row = db.prepare("SELECT id, expires_at FROM approval_requests WHERE domain_id = ? AND kind = ? AND status = 'pending' ORDER BY id DESC LIMIT 1").get(domainId, kind);
  return row ? { id: Number(row.id), expires_at: String(row.expires_at) } : undefined;
}

const notFoundRefusal = { reason_key: 'not_found', reason: 'No such domain in this account.' } as const;

function statusText(status: string): string {
  return status.replaceAll('_', ' ');
}

export function registerDomainChangeRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const { scopeOf, audit } = context.resources;
  const portalUrl = context.config.portalOrigins[0] ?? '';

  // Signed in, then the Idempotency-Key's check (http/idempotency.ts: a repeat is answered as the first was), then manage-domains: all before the body is checked (http/contract-routes.ts).
  const managing = requestAccess((request, params) => {
    const scope = scopeOf(request, params.context);
    if (!scope.auth.can('manage-domains')) throw forbidden('manage-domains');
    return scope;
  });
  const keyed = context.idempotentWrite.keyed(managing.hook);
  const acting = (request: FastifyRequest) => {
    const scope = managing.of(request);
    const user = scope.auth.user;
    const deps: ApprovalDeps = { db, audit, now: context.isoNow(), ip: request.ip, requestId: String(request.id), portalUrl };
    return { scope, deps, requestedBy: { id: user.id, username: user.username, name: user.name } };
  };
  const auditDomain = (deps: ApprovalDeps, requestedBy: { id: number; username: string }, domain: DomainState, action: string, before: unknown, after: unknown) => {
    audit({
      groupId: domain.group_id, userId: requestedBy.id, username: requestedBy.username, area: 'domains', resourceType: 'domain', resourceId: domain.id,
      resourceName: domain.name, action, before, after, ip: deps.ip, requestId: deps.requestId, at: deps.now,
    });
  };

  routeByContract(app, approvalContracts.deleteDomains).handle(keyed, async (request) => {
    const { scope, deps, requestedBy } = acting(request);
    const dryRun = request.body.dry_run === true;
    const reason = request.body.reason?.trim() ?? '';
    if (!dryRun && reason === '') {
      throw new ApiError(400, 'reason_required', 'Say why the domains are deleted: the approver reads it.', { details: { field: 'reason' } });
    }
    const seen = new Set<number>();
    const run = () => request.body.domain_ids.map((id): DeletionResult => {
      const domain = findDomain(db, scope, id);
      const refused = (refusal: Refusal<DeletionResult>, extra: Partial<DeletionResult> = {}): DeletionResult => ({
        domain_id: id, name: domain?.name ?? null, outcome: 'refused', ...refusal, redemption_days: 0, refund: null, ...extra,
      });
      if (seen.has(id)) return refused({ reason_key: 'duplicate', reason: 'This domain is already in the list.' });
      seen.add(id);
      if (!domain) return refused(notFoundRefusal);
      if (domain.external === 1) return refused({ reason_key: 'external', reason: `${domain.name} is managed at another registrar; delete it there.` });
      if (!deletableStatuses.includes(domain.status)) return refused({ reason_key: 'status', reason: `${domain.name} is ${statusText(domain.status)} and cannot be deleted.` });
      if (domain.registry_lock === 1) return refused({ reason_key: 'registry_locked', reason: `${domain.name} is locked at the registry; unlock it first.` });
      const waiting = pendingApproval(db, domain.id, 'domain_deletion');
      if (waiting) return refused({ reason_key: 'approval_pending', reason: `The deletion of ${domain.name} already waits for approval.` }, { approval: waiting });
      const terms = deletionTerms(db, domain, deps.now);
      const result: DeletionResult = { domain_id: id, name: domain.name, outcome: 'approval', redemption_days: terms.redemption_days, refund: terms.refund };
      if (dryRun) return result;
      const approval = requestApproval(deps, {
        groupId: domain.group_id, kind: 'domain_deletion', domainId: domain.id, domainName: domain.name,
        changes: {
          status: { before: statusText(domain.status), after: 'deleted' },
          reason: { before: null, after: reason },
          redemption: { before: null, after: terms.redemption_days > 0 ? `restorable for ${terms.redemption_days} days` : 'deleted at once (add grace period)' },
          ...(terms.refund ? { refund: { before: null, after: moneyText(terms.refund.amount, terms.refund.currency) } } : {}),
        },
        payload: { reason, redemption_days: terms.redemption_days, refund: terms.refund },
        requestedBy,
      });
      auditDomain(deps, requestedBy, domain, 'delete_requested', { status: domain.status }, { status: domain.status, reason, approval_request_id: approval.id });
      return { ...result, approval: { id: approval.id, expires_at: approval.expires_at } };
    });
    return { data: dryRun ? run() : inTransaction(db, run) };
  });

  routeByContract(app, approvalContracts.changeDomainContacts).handle(keyed, async (request) => {
    const { scope, deps, requestedBy } = acting(request);
    const wanted = request.body.contacts;
    const seen = new Set<number>();
    const results = inTransaction(db, () => request.body.domain_ids.map((id): ContactChangeResult => {
      const domain = findDomain(db, scope, id);
      const refused = (refusal: Refusal<ContactChangeResult>): ContactChangeResult => ({ domain_id: id, name: domain?.name ?? null, outcome: 'refused', applied: [], ...refusal });
      if (seen.has(id)) return refused({ reason_key: 'duplicate', reason: 'This domain is already in the list.' });
      seen.add(id);
      if (!domain) return refused(notFoundRefusal);
      const changed = changeDomainContacts({ ...deps, requestedBy }, domain, wanted);
      if (changed.outcome === 'refused') return refused({ reason_key: changed.reason_key, reason: changed.reason });
      // The roles changed at once are never the registrant's (domains/change-domain-contacts.ts, directRoles).
      return { domain_id: id, name: domain.name, ...changed, applied: changed.applied as ContactChangeResult['applied'] };
    }));
    return { data: results };
  });
}
