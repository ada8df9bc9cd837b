/** The reference API's settings, read from the environment with development defaults. */
import { fileURLToPath } from 'node:url';
import { defaultSavedFilterLimit } from '../../src/lib/contracts/saved-filter-contracts.ts';
import { domainAdditionBudget, domainCheckBudget } from '../../src/lib/contracts/domain-shapes.ts';

export interface ApiConfig {
  port: number;
  host: string;
  databasePath: string;
  /** Origins of the portal: CORS, SSO redirect addresses, links in mails (the first one). */
  portalOrigins: string[];
  environmentName: string;
  /** The OpenID Connect issuer; served under /oidc on this port. */
  issuer: string;
  accessTokenTtlSeconds: number;
  twoFactorTokenTtlSeconds: number;
  /** Lifetime of a sign-in session (a refresh-token family); spec section 9 treats tokens as 12-hour. */
  sessionTtlSeconds: number;
  passwordResetTtlSeconds: number;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** Platform calls a user may make per window (PLATFORM_CALL_LIMIT, PLATFORM_CALL_WINDOW_SECONDS). */
  platformCallLimit: number;
  platformCallWindowSeconds: number;
  /** Names an availability check may ask about per user and per account in a window (DOMAIN_CHECK_*). */
  domainCheckUserLimit: number;
  domainCheckAccountLimit: number;
  domainCheckWindowSeconds: number;
  /** Lines domain additions may judge per user and per account in a window (DOMAIN_ADDITION_*). */
  domainAdditionUserLimit: number;
  domainAdditionAccountLimit: number;
  domainAdditionWindowSeconds: number;
  /** Saved filters a user may keep (SAVED_FILTER_LIMIT). */
  savedFilterLimit: number;
  /** Bulk-job items run per account in any second (JOB_ITEMS_PER_SECOND; DESIGN.md section 13, bulk jobs). */
  jobItemsPerSecond: number;
  /** How often the job runner looks for due items (JOB_RUNNER_INTERVAL_MS); 0: never by itself (tests call runDue). */
  jobRunnerIntervalMs: number;
  /** STRICT_ANSWERS=1 (the tests): an answer its contract would write differently (a field it does not name) is a 500 naming the field, not a field dropped. */
  strictAnswers: boolean;
  logLevel: string;
}

export const defaultApiPort = 4322;
// Budgets of cheap-to-ask work (DESIGN.md section 9): names checked and domain lines added, saved
// filters kept. Their routes' contracts document them (domain-shapes.ts, saved-filter-contracts.ts): one home each.
export { defaultSavedFilterLimit };
export const defaultPortalOrigins = ['http://localhost:4321', 'http://localhost:4380'];
export const defaultDatabasePath = fileURLToPath(new URL('../../data/portal.sqlite', import.meta.url));

type Env = Record<string, string | undefined>;

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

export function apiConfigFromEnv(env: Env = process.env): ApiConfig {
  const port = positiveNumber(env, 'API_PORT', defaultApiPort);
  const origins = (env.PORTAL_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    port,
    host: env.API_HOST || '127.0.0.1',
    databasePath: env.DATABASE_PATH || defaultDatabasePath,
    portalOrigins: origins.length > 0 ? origins : defaultPortalOrigins,
    environmentName: env.ENVIRONMENT_NAME || 'development',
    issuer: env.OIDC_ISSUER || `http://localhost:${port}/oidc`,
    accessTokenTtlSeconds: positiveNumber(env, 'ACCESS_TOKEN_TTL_SECONDS', 300),
    twoFactorTokenTtlSeconds: positiveNumber(env, 'TWO_FACTOR_TOKEN_TTL_SECONDS', 300),
    sessionTtlSeconds: positiveNumber(env, 'SESSION_TTL_SECONDS', 12 * 3600),
    passwordResetTtlSeconds: positiveNumber(env, 'PASSWORD_RESET_TTL_SECONDS', 3600),
    loginMaxFailures: positiveNumber(env, 'LOGIN_MAX_FAILURES', 5),
    loginWindowSeconds: positiveNumber(env, 'LOGIN_WINDOW_SECONDS', 900),
    platformCallLimit: positiveNumber(env, 'PLATFORM_CALL_LIMIT', 10),
    platformCallWindowSeconds: positiveNumber(env, 'PLATFORM_CALL_WINDOW_SECONDS', 60),
    domainCheckUserLimit: positiveNumber(env, 'DOMAIN_CHECK_USER_LIMIT', domainCheckBudget.perUser),
    domainCheckAccountLimit: positiveNumber(env, 'DOMAIN_CHECK_ACCOUNT_LIMIT', domainCheckBudget.perAccount),
    domainCheckWindowSeconds: positiveNumber(env, 'DOMAIN_CHECK_WINDOW_SECONDS', domainCheckBudget.windowSeconds),
    domainAdditionUserLimit: positiveNumber(env, 'DOMAIN_ADDITION_USER_LIMIT', domainAdditionBudget.perUser),
    domainAdditionAccountLimit: positiveNumber(env, 'DOMAIN_ADDITION_ACCOUNT_LIMIT', domainAdditionBudget.perAccount),
    domainAdditionWindowSeconds: positiveNumber(env, 'DOMAIN_ADDITION_WINDOW_SECONDS', domainAdditionBudget.windowSeconds),
    savedFilterLimit: positiveNumber(env, 'SAVED_FILTER_LIMIT', defaultSavedFilterLimit),
    jobItemsPerSecond: positiveNumber(env, 'JOB_ITEMS_PER_SECOND', 20),
    jobRunnerIntervalMs: env.JOB_RUNNER_INTERVAL_MS === '0' ? 0 : positiveNumber(env, 'JOB_RUNNER_INTERVAL_MS', 100),
    strictAnswers: env.STRICT_ANSWERS === '1',
    logLevel: env.LOG_LEVEL || 'warn',
  };
}
