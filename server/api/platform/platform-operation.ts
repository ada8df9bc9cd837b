/**
 * A named platform operation (`registrar.domain.info` …) as POST /groups/{context}/platform_calls
 * runs it. An operation that ran but could not do what was asked (a TLD without registry
 * lock …) answers `status: 'failure'` with a non-200 code, which the portal shows in red.
 * Its message is said in the reader's language (`context.locale`, platform-messages.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { AuditTrail } from '../resources/audit-trail.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import type { StatementCache } from '../resources/statement-cache.ts';

export interface PlatformResult {
  status: 'success' | 'failure';
  result: { actionResult: boolean; message: string; code: number; result: unknown };
}

export interface PlatformCallContext {
  db: DatabaseSync;
  statements: StatementCache;
  audit: AuditTrail;
  scope: GroupScope;
  /** The operation's fields (the body without `operation`), already checked against its schema. */
  fields: Readonly<Record<string, unknown>>;
  now: string;
  ip: string;
  requestId: string;
  /** The portal's origin, for the links of mails an operation sends (an approval request's). */
  portalUrl: string;
  /** The reader's language (Accept-Language, e.g. `ja` or `ja-JP`): the message is said in it (platform-messages.ts). */
  locale: string;
  /** A bulk job's item running the operation: its intent (job_items.intent_id), which a charge names (one charge per intent). */
  jobIntentId?: number;
}

export interface PlatformOperation {
  name: string;
  /** The permission the caller needs. */
  permission: string;
  /** JSON Schema of the fields. */
  fields: Record<string, unknown>;
  run(context: PlatformCallContext): PlatformResult;
}

export function succeeded(message: string, result: unknown): PlatformResult {
  return { status: 'success', result: { actionResult: true, message, code: 200, result } };
}

export function failed(code: number, message: string, result: unknown = null): PlatformResult {
  return { status: 'failure', result: { actionResult: true, message, code, result } };
}

/**
 * An operation that cannot even start (a domain managed at another registrar): thrown where the
 * domain is looked up, answered by the route as the operation's own failure, with nothing changed.
 */
export class PlatformRefusal extends Error {
  readonly result: PlatformResult;

  constructor(result: PlatformResult) {
    super(result.result.message);
    this.result = result;
  }
}
