/**
 * Seeds brand watches with their templates, monitored terms, found domains (classified and scored
 * by server/api/watch/, see seed-watch-matches.ts), cases with their timelines, and contacts.
 */
import { prepareInsert, type InsertRow } from './insert-row.ts';
import { customerAccounts, type SeedContext } from './seed-context.ts';
import { addDays, addMinutes } from './seed-time.ts';
import { countries } from './fixtures/countries.ts';
import { demoCustomerKey } from './fixtures/account-catalogue.ts';
import { seedCase, seedMatches } from './seed-watch-matches.ts';

export { thirdPartyRegistrars } from './seed-watch-matches.ts';

export function seedWatches(context: SeedContext): void {
  const { db } = context;
  // Matches and cases are seeded against the time the seed runs (like pending approvals), so
  // "new this week" and the 12-week trend have something at any date; scores never depend on it.
  const now = context.startedAt;
  // A database migrated before 0023 (the migration tests seed one) has no analysis columns.
  const analysed = Boolean(db.prepare("SELECT 1 FROM pragma_table_info('watch_domains') WHERE name = 'technique'").get());
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
    'created_at', 'updated_at', ...(analysed ? ['technique', 'resolves', 'has_certificate', 'wildcard_dns', 'risk_factors'] : []),
  ]);
  const insertAction: InsertRow = analysed
    ? prepareInsert(db, 'watch_case_actions', ['group_id', 'case_id', 'action', 'note', 'evidence', 'actor_user_id', 'at', 'created_at', 'updated_at'])
    : () => 0;
  const insertContact = prepareInsert(db, 'watch_contacts', ['group_id', 'watch_id', 'contact_id', 'name', 'email', 'role', 'notify', 'created_at', 'updated_at']);
  let caseNumber = 100;

  for (const account of customerAccounts(context)) {
    if (account.fixture.kind === 'reseller') continue;
    // One stream per account: an account's watches do not depend on the accounts seeded before it.
    const random = context.random.fork(`watch:${account.fixture.key}`);
    const created = addDays(now, -random.int(200, 900));
    const templates = [
      insertTemplate({ group_id: account.id, name: 'Standard brand watch', description: 'Exact, typo and homoglyph matches in all TLDs, daily.', settings: { match_types: ['exact', 'typo', 'homoglyph'], frequency: 'daily', tlds: 'all' }, created_at: created, updated_at: created }),
      insertTemplate({ group_id: account.id, name: 'Campaign watch', description: 'Add-on words for a campaign period, weekly.', settings: { match_types: ['contains'], frequency: 'weekly', tlds: ['com', 'shop', 'online', 'store'] }, created_at: created, updated_at: created }),
    ];
    const owned = new Set(account.domains.map((domain) => domain.name));
    // One watch per brand: stems that differ only by hyphens (aurora-foods, aurorafoods) are one brand.
    const stems = [...new Map(account.fixture.stems.map((stem) => [stem.replaceAll('-', ''), stem])).values()];
    const watchCount = Math.min(stems.length, account.fixture.key === 'aurora' ? 4 : random.int(1, 3));
    for (let w = 0; w < watchCount; w++) {
      const stem = stems[w] ?? 'brand';
      const brand = stem.replaceAll('-', '');
      const status = w === 0 ? 'active' : random.weighted([['active', 0.7], ['paused', 0.2], ['closed', 0.1]] as const);
      const since = addDays(created, random.int(0, 100));
      const lastRun = status === 'closed' ? addDays(now, -random.int(30, 120)) : addMinutes(now, -random.int(10, 1400));
      const watchId = insertWatch({
        group_id: account.id, name: `${account.fixture.name}: ${stem}`, brand, template_id: random.pick(templates), status,
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

      const matches = seedMatches(random, { brand, owned, now, fresh: account.fixture.key === demoCustomerKey && w === 0 });
      for (const match of matches) {
        let caseId: number | null = null;
        if (match.escalate) {
          caseNumber++;
          caseId = seedCase(random, { insertCase, insertAction, account, watchId, match, reference: `CASE-${caseNumber}`, now });
        }
        const risk = match.risk;
        insertDomain({
          group_id: account.id, watch_id: watchId, case_id: caseId, name: match.name, tld: match.tld, matched_term: brand,
          similarity: match.similarity, risk_score: risk.score, registrar_name: match.registrarName,
          registrant_country_code: random.pick(countries).code, registered_at: match.registeredAt, has_mx: match.hasMx,
          has_website: match.hasWebsite, status: caseId ? 'escalated' : match.status, first_seen_at: match.firstSeenAt,
          last_seen_at: match.lastSeenAt, created_at: match.firstSeenAt, updated_at: match.firstSeenAt, technique: match.technique,
          resolves: match.resolves, has_certificate: match.hasCertificate, wildcard_dns: match.wildcard, risk_factors: risk.factors,
        });
      }
      for (const contact of random.sample(account.contacts, 2)) {
        insertContact({ group_id: account.id, watch_id: watchId, contact_id: contact.id, name: contact.name, email: contact.email, role: random.pick(['owner', 'legal', 'notify']), notify: true, created_at: since, updated_at: since });
      }
      insertContact({ group_id: account.id, watch_id: watchId, contact_id: null, name: 'Harwood & Pike LLP', email: 'enforcement@harwoodpike.law', role: 'agent', notify: random.chance(0.5), created_at: since, updated_at: since });
    }
  }
}
