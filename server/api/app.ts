/**
 * Builds the reference API: a Fastify instance on the SQLite database (opened and migrated
 * here; seeding is main.ts's job): sign-in, the group-scoped resources of every declaration,
 * audit and authentication logs, saved filters, platform calls, public approvals, redirects
 * and the OpenAPI document, all route modules sharing one ApiContext.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { apiConfigFromEnv, type ApiConfig } from './api-config.ts';
import type { ApiContext } from './api-context.ts';
import { systemClock, type Clock } from './clock.ts';
import { openDatabase } from './db/open-database.ts';
import { migrate } from './db/migrate.ts';
import { createWriteLease } from './db/write-lease.ts';
import { installAnswerCheck } from './http/answer-check.ts';
import { createAttemptLimiter } from './auth/attempt-limiter.ts';
import { createUsageThrottle } from './auth/usage-throttle.ts';
import { createAuthenticationLog } from './auth/authentication-log.ts';
import { createAuthenticate } from './auth/authenticate.ts';
import { createSessionStore } from './auth/session-store.ts';
import { createTotpVerifier } from './auth/totp-verifier.ts';
import { createUserStore } from './auth/user-store.ts';
import { createSsoProvider } from './sso/sso-provider.ts';
import { pruneExpiredPayloads } from './sso/sqlite-adapter.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installResponseHeaders, exposedHeaders } from './http/response-headers.ts';
import { createIdempotentWrite, idempotencyKeyHeader } from './http/idempotency.ts';
import { acceptEmptyJsonBodies } from './http/json-body.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerLoginRoutes } from './routes/login.ts';
import { registerTwoFactorRoutes } from './routes/two-factor-codes.ts';
import { registerRefreshRoutes } from './routes/refresh.ts';
import { registerLogoutRoutes } from './routes/logout.ts';
import { registerProfileRoutes } from './routes/profile.ts';
import { registerPasswordResetRoutes } from './routes/password-resets.ts';
import { registerLoginSsoRoutes } from './routes/login-sso.ts';
import { registerSsoProviderRoutes } from './routes/sso-provider.ts';
import { createResourceServices } from './resources/resource-services.ts';
import { registerGroupResourceRoutes } from './routes/group-resources.ts';
import { registerAuditLogRoutes } from './routes/audit-log.ts';
import { registerSavedFilterRoutes } from './routes/saved-filters.ts';
import { registerTrayRoutes } from './routes/tray-items.ts';
import { registerPlatformCallRoutes } from './routes/platform-calls.ts';
import { registerApprovalRoutes } from './routes/approvals.ts';
import { registerApprovalRequestRoutes } from './routes/approval-requests.ts';
import { registerDomainChangeRoutes } from './routes/domain-changes.ts';
import { registerDomainCheckRoutes } from './routes/domain-checks.ts';
import { registerDomainOrderRoutes } from './routes/domain-orders.ts';
import { registerDomainAdditionRoutes } from './routes/domain-additions.ts';
import { registerRedirectRoutes } from './routes/redirects.ts';
import { registerGapAnalysisRoutes } from './routes/gap-analysis.ts';
import { registerDnsStatisticsRoutes } from './routes/dns-statistics.ts';
import { registerOpenApiRoutes } from './routes/openapi.ts';
import { registerDnsZoneRoutes } from './routes/dns-zones.ts';
import { registerDnssecRoutes } from './routes/dnssec.ts';
import { registerJobRoutes } from './routes/jobs.ts';
import { registerReportRoutes } from './routes/reports.ts';
import { registerDashboardRoutes } from './routes/dashboard.ts';
import { registerProfileSecurityRoutes } from './routes/profile-security.ts';
import { registerWatchInsightRoutes } from './routes/watch-insights.ts';
import { registerIntelligenceFocusRoutes } from './routes/intelligence-focus.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import type { JobCatalogue } from './jobs/job-catalogue.ts';

export interface ApiServerOptions {
  /** Defaults to DATABASE_PATH, else data/portal.sqlite. */
  databasePath?: string;
  env?: Record<string, string | undefined>;
  /** Overrides of the settings read from env (token lifetimes, throttling, origins …). */
  config?: Partial<ApiConfig>;
  clock?: Clock;
  logger?: boolean;
  /** Where bulk jobs find their actions (tests); the catalogue of server/api/jobs/actions by default. */
  jobCatalogue?: JobCatalogue;
}

const pruneIntervalMs = 10 * 60 * 1000;

