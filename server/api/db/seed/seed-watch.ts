/** Seeds brand watches with their templates, monitored terms, found domains, cases and contacts. */
import { prepareInsert } from './insert-row.ts';
import { customerAccounts, type SeedContext } from './seed-context.ts';
import { addDays, addMinutes } from './seed-time.ts';
import { countries } from './fixtures/countries.ts';
import { lookalikeLabel } from './lookalike-names.ts';

export const thirdPartyRegistrars = [
  'Bluewave Registrar Ltd', 'NameHarbor Inc.', 'Cheapnames LLC', 'Registro Sur S.A.', 'Kawa Domains K.K.',
  'Privacy Shield Registrar', 'Danube Names GmbH', 'Atlas Domains Pte. Ltd.',
];
const squatTlds = ['com', 'net', 'shop', 'online', 'xyz', 'top', 'site', 'click', 'live', 'store', 'app', 'info', 'co', 'io'];

export function seedWatches(context: SeedContext): void {
  const random = context.random.fork('watch');
  const { db, now } = context;
  const insertTemplate = prepareInsert(db, 'watch_templates', ['group_id', 'name', 'description', 'settings', 'created_at', 'updated_at']);
  const insertWatch = prepareInsert(db, 'watches', [
    'group_id', 'name', 'brand', 'template_id', 'status', 'frequency', 'owner_user_id', 'last_run_at', 'next_run_at',
    'notes', 'created_at', 'updated_at',
  ]);
  const insertTerm = prepareInsert(db, 'watch_terms', ['group_id', 'watch_id', 'term', 'match_type', 'status', 'created_at', 'updated_at']);
  const insertCase = prepareInsert(db, 'watch_cases', [
    'group_id', 'watch_id', 'reference', 'title', 'domain_name', 'status', 'severity', 'action', 'assignee_user_id',
    'opened_at', 'closed_at', 'notes', 'created_at', 'updated_at',
  ]);
  const insertDomain = prepareInsert(db, 'watch_domains', [
    'group_id', 'watch_id', 'case_id', 'name', 'tld', 'matched_term', 'similarity', 'risk_score', 'registrar_name',
    'registrant_country_code', 'registered_at', 'has_mx', 'has_website', 'status', 'first_seen_at', 'last_seen_at',
    'created_at', 'updated_at',
  ]);
  const insertContact = prepareInsert(db, 'watch_contacts', ['group_id', 'watch_id', 'contact_id', 'name', 'email', 'role', 'notify', 'created_at', 'updated_at']);
  let caseNumber = 100;

  for (const account of customerAccounts(context)) {
    if (account.fixture.kind === 'reseller') continue;
    const created = addDays(now, -random.int(200, 900));
    const templates = [
      insertTemplate({ group_id: account.id, name: 'Standard brand watch', description: 'Exact, typo and homoglyph matches in all TLDs, daily.', settings: { match_types: ['exact', 'typo', 'homoglyph'], frequency: 'daily', tlds: 'all' }, created_at: created, updated_at: created }),
      insertTemplate({ group_id: account.id, name: 'Campaign watch', description: 'Add-on words for a campaign period, weekly.', settings: { match_types: ['contains'], frequency: 'weekly', tlds: ['com', 'shop', 'online', 'store'] }, created_at: created, updated_at: created }),
    ];
    const owned = new Set(account.domains.map((domain) => domain.name));
    const watchCount = account.fixture.key === 'aurora' ? 4 : random.int(1, 3);
    for (let w = 0; w < watchCount; w++) {
      const brand = (account.fixture.stems[w % account.fixture.stems.length] ?? 'brand').replaceAll('-', '');
      const status = w === 0 ? 'active' : random.weighted([['active', 0.7], ['paused', 0.2], ['closed', 0.1]] as const);
      const since = addDays(created, random.int(0, 100));
      const lastRun = status === 'closed' ? addDays(now, -random.int(30, 120)) : addMinutes(now, -random.int(10, 1400));
      const watchId = insertWatch({
        group_id: account.id, name: `${account.fixture.name}: ${brand}`, brand, template_id: random.pick(templates), status,
        frequency: random.weighted([['daily', 0.7], ['weekly', 0.25], ['hourly', 0.05]] as const),
        owner_user_id: random.pick(account.users).id, last_run_at: lastRun,
        next_run_at: status === 'active' ? addMinutes(now, random.int(10, 1400)) : null,
        notes: w === 0 ? 'Main brand; escalate phishing to legal within a day.' : null, created_at: since, updated_at: lastRun,
      });
      const terms: [string, string][] = [[brand, 'exact'], [brand, 'typo'], [brand, 'homoglyph']];
      if (random.chance(0.6)) terms.push([brand.slice(0, Math.max(4, brand.length - 3)), 'contains']);
      if (random.chance(0.4)) terms.push([`${brand}shop`, 'fuzzy']);
      for (const [term, matchType] of terms) {
        insertTerm({ group_id: account.id, watch_id: watchId, term, match_type: matchType, status: 'active', created_at: since, updated_at: since });
      }

      const found = new Map<string, { tld: string; kind: string }>();
      const target = random.int(15, 60);
      for (let attempt = 0; found.size < target && attempt < target * 5; attempt++) {
        const { label, kind } = lookalikeLabel(random, brand);
        const tld = random.pick(squatTlds);
        const name = `${label}.${tld}`;
        if (!owned.has(name)) found.set(name, { tld, kind });
      }
      const escalated = [...found.keys()].filter(() => random.chance(0.12));
      const caseIds = new Map<string, number>();
      for (const name of escalated) {
        caseNumber++;
        const caseStatus = random.weighted([['open', 0.3], ['investigating', 0.3], ['action_taken', 0.2], ['closed', 0.2]] as const);
        const openedAt = addDays(now, -random.int(1, 300));
        caseIds.set(name, insertCase({
          group_id: account.id, watch_id: watchId, reference: `CASE-${caseNumber}`,
          title: random.pick([`Phishing page on ${name}`, `Counterfeit shop on ${name}`, `Typo-squat ${name}`, `Parked page with ads on ${name}`]),
          domain_name: name, status: caseStatus, severity: random.weighted([['low', 0.2], ['medium', 0.4], ['high', 0.3], ['critical', 0.1]] as const),
          action: caseStatus === 'open' ? 'monitor' : random.pick(['cease_and_desist', 'udrp', 'urs', 'takedown', 'acquire']),
          assignee_user_id: random.pick(account.users).id, opened_at: openedAt,
          closed_at: caseStatus === 'closed' ? addDays(openedAt, random.int(5, 60)) : null, notes: null,
          created_at: openedAt, updated_at: addDays(openedAt, random.int(0, 30)),
        }));
      }
      for (const [name, { tld, kind }] of found) {
        const hasMx = random.chance(0.35);
        const hasWebsite = random.chance(0.55);
        const similarity = kind === 'combo' ? random.int(55, 80) : random.int(80, 98);
        const firstSeen = addDays(now, -random.int(1, 400));
        const caseId = caseIds.get(name) ?? null;
        insertDomain({
          group_id: account.id, watch_id: watchId, case_id: caseId, name, tld, matched_term: brand, similarity,
          risk_score: Math.min(100, Math.round(similarity * 0.6 + (hasMx ? 20 : 0) + (hasWebsite ? 15 : 0))),
          registrar_name: random.pick(thirdPartyRegistrars), registrant_country_code: random.pick(countries).code,
          registered_at: addDays(firstSeen, -random.int(0, 5)), has_mx: hasMx, has_website: hasWebsite,
          status: caseId ? 'escalated' : random.weighted([['new', 0.45], ['reviewed', 0.35], ['ignored', 0.2]] as const),
          first_seen_at: firstSeen, last_seen_at: addDays(now, -random.int(0, 3)), created_at: firstSeen, updated_at: firstSeen,
        });
      }
      for (const contact of random.sample(account.contacts, 2)) {
        insertContact({ group_id: account.id, watch_id: watchId, contact_id: contact.id, name: contact.name, email: contact.email, role: random.pick(['owner', 'legal', 'notify']), notify: true, created_at: since, updated_at: since });
      }
      insertContact({ group_id: account.id, watch_id: watchId, contact_id: null, name: 'Harwood & Pike LLP', email: 'enforcement@harwoodpike.law', role: 'agent', notify: random.chance(0.5), created_at: since, updated_at: since });
    }
  }
}
