/**
 * What every route module receives: the database, settings, clock, the stores and the
 * authenticate hook. Stage-2 modules (group resources, lists, audit, platform calls) take the
 * same context.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ApiConfig } from './api-config.ts';
import type { Clock } from './clock.ts';
import type { WriteLease } from './db/write-lease.ts';
import type { AttemptLimiter } from './auth/attempt-limiter.ts';
import type { UsageThrottle } from './auth/usage-throttle.ts';
import type { AuthenticationLog } from './auth/authentication-log.ts';
import type { RequestHook } from './auth/authenticate.ts';
import type { SessionStore } from './auth/session-store.ts';
import type { TotpVerifier } from './auth/totp-verifier.ts';
import type { UserStore } from './auth/user-store.ts';
import type { SsoProvider } from './sso/sso-provider.ts';
import type { ResourceServices } from './resources/resource-services.ts';
import type { IdempotentWrite } from './http/idempotency.ts';

export interface ApiContext {
  db: DatabaseSync;
  config: ApiConfig;
  clock: Clock;
  users: UserStore;
  sessions: SessionStore;
  authLog: AuthenticationLog;
  /** Failed sign-in attempts per username + IP (password login and the provider's form). */
  loginLimiter: AttemptLimiter;
  /** Failed two-factor codes per user, and password-reset requests per IP + identifier. */
  twoFactorLimiter: AttemptLimiter;
  resetLimiter: AttemptLimiter;
  totp: TotpVerifier;
  sso: SsoProvider;
  /** preHandler: requires a full access token and sets request.auth. */
  authenticate: RequestHook;
  /** Route options of a write that starts work or charges: authenticate, then the Idempotency-Key check and its stored answer (http/idempotency.ts). */
  idempotentWrite: IdempotentWrite;
  /** The current time as an ISO string, offset by some seconds. */
  isoNow(offsetSeconds?: number): string;
  /** Declared resources bound to tables, the generic store, and the account scope check. */
  resources: ResourceServices;
  /** Platform calls per user in a sliding window (each call counts as an attempt). */
  platformCallLimiter: AttemptLimiter;
  /** Names checked for availability, per user and per account in a sliding window. */
  domainCheckThrottle: UsageThrottle;
  /** Lines of domain additions judged, per user and per account in a sliding window. */
  domainAdditionThrottle: UsageThrottle;
  /** Held while a worker thread writes to the database: the request thread's writers wait for it (db/write-lease.ts). */
  writeLease: WriteLease;
}