export function buildApiServer(options: ApiServerOptions = {}): FastifyInstance {
  const fromEnv = apiConfigFromEnv(options.env ?? process.env);
  const config: ApiConfig = { ...fromEnv, ...options.config, databasePath: options.databasePath ?? options.config?.databasePath ?? fromEnv.databasePath };
  const clock = options.clock ?? systemClock;
  const db = openDatabase(config.databasePath);
  migrate(db);

  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    ajv: { customOptions: { removeAdditional: false, allErrors: true } },
    bodyLimit: 1024 * 1024,
  });

  const users = createUserStore(db);
  const sessions = createSessionStore(db, clock, config);
  const isoNow = (offsetSeconds = 0) => new Date(clock() + offsetSeconds * 1000).toISOString();
  const authenticate = createAuthenticate(sessions);
  const writeLease = createWriteLease();
  const context: ApiContext = {
    db,
    config,
    clock,
    users,
    sessions,
    authLog: createAuthenticationLog(db, clock),
    loginLimiter: createAttemptLimiter({ maxFailures: config.loginMaxFailures, windowSeconds: config.loginWindowSeconds, clock }),
    twoFactorLimiter: createAttemptLimiter({ maxFailures: 5, windowSeconds: config.loginWindowSeconds, clock }),
    resetLimiter: createAttemptLimiter({ maxFailures: 5, windowSeconds: config.loginWindowSeconds, clock }),
    totp: createTotpVerifier(clock),
    sso: createSsoProvider({ db, config, users, logError: (error) => app.log.error(error) }),
    authenticate,
    idempotentWrite: createIdempotentWrite({ db, authenticate, isoNow }),
    isoNow,
    resources: createResourceServices(db, () => isoNow()),
    platformCallLimiter: createAttemptLimiter({ maxFailures: config.platformCallLimit, windowSeconds: config.platformCallWindowSeconds, clock }),
    domainCheckThrottle: createUsageThrottle(
      { perUser: config.domainCheckUserLimit, perAccount: config.domainCheckAccountLimit, windowSeconds: config.domainCheckWindowSeconds }, 'names checked', clock,
    ),
    domainAdditionThrottle: createUsageThrottle(
      { perUser: config.domainAdditionUserLimit, perAccount: config.domainAdditionAccountLimit, windowSeconds: config.domainAdditionWindowSeconds }, 'domain lines added', clock,
    ),
    writeLease,
  };

  // Bulk jobs (DESIGN.md section 13): one runner per process; tests reach it as app.jobRunner.
  const jobRunner = createJobRunner({
    db, clock, statements: context.resources.statements, audit: context.resources.audit, portalUrl: config.portalOrigins[0] ?? '',
    itemsPerSecond: config.jobItemsPerSecond, catalogue: options.jobCatalogue, logError: (error, message) => app.log.error(error, message),
    writerBusy: () => writeLease.held,
  });
  app.decorate('jobRunner', jobRunner);

  app.decorateRequest('auth', null);
  // A request that may write waits while a worker thread writes, instead of blocking every request on SQLite's lock.
  app.addHook('onRequest', async (request) => {
    if (writeLease.held && request.method !== 'GET' && request.method !== 'HEAD') await writeLease.whenFree();
  });
  installErrorHandling(app);
  if (config.strictAnswers) installAnswerCheck(app);
  installResponseHeaders(app, config.environmentName);
  acceptEmptyJsonBodies(app);

  registerSsoProviderRoutes(app, context);

  app.register(async (api) => {
    await api.register(cors, {
      origin: config.portalOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'accept', 'accept-language', idempotencyKeyHeader],
      exposedHeaders,
      credentials: false,
      maxAge: 600,
    });
    registerHealthRoutes(api, context);
    registerLoginRoutes(api, context);
    registerTwoFactorRoutes(api, context);
    registerRefreshRoutes(api, context);
    registerLogoutRoutes(api, context);
    registerProfileRoutes(api, context);
    registerProfileSecurityRoutes(api, context);
    registerPasswordResetRoutes(api, context);
    registerLoginSsoRoutes(api, context);
    registerAuditLogRoutes(api, context);
    registerSavedFilterRoutes(api, context);
    registerTrayRoutes(api, context);
    registerPlatformCallRoutes(api, context);
    registerGapAnalysisRoutes(api, context);
    registerDnsStatisticsRoutes(api, context);
    registerGroupResourceRoutes(api, context);
    registerDnsZoneRoutes(api, context);
    registerDnssecRoutes(api, context);
    registerJobRoutes(api, context, jobRunner, options.jobCatalogue);
    registerReportRoutes(api, context);
    registerDashboardRoutes(api, context);
    registerWatchInsightRoutes(api, context);
    registerIntelligenceFocusRoutes(api, context);
    registerApprovalRoutes(api, context);
    registerApprovalRequestRoutes(api, context);
    registerDomainChangeRoutes(api, context);
    registerDomainCheckRoutes(api, context);
    registerDomainOrderRoutes(api, context);
    registerDomainAdditionRoutes(api, context);
    registerRedirectRoutes(api, context);
    registerOpenApiRoutes(api, context);
  });

  const pruner = setInterval(() => {
    if (writeLease.held) return;
    sessions.pruneExpired();
    pruneExpiredPayloads(db, systemClock);
  }, pruneIntervalMs);
  pruner.unref();
  if (config.jobRunnerIntervalMs > 0) jobRunner.start(config.jobRunnerIntervalMs);
  else jobRunner.recover();
  app.addHook('onClose', async () => {
    clearInterval(pruner);
    jobRunner.stop();
    db.close();
  });
  return app;
}
