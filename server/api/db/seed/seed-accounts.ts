/** Seeds the accounts and their users: the demo users plus a few colleagues in each account. */
import { prepareInsert } from './insert-row.ts';
import type { SeedContext, SeededAccount } from './seed-context.ts';
import { addDays } from './seed-time.ts';
import { accountCatalogue } from './fixtures/account-catalogue.ts';
import { countryByCode } from './fixtures/countries.ts';
import { asciiSlug, personName, phoneNumber } from './fake-identity.ts';
import { customerAdminRoles, customerManagerRoles, customerViewerRoles, demoTotpSecret, demoUsers } from './demo-users.ts';

const colleagueRoleSets = [customerAdminRoles, customerManagerRoles, customerViewerRoles, ['domains-manager', 'dns-admin']];
const staffRoleSets = [['staff'], ['staff'], ['invoicing-admin', 'accounts-viewer'], ['tlds-admin', 'products-admin']];
const jobTitles = ['Domain manager', 'IT operations', 'Legal counsel', 'Brand protection lead', 'Marketing manager', 'Procurement', 'Security engineer', 'Paralegal'];

export function accountEmailDomain(account: SeededAccount): string {
  return `${account.fixture.stems[0]}.com`;
}

export function seedAccounts(context: SeedContext): void {
  const { db } = context;
  const random = context.random.fork('accounts');
  const insertAccount = prepareInsert(db, 'accounts', [
    'id', 'group_id', 'parent_group_id', 'name', 'reference', 'kind', 'status', 'legal_name', 'country_code',
    'default_currency', 'account_manager', 'contact_email', 'phone', 'notes', 'created_at', 'updated_at',
  ]);
  let providerId: string | null = null;
  accountCatalogue.forEach((fixture, index) => {
    const id = random.uuid();
    const created = addDays(context.now, -random.int(900, 3600));
    const country = countryByCode(fixture.countryCode);
    insertAccount({
      id,
      group_id: id,
      parent_group_id: providerId,
      name: fixture.name,
      reference: `ACC-${String(1000 + index * 37).padStart(6, '0')}`,
      kind: fixture.kind,
      status: 'active',
      legal_name: fixture.legalName,
      country_code: fixture.countryCode,
      default_currency: fixture.currency,
      account_manager: fixture.kind === 'provider' ? null : 'Priya Raman',
      contact_email: `domains@${fixture.stems[0]}.com`,
      phone: phoneNumber(random, country),
      notes: fixture.kind === 'reseller' ? 'Reseller: manages names for its own clients.' : null,
      created_at: created,
      updated_at: addDays(created, random.int(1, 400)),
    });
    if (fixture.kind === 'provider') providerId = id;
    context.accounts.push({
      id,
      fixture,
      users: [],
      contacts: [],
      domains: [],
      organisationIds: [],
      billingEntityIds: [],
      pricingEntityId: null,
    });
  });
  seedUsers(context);
}

function seedUsers(context: SeedContext): void {
  const random = context.random.fork('users');
  const insertUser = prepareInsert(context.db, 'users', [
    'group_id', 'username', 'email', 'name', 'password_hash', 'totp_secret', 'sign_in_method', 'status', 'roles',
    'abilities', 'language', 'dark_theme', 'pulse_configuration', 'phone', 'job_title', 'last_login_at',
    'password_changed_at', 'created_at', 'updated_at',
  ]);
  const usernames = new Set<string>();

  for (const demo of demoUsers) {
    const account = context.accounts.find((entry) => entry.fixture.key === demo.accountKey);
    if (!account) throw new Error(`demo user ${demo.username} names an unknown account`);
    const created = addDays(context.now, -random.int(200, 800));
    const id = insertUser({
      group_id: account.id,
      username: demo.username,
      email: demo.email,
      name: demo.name,
      password_hash: context.passwordHash,
      totp_secret: demo.totp ? demoTotpSecret : null,
      sign_in_method: demo.signInMethod,
      status: 'active',
      roles: demo.roles,
      abilities: demo.abilities,
      language: demo.language,
      dark_theme: demo.username === 'staff',
      pulse_configuration: { widgets: ['expiring-domains', 'pending-orders', 'ssl-expiry', 'approval-requests'], period_days: 30 },
      phone: phoneNumber(random, countryByCode(account.fixture.countryCode)),
      job_title: demo.description,
      last_login_at: addDays(context.now, -random.int(0, 10)),
      password_changed_at: created,
      created_at: created,
      updated_at: created,
    });
    usernames.add(demo.username);
    account.users.push({ id, username: demo.username, name: demo.name, email: demo.email });
  }

  for (const account of context.accounts) {
    const country = countryByCode(account.fixture.countryCode);
    const colleagues = account.fixture.kind === 'provider' ? 6 : random.int(3, 6);
    for (let i = 0; i < colleagues; i++) {
      const person = personName(random, country);
      let username = asciiSlug(`${person.given} ${person.family}`);
      while (usernames.has(username)) username = `${username}${random.int(2, 9)}`;
      usernames.add(username);
      const email = `${username}@${accountEmailDomain(account)}`;
      const created = addDays(context.now, -random.int(30, 1500));
      const status = random.weighted([['active', 0.85], ['invited', 0.08], ['disabled', 0.07]] as const);
      const roles = account.fixture.kind === 'provider' ? random.pick(staffRoleSets) : random.pick(colleagueRoleSets);
      const id = insertUser({
        group_id: account.id,
        username,
        email,
        name: person.full,
        password_hash: status === 'invited' ? null : context.passwordHash,
        totp_secret: null,
        sign_in_method: 'password',
        status,
        roles,
        abilities: roles.includes('staff') ? ['staff'] : [],
        language: random.weighted([['en', 0.6], ['es', 0.2], ['ja', 0.2]] as const),
        dark_theme: random.chance(0.3),
        pulse_configuration: {},
        phone: phoneNumber(random, country),
        job_title: random.pick(jobTitles),
        last_login_at: status === 'active' ? addDays(context.now, -random.int(0, 90)) : null,
        password_changed_at: status === 'invited' ? null : created,
        created_at: created,
        updated_at: addDays(created, random.int(0, 20)),
      });
      account.users.push({ id, username, name: person.full, email });
    }
  }
}

/**
 * Order approval thresholds by currency, in its minor unit: about 500 euros' worth, so a big
 * cart waits for the approver and one cheap domain does not (the demo customer's is 500.00 GBP).
 */
const orderApprovalThresholds: Readonly<Record<string, number>> = {
  GBP: 50_000, EUR: 60_000, USD: 60_000, CHF: 55_000, SEK: 600_000, AUD: 90_000, JPY: 80_000,
};

/**
 * Every account's approver (its first contact, the organisation under its legal name: a real
 * contact of the account, mailed when a material change waits) and its order approval
 * threshold. Runs after the contacts are seeded (approval requests name the approver).
 */
export function seedAccountApprovers(context: SeedContext): void {
  // A database migrated before 0018 (a migration test's) has no such columns.
  if (!context.db.prepare("SELECT 1 FROM pragma_table_info('accounts') WHERE name = 'order_approval_threshold'").get()) return;
  const update = context.db.prepare('UPDATE accounts SET approver_name = ?, approver_email = ?, order_approval_threshold = ? WHERE id = ?');
  for (const account of context.accounts) {
    const approver = account.contacts[0];
    update.run(approver?.name ?? null, approver?.email ?? null, orderApprovalThresholds[account.fixture.currency] ?? 60_000, account.id);
  }
}
