/** What the seed steps share: the database, the random source, the fixed "now", and the ids made so far. */
import type { DatabaseSync } from 'node:sqlite';
import type { SeededRandom } from './seeded-random.ts';
import type { AccountFixture } from './fixtures/account-catalogue.ts';
import type { TldFixture } from './fixtures/tld-catalogue.ts';

export interface SeededUser {
  id: number;
  username: string;
  name: string;
  email: string;
}

export interface SeededContact {
  id: number;
  name: string;
  organisation: string | null;
  email: string;
  countryCode: string;
}

export interface SeededDomain {
  id: number;
  name: string;
  tld: string;
  status: string;
  registeredAt: string;
  expiresAt: string;
  zoneId: number | null;
}

export interface SeededAccount {
  id: string;
  fixture: AccountFixture;
  users: SeededUser[];
  contacts: SeededContact[];
  domains: SeededDomain[];
  organisationIds: number[];
  billingEntityIds: number[];
  pricingEntityId: number | null;
}

export interface SeededTld {
  id: number;
  fixture: TldFixture;
}

export interface SeededProduct {
  id: number;
  code: string;
  kind: string;
  name: string;
  /** Base list price in euro cents per period. */
  basePriceCents: number;
  issuer?: string;
  validationLevel?: 'DV' | 'OV' | 'EV';
  wildcard?: boolean;
  blockKind?: string;
  provider?: string;
}

export interface SeedContext {
  db: DatabaseSync;
  random: SeededRandom;
  now: string;
  /**
   * The real time the demo starts (when it is seeded): pending approval requests count their
   * 72 hours from it, so their mailed links work in a fresh demo whatever the seed's "now".
   */
  startedAt: string;
  /** The portal's origin, for the links of the mails the seed leaves in the outbox. */
  portalUrl: string;
  domainCount: number;
  passwordHash: string;
  accounts: SeededAccount[];
  tlds: Map<string, SeededTld>;
  domainProducts: Map<string, SeededProduct>;
  products: SeededProduct[];
  registrarTemplateIds: number[];
  intelligenceModuleIds: Map<string, number>;
}

export function providerAccount(context: SeedContext): SeededAccount {
  const provider = context.accounts.find((account) => account.fixture.kind === 'provider');
  if (!provider) throw new Error('the provider account is seeded first');
  return provider;
}

export function customerAccounts(context: SeedContext): SeededAccount[] {
  return context.accounts.filter((account) => account.fixture.kind !== 'provider');
}
