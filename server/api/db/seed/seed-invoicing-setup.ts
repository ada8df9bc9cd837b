/**
 * Seeds pricing entities (price lists in the provider's account), the accounts' links to
 * them, billing entities with their accounts, and global and entity-specific pricing rules.
 */
import { prepareInsert } from './insert-row.ts';
import { customerAccounts, providerAccount, type SeedContext } from './seed-context.ts';
import { addDays } from './seed-time.ts';
import { countryByCode } from './fixtures/countries.ts';
import { phoneNumber, postalAddress } from './fake-identity.ts';
import { convertEuroCents } from './money.ts';

const pricingEntityDefinitions = [
  { name: 'Standard GBP', currency: 'GBP', discount: 0, description: 'List prices in pounds sterling.' },
  { name: 'Standard EUR', currency: 'EUR', discount: 0, description: 'List prices in euros.' },
  { name: 'Enterprise USD', currency: 'USD', discount: 10, description: 'Enterprise agreement, US dollars.' },
  { name: 'Japan JPY', currency: 'JPY', discount: 5, description: 'Prices in yen, local-presence services included.' },
  { name: 'Nordic SEK', currency: 'SEK', discount: 0, description: 'Prices in Swedish kronor.' },
  { name: 'Australia AUD', currency: 'AUD', discount: 0, description: 'Prices in Australian dollars.' },
  { name: 'Switzerland CHF', currency: 'CHF', discount: 0, description: 'Prices in Swiss francs.' },
  { name: 'Partner EUR', currency: 'EUR', discount: 20, description: 'Reseller price list.' },
];

const customGlobalRules = [
  { rule_name: 'premium-name-surcharge', action: 'any', markup_percent: 25, price: null, expression: 'premium equals true', description: 'Premium names carry a 25 % surcharge over the registry price.' },
  { rule_name: 'multi-year-discount', action: 'registration', markup_percent: -5, price: null, expression: 'period_years greater_than_and_including 3', description: 'Registrations of three years or more get 5 % off.' },
  { rule_name: 'registry-lock-fee', action: 'any', markup_percent: null, price: 9900, expression: 'registry_lock equals true', description: 'Yearly fee for names under registry lock.' },
  { rule_name: 'redemption-fee', action: 'restore', markup_percent: null, price: 9500, expression: 'status equals redemption', description: 'Restoring a name from redemption.' },
  { rule_name: 'idn-handling', action: 'registration', markup_percent: null, price: 500, expression: 'name starts_with xn--', description: 'Handling of internationalised names.' },
];

