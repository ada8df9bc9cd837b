/**
 * What the public approval page shows (DESIGN.md section 13; spec sections 6 and 8), worked out
 * from the API's answer or its refusal: a request still open for a decision, one decided (by
 * this reader just now, or before), one withdrawn, an expired link, an unknown one. The API's
 * 404s under approvals reach the page (they never show the error screen) and say which of the
 * last two it is by their code. Pure.
 */
import { HttpError } from '~/lib/data/errors';

/** A request as the public page reads it, whatever optional parts the API's answer has. */
export interface PublicApproval {
  kind: string;
  status: string;
  account: string | null;
  domain: string | null;
  requester: string | null;
  changes: unknown;
  /** In the currency's minor units. */
  amount: number | null;
  currency: string | null;
  requestedAt: string | null;
  expiresAt: string | null;
  decidedAt: string | null;
  comment: string | null;
  /** What deciding did, in the answer to a decision: whether the change was made, and the API's sentence about it. */
  outcome: { applied: boolean; message: string } | null;
}

export type ApprovalView =
  | { state: 'open'; approval: PublicApproval }
  | { state: 'decided'; approval: PublicApproval; byReader: boolean }
  | { state: 'cancelled'; approval: PublicApproval }
  | { state: 'expired' }
  | { state: 'unknown' };

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function outcomeOf(value: unknown): PublicApproval['outcome'] {
  return isPlain(value) && typeof value.applied === 'boolean' ? { applied: value.applied, message: text(value.message) ?? '' } : null;
}

/** The answer of GET or POST /approvals/{publicId} (approvalContracts.show and .decide in src/lib/contracts), read whatever it holds. */
export function readApproval(answer: unknown): PublicApproval {
  const record = isPlain(answer) ? answer : {};
  const by = record.requested_by;
  const amount = typeof record.amount === 'number' ? record.amount : null;
  const currency = text(record.currency);
  return {
    kind: text(record.kind) ?? '',
    status: text(record.status) ?? 'pending',
    account: isPlain(record.account) ? text(record.account.name) : null,
    domain: text(record.domain_name),
    requester: (isPlain(by) ? text(by.name) : null) ?? text(record.requested_by_name),
    changes: record.changes ?? {},
    // A cost needs both: an amount without its currency cannot be written.
    amount: currency === null ? null : amount,
    currency: amount === null ? null : currency,
    requestedAt: text(record.requested_at),
    expiresAt: text(record.expires_at),
    decidedAt: text(record.decided_at),
    comment: text(record.decision_comment),
    outcome: outcomeOf(record.outcome),
  };
}

/** The page for an answer; `byReader` when the answer is the one to this reader's own decision. */
export function viewOfAnswer(answer: unknown, byReader = false): ApprovalView {
  const approval = readApproval(answer);
  switch (approval.status) {
    case 'pending':
      return { state: 'open', approval };
    case 'expired':
      return { state: 'expired' };
    case 'cancelled':
      return { state: 'cancelled', approval };
    default:
      return { state: 'decided', approval, byReader };
  }
}

function codeOf(error: HttpError): string | undefined {
  return isPlain(error.body) && typeof error.body.code === 'string' ? error.body.code : undefined;
}

/** An expired or unknown link, from the API's 404; undefined for any other failure (the kit's error state says those). */
export function viewOfFailure(error: unknown): { state: 'expired' } | { state: 'unknown' } | undefined {
  if (!(error instanceof HttpError) || error.status !== 404) return undefined;
  return codeOf(error) === 'approval_expired' ? { state: 'expired' } : { state: 'unknown' };
}

/** A decision refused because the request was decided meanwhile (409 already_decided): the page asks again to show that decision. */
export function isAlreadyDecided(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409;
}

/** The public id in the page's address (`/approvals/{id}`); undefined for the shell or any other path. */
export function publicIdOf(pathname: string): string | undefined {
  const match = /^\/approvals\/([^/]+)\/?$/.exec(pathname);
  if (!match || match[1] === '_') return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}
