/**
 * Seeds intelligence templates and items about prospects (in the provider's account) with results
 * and patterns, and 12 months of traffic per result (the traffic focus).
 */
import { prepareInsert } from './insert-row.ts';
import { providerAccount, type SeedContext } from './seed-context.ts';
import { addDays } from './seed-time.ts';
import { domainModifiers } from './fixtures/domain-words.ts';
import { thirdPartyRegistrars } from './seed-watch.ts';
import { lookalikeLabel } from './lookalike-names.ts';
import type { SeededRandom } from './seeded-random.ts';

export const seededTrafficMonths = 12;

/** The `count` whole months before the month of `now`, oldest first. */
export function trafficMonths(now: string, count = seededTrafficMonths): string[] {
  const date = new Date(now);
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - count + index, 1)).toISOString().slice(0, 7));
}

/**
 * Visits per month around a result's monthly visits: a trend from 75–110 % to 100 % over the
 * months, a yearly season (amplitude 5–25 %, peak month at random) and ±8 % noise.
 */
export function trafficVisits(random: SeededRandom, monthlyVisits: number, months: readonly string[]): number[] {
  const start = 0.75 + random.next() * 0.35;
  const amplitude = 0.05 + random.next() * 0.2;
  const peak = random.int(0, 11);
  return months.map((month, index) => {
    const trend = start + (1 - start) * (index / Math.max(1, months.length - 1));
    const season = 1 + amplitude * Math.cos((2 * Math.PI * (Number(month.slice(5, 7)) - 1 - peak)) / 12);
    return Math.max(0, Math.round(monthlyVisits * trend * season * (0.92 + random.next() * 0.16)));
  });
}

const prospects = [
  { name: 'Helvetia Chocolatiers SA', stems: ['helvetiachocolat', 'helvetia-choco'], country: 'ch', industry: 'Confectionery', tld: 'ch' },
  { name: 'Pacific Rim Logistics Pte. Ltd.', stems: ['pacificrimlogistics', 'prl-freight'], country: 'sg', industry: 'Logistics', tld: 'com.sg' },
  { name: 'Bellamy & Stroud Insurance plc', stems: ['bellamystroud', 'bs-insurance'], country: 'gb', industry: 'Insurance', tld: 'co.uk' },
  { name: 'Tsubame Electronics K.K.', stems: ['tsubame-denki', 'tsubamedenki'], country: 'jp', industry: 'Electronics', tld: 'co.jp' },
  { name: 'Costa Brava Hoteles S.A.', stems: ['costabravahoteles', 'cb-hoteles'], country: 'es', industry: 'Hospitality', tld: 'es' },
  { name: 'Northern Pine Outfitters Inc.', stems: ['northernpine', 'northernpineoutfitters'], country: 'ca', industry: 'Retail', tld: 'ca' },
  { name: 'Donautal Maschinenbau GmbH', stems: ['donautal', 'donautal-maschinen'], country: 'de', industry: 'Engineering', tld: 'de' },
  { name: 'Fjordlys Seafood AS', stems: ['fjordlys', 'fjordlysseafood'], country: 'no', industry: 'Food', tld: 'no' },
  { name: 'Sunbridge Telecom Inc.', stems: ['sunbridgetelecom', 'sunbridge-mobile'], country: 'us', industry: 'Telecommunications', tld: 'us' },
  { name: 'Marigold Health Pvt. Ltd.', stems: ['marigoldhealth', 'marigold-clinics'], country: 'in', industry: 'Healthcare', tld: 'in' },
  { name: 'Château Verlaine SAS', stems: ['chateauverlaine', 'verlaine-vins'], country: 'fr', industry: 'Wine', tld: 'fr' },
  { name: 'Polderwind Fietsen B.V.', stems: ['polderwind', 'polderwindfietsen'], country: 'nl', industry: 'Bicycles', tld: 'nl' },
];

const resultTlds = ['com', 'net', 'org', 'info', 'shop', 'online', 'eu', 'de', 'fr', 'co.uk', 'jp', 'io', 'app', 'store'];