export function seedInvoicingSetup(context: SeedContext): void {
  const { db, now } = context;
  const random = context.random.fork('invoicing-setup');
  const provider = providerAccount(context);
  const created = addDays(now, -900);

  const insertPricingEntity = prepareInsert(db, 'pricing_entities', [
    'group_id', 'name', 'currency', 'description', 'discount_percent', 'status', 'created_at', 'updated_at',
  ]);
  const pricingEntities = pricingEntityDefinitions.map((definition) => ({
    ...definition,
    id: insertPricingEntity({
      group_id: provider.id, name: definition.name, currency: definition.currency, description: definition.description,
      discount_percent: definition.discount, status: 'active', created_at: created, updated_at: created,
    }),
  }));

  const setPricingEntity = db.prepare('UPDATE accounts SET pricing_entity_id = ? WHERE id = ?');
  for (const account of customerAccounts(context)) {
    const entity = account.fixture.kind === 'reseller'
      ? pricingEntities.find((entry) => entry.name === 'Partner EUR')
      : pricingEntities.find((entry) => entry.currency === account.fixture.currency);
    account.pricingEntityId = entity?.id ?? null;
    setPricingEntity.run(account.pricingEntityId, account.id);
  }

  const insertRule = prepareInsert(db, 'pricing_rules', [
    'group_id', 'scope', 'pricing_entity_id', 'rule_name', 'custom', 'product_id', 'tld_id', 'action', 'price',
    'currency', 'markup_percent', 'min_period_years', 'max_period_years', 'priority', 'expression', 'description',
    'status', 'starts_at', 'ends_at', 'created_at', 'updated_at',
  ]);
  for (const product of context.products) {
    const actions = product.kind === 'domain' ? ['registration', 'renewal', 'transfer'] : product.kind === 'ssl' ? ['ssl'] : product.kind === 'block' ? ['block'] : [];
    const tldName = product.kind === 'domain' ? product.code.replace(/^domain-/, '').replaceAll('-', '.') : null;
    for (const action of actions) {
      insertRule({
        group_id: provider.id, scope: 'global', pricing_entity_id: null, rule_name: `${product.code}-${action}`, custom: 0,
        product_id: product.id, tld_id: tldName ? context.tlds.get(tldName)?.id ?? null : null, action,
        price: product.basePriceCents, currency: 'EUR', markup_percent: null, min_period_years: 1, max_period_years: 10,
        priority: 100, expression: null, description: `${product.name}: ${action}`, status: 'active', starts_at: created,
        ends_at: null, created_at: created, updated_at: addDays(created, random.int(0, 600)),
      });
    }
  }
  for (const rule of customGlobalRules) {
    insertRule({
      group_id: provider.id, scope: 'global', pricing_entity_id: null, custom: 1, product_id: null, tld_id: null,
      currency: 'EUR', min_period_years: null, max_period_years: null, priority: 50, status: 'active',
      starts_at: created, ends_at: null, created_at: created, updated_at: created, ...rule,
    });
  }

  const domainProducts = context.products.filter((product) => product.kind === 'domain');
  for (const entity of pricingEntities) {
    for (const product of random.sample(domainProducts, random.int(8, 16))) {
      for (const action of random.sample(['registration', 'renewal', 'transfer'], random.int(1, 2))) {
        const discounted = Math.round(product.basePriceCents * (1 - entity.discount / 100) * (0.85 + random.next() * 0.1));
        insertRule({
          group_id: provider.id, scope: 'entity', pricing_entity_id: entity.id, rule_name: `${product.code}-${action}`,
          custom: 0, product_id: product.id, tld_id: null, action, price: convertEuroCents(discounted, entity.currency),
          currency: entity.currency, markup_percent: null, min_period_years: 1, max_period_years: 10, priority: 80,
          expression: null, description: `${entity.name} price for ${product.name} (${action})`,
          status: random.weighted([['active', 0.85], ['scheduled', 0.1], ['expired', 0.05]] as const),
          starts_at: addDays(now, -random.int(0, 500)), ends_at: random.chance(0.2) ? addDays(now, random.int(30, 400)) : null,
          created_at: addDays(created, random.int(0, 300)), updated_at: addDays(created, random.int(300, 800)),
        });
      }
    }
    insertRule({
      group_id: provider.id, scope: 'entity', pricing_entity_id: entity.id, rule_name: 'volume-discount', custom: 1,
      product_id: null, tld_id: null, action: 'renewal', price: null, currency: entity.currency, markup_percent: -10,
      min_period_years: null, max_period_years: null, priority: 40, expression: 'portfolio_size greater_than 500',
      description: 'Portfolios above 500 names renew at 10 % off.', status: 'active', starts_at: created, ends_at: null,
      created_at: created, updated_at: created,
    });
    if (entity.currency === 'JPY') {
      insertRule({
        group_id: provider.id, scope: 'entity', pricing_entity_id: entity.id, rule_name: 'jp-local-presence', custom: 1,
        product_id: null, tld_id: context.tlds.get('jp')?.id ?? null, action: 'registration', price: 3300, currency: 'JPY',
        markup_percent: null, min_period_years: null, max_period_years: null, priority: 60, expression: 'tld equals jp,co.jp',
        description: 'Local-presence agent for .jp and .co.jp.', status: 'active', starts_at: created, ends_at: null,
        created_at: created, updated_at: created,
      });
    }
  }

  const insertBillingEntity = prepareInsert(db, 'billing_entities', [
    'group_id', 'name', 'legal_name', 'vat_number', 'email', 'phone', 'street1', 'street2', 'city', 'state', 'postcode',
    'country_code', 'currency', 'payment_terms_days', 'invoice_delivery', 'status', 'created_at', 'updated_at',
  ]);
  const insertLink = prepareInsert(db, 'billing_entity_accounts', ['group_id', 'billing_entity_id', 'account_id', 'cost_centre', 'created_at', 'updated_at']);
  for (const account of customerAccounts(context)) {
    const country = countryByCode(account.fixture.countryCode);
    const entities = account.fixture.key === 'aurora' ? 2 : 1;
    for (let i = 0; i < entities; i++) {
      const address = postalAddress(random, country);
      const legalName = i === 0 ? account.fixture.legalName : `${account.fixture.name} Ireland Limited`;
      const since = addDays(now, -random.int(300, 1500));
      const id = insertBillingEntity({
        group_id: account.id, name: i === 0 ? `${account.fixture.name} — head office` : `${account.fixture.name} — Ireland`,
        legal_name: legalName, vat_number: i === 0 ? `${country.code.toUpperCase()}${random.int(100000000, 999999999)}` : `IE${random.int(1000000, 9999999)}W`,
        email: `accounts.payable@${account.fixture.stems[0]}.com`, phone: phoneNumber(random, country),
        street1: address.street1, street2: address.street2, city: i === 0 ? address.city : 'Dublin', state: address.state,
        postcode: i === 0 ? address.postcode : 'D02 X285', country_code: i === 0 ? address.country_code : 'ie',
        currency: i === 0 ? account.fixture.currency : 'EUR', payment_terms_days: random.pick([14, 30, 30, 45, 60]),
        invoice_delivery: random.weighted([['email', 0.7], ['portal', 0.25], ['post', 0.05]] as const),
        status: 'active', created_at: since, updated_at: addDays(since, random.int(0, 200)),
      });
      account.billingEntityIds.push(id);
      insertLink({ group_id: account.id, billing_entity_id: id, account_id: account.id, cost_centre: i === 0 ? 'CC-100' : 'CC-IE-200', created_at: since, updated_at: since });
    }
  }
  const holding = context.accounts.find((account) => account.fixture.key === 'vantage');
  const subsidiary = context.accounts.find((account) => account.fixture.key === 'alpenglanz');
  const holdingEntity = holding?.billingEntityIds[0];
  if (holding && subsidiary && holdingEntity) {
    insertLink({ group_id: holding.id, billing_entity_id: holdingEntity, account_id: subsidiary.id, cost_centre: 'CC-SUB-CH', created_at: created, updated_at: created });
  }
}
