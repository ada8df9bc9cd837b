/**
 * Fills an empty, migrated database with the demo data, in one transaction. The data depends
 * only on the options: the same SEED_DOMAINS, seed and base date give the same rows — except
 * approval requests, whose public ids are real secrets (crypto random, never the seeded stream)
 * and whose pending ones count from the real start of the demo (startedAt).
 */
import type { DatabaseSync } from 'node:sqlite';
import { apiConfigFromEnv, defaultPortalOrigins } from '../../api-config.ts';
import { inTransaction } from '../in-transaction.ts';
import { hashPasswordSync } from '../../auth/password-hash.ts';
import { createSeededRandom } from './seeded-random.ts';
import { defaultSeedBaseDate } from './seed-time.ts';
import { defaultDemoPassword } from './demo-users.ts';
import type { SeedContext } from './seed-context.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedAccountApprovers, seedAccounts } from './seed-accounts.ts';
import { seedContacts } from './seed-contacts.ts';
import { seedDomains } from './seed-domains.ts';
import { seedQueryStatistics } from './seed-query-statistics.ts';
import { seedZoneBaselines } from './seed-zone-baselines.ts';
import { seedCertificates } from './seed-ssl.ts';
import { seedInvoicingSetup } from './seed-invoicing-setup.ts';
import { seedBlocks } from './seed-blocks.ts';
import { seedOrders } from './seed-orders.ts';
import { seedOrderItems } from './seed-order-items.ts';
import { seedTransactions } from './seed-transactions.ts';
import { seedWatches } from './seed-watch.ts';
import { seedIntelligence } from './seed-intelligence.ts';
import { seedActivity } from './seed-activity.ts';
import { seedLargeZone, type LargeZone } from './seed-large-zone.ts';

export const defaultSeedDomains = 3000;

export interface SeedOptions {
  domains?: number;
  password?: string;
  baseDate?: string;
  seed?: string;
  /** Records of the benchmark's large zone (SEED_LARGE_ZONE); none in the default demo. */
  largeZoneRecords?: number;
  /** The real start of the demo (default: the time of seeding); pending approval requests count from it. */
  startedAt?: string;
  /** The portal's origin for links in seeded mails (default: the first of PORTAL_ORIGINS' defaults). */
  portalUrl?: string;
}

export interface SeedSummary {
  accounts: number;
  users: number;
  contacts: number;
  domains: number;
  dnsRecords: number;
  certificates: number;
  orders: number;
  transactions: number;
  largeZone: LargeZone | null;
  durationMs: number;
}

export function isSeeded(db: DatabaseSync): boolean {
  return db.prepare('SELECT 1 FROM accounts LIMIT 1').get() !== undefined;
}

/** Reads SEED_DOMAINS, DEMO_PASSWORD, SEED_BASE_DATE and SEED_LARGE_ZONE. */
export function seedOptionsFromEnv(env: Record<string, string | undefined>): SeedOptions {
  const domains = env.SEED_DOMAINS ? Number(env.SEED_DOMAINS) : undefined;
  if (domains !== undefined && (!Number.isInteger(domains) || domains < 20)) {
    throw new Error(`SEED_DOMAINS must be a whole number of at least 20, not ${env.SEED_DOMAINS}`);
  }
  const largeZoneRecords = env.SEED_LARGE_ZONE ? Number(env.SEED_LARGE_ZONE) : undefined;
  if (largeZoneRecords !== undefined && (!Number.isInteger(largeZoneRecords) || largeZoneRecords < 100 || largeZoneRecords > 1_000_000)) {
    throw new Error(`SEED_LARGE_ZONE must be a whole number of records from 100 to 1000000, not ${env.SEED_LARGE_ZONE}`);
  }
  return {
    domains, password: env.DEMO_PASSWORD || undefined, baseDate: env.SEED_BASE_DATE || undefined, largeZoneRecords,
    portalUrl: apiConfigFromEnv(env).portalOrigins[0],
  };
}

export function seedDatabase(db: DatabaseSync, options: SeedOptions = {}): SeedSummary {
  const started = performance.now();
  const context: SeedContext = {
    db,
    random: createSeededRandom(options.seed ?? 'portal-demo-seed'),
    now: new Date(options.baseDate ?? defaultSeedBaseDate).toISOString(),
    startedAt: new Date(options.startedAt ?? Date.now()).toISOString(),
    portalUrl: options.portalUrl ?? defaultPortalOrigins[0] ?? '',
    domainCount: options.domains ?? defaultSeedDomains,
    passwordHash: hashPasswordSync(options.password ?? defaultDemoPassword),
    accounts: [],
    tlds: new Map(),
    domainProducts: new Map(),
    products: [],
    registrarTemplateIds: [],
    intelligenceModuleIds: new Map(),
  };

  let counts = { certificates: 0, orders: 0, transactions: 0 };
  let largeZone: LargeZone | null = null;
  inTransaction(db, () => {
    seedCatalogue(context);
    seedAccounts(context);
    seedContacts(context);
    seedAccountApprovers(context);
    seedDomains(context);
    seedQueryStatistics(context);
    const certificates = seedCertificates(context);
    seedInvoicingSetup(context);
    const blocks = seedBlocks(context);
    const orders = seedOrders(context, certificates, blocks);
    seedOrderItems(context, orders);
    const transactions = seedTransactions(context, orders);
    seedWatches(context);
    seedIntelligence(context);
    seedActivity(context);
    if (options.largeZoneRecords) largeZone = seedLargeZone(context, options.largeZoneRecords);
    seedZoneBaselines(context);
    counts = { certificates: certificates.length, orders: orders.length, transactions };
  });
  db.exec('ANALYZE');

  const count = (table: string) => Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n ?? 0);
  return {
    accounts: context.accounts.length,
    users: count('users'),
    contacts: count('contacts'),
    domains: count('domains'),
    dnsRecords: count('dns_records'),
    ...counts,
    largeZone,
    durationMs: Math.round(performance.now() - started),
  };
}