export function seedIntelligence(context: SeedContext): void {
  const random = context.random.fork('intelligence');
  const { db, now } = context;
  const provider = providerAccount(context);
  const insertTemplate = prepareInsert(db, 'intelligence_templates', ['group_id', 'name', 'description', 'module_codes', 'patterns', 'created_at', 'updated_at']);
  const insertItem = prepareInsert(db, 'intelligence_items', [
    'group_id', 'name', 'primary_domain', 'industry', 'country_code', 'template_id', 'status', 'domains_found',
    'risk_score', 'owner_user_id', 'last_run_at', 'notes', 'created_at', 'updated_at',
  ]);
  const insertPattern = prepareInsert(db, 'intelligence_patterns', ['group_id', 'item_id', 'pattern', 'kind', 'match_count', 'status', 'created_at', 'updated_at']);
  const insertResult = prepareInsert(db, 'intelligence_results', [
    'group_id', 'item_id', 'module_id', 'domain_name', 'tld', 'category', 'registrar_name', 'registrant_organisation',
    'expires_at', 'registry_lock', 'has_ssl', 'ssl_issuer', 'ssl_expires_at', 'monthly_visits', 'created_at', 'updated_at',
  ]);
  // A database migrated only up to an earlier migration (tests of older migrations) has no traffic table.
  const insertTraffic = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'intelligence_traffic'").get()
    ? prepareInsert(db, 'intelligence_traffic', ['group_id', 'item_id', 'result_id', 'month', 'visits', 'created_at', 'updated_at'])
    : null;
  const months = trafficMonths(now);
  const created = addDays(now, -400);
  const templates = [
    insertTemplate({ group_id: provider.id, name: 'Full portfolio review', description: 'Every module; for enterprise prospects.', module_codes: ['portfolio', 'ssl-focus', 'traffic-focus', 'registry-lock-focus', 'typo-squatting', 'dns-health'], patterns: ['{brand}', '{brand}*', '*{brand}'], created_at: created, updated_at: created }),
    insertTemplate({ group_id: provider.id, name: 'Security posture', description: 'Registry lock, SSL and DNS health.', module_codes: ['registry-lock-focus', 'ssl-focus', 'dns-health'], patterns: ['{brand}'], created_at: created, updated_at: created }),
    insertTemplate({ group_id: provider.id, name: 'Quick scan', description: 'Portfolio discovery only.', module_codes: ['portfolio'], patterns: ['{brand}'], created_at: created, updated_at: created }),
  ];
  const moduleIds = [...context.intelligenceModuleIds.values()];
  const owners = provider.users;

  for (const prospect of prospects) {
    const status = random.weighted([['ready', 0.6], ['analysing', 0.15], ['new', 0.1], ['archived', 0.15]] as const);
    const itemCreated = addDays(now, -random.int(5, 360));
    const results = status === 'new' ? 0 : random.int(20, 80);
    const brand = prospect.stems[0] ?? prospect.name;
    const itemId = insertItem({
      group_id: provider.id, name: prospect.name, primary_domain: `${brand}.${prospect.tld}`, industry: prospect.industry,
      country_code: prospect.country, template_id: random.pick(templates), status, domains_found: results,
      risk_score: status === 'new' ? null : random.int(15, 90), owner_user_id: random.pick(owners).id,
      last_run_at: status === 'new' ? null : addDays(itemCreated, random.int(0, 4)),
      notes: random.chance(0.3) ? 'Met at the brand-protection conference; follow up after Q1.' : null,
      created_at: itemCreated, updated_at: addDays(itemCreated, random.int(0, 5)),
    });
    const patterns: [string, string][] = [[brand, 'exact'], [`${brand}*`, 'prefix'], [`*${brand}`, 'suffix']];
    if (random.chance(0.5)) patterns.push([prospect.stems[1] ?? brand, 'contains']);
    if (random.chance(0.5)) patterns.push([lookalikeLabel(random, brand).label, 'typo']);
    for (const [pattern, kind] of patterns) {
      insertPattern({ group_id: provider.id, item_id: itemId, pattern, kind, match_count: random.int(0, 30), status: 'active', created_at: itemCreated, updated_at: itemCreated });
    }
    const seen = new Set<string>();
    for (let i = 0; seen.size < results && i < results * 4; i++) {
      const category = random.weighted([['portfolio', 0.55], ['similar', 0.2], ['typo', 0.15], ['unrelated', 0.1]] as const);
      const stem = random.pick(prospect.stems);
      const label = category === 'portfolio' ? (random.chance(0.4) ? stem : `${stem}-${random.pick(domainModifiers)}`)
        : category === 'typo' ? lookalikeLabel(random, stem).label
          : `${random.pick(domainModifiers)}${stem}`;
      const tld = random.chance(0.3) ? prospect.tld : random.pick(resultTlds);
      const domainName = `${label}.${tld}`;
      if (seen.has(domainName)) continue;
      seen.add(domainName);
      const hasSsl = random.chance(category === 'portfolio' ? 0.7 : 0.35);
      const result = {
        group_id: provider.id, item_id: itemId, module_id: random.pick(moduleIds), domain_name: domainName, tld, category,
        registrar_name: random.pick(thirdPartyRegistrars),
        registrant_organisation: category === 'portfolio' ? prospect.name : random.chance(0.5) ? 'Redacted for privacy' : null,
        expires_at: addDays(now, random.int(-20, 1500)), registry_lock: category === 'portfolio' && random.chance(0.15),
        has_ssl: hasSsl, ssl_issuer: hasSsl ? random.pick(['Sectigo', 'DigiCert', "Let's Encrypt", 'GlobalSign']) : null,
        ssl_expires_at: hasSsl ? addDays(now, random.int(-30, 199)) : null,
        monthly_visits: category === 'portfolio' ? random.int(0, 2_000_000) : random.int(0, 5000),
        created_at: itemCreated, updated_at: itemCreated,
      };
      const resultId = insertResult(result);
      if (!insertTraffic) continue;
      // Its own stream per prospect and name: the traffic changes nothing else the seed draws.
      const visits = trafficVisits(context.random.fork(`intelligence-traffic/${prospect.name}/${domainName}`), result.monthly_visits, months);
      months.forEach((month, index) => {
        insertTraffic({ group_id: provider.id, item_id: itemId, result_id: resultId, month, visits: visits[index]!, created_at: now, updated_at: now });
      });
    }
  }
}
