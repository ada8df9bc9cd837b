/**
 * Seeds what users leave behind: tray items, saved filters, an audit trail of recent changes
 * and an authentication log of past sign-ins.
 */
import { prepareInsert } from './insert-row.ts';
import type { SeedContext, SeededAccount, SeededUser } from './seed-context.ts';
import { addDays, addMinutes } from './seed-time.ts';
import { demoCustomerKey, providerAccountKey } from './fixtures/account-catalogue.ts';
import type { SeededRandom } from './seeded-random.ts';

const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 15_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 19_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Mobile/15E148 Safari/604.1',
];

function clientIp(random: SeededRandom): string {
  return `${random.pick(['192.0.2.', '198.51.100.', '203.0.113.'])}${random.int(1, 254)}`;
}

export function seedActivity(context: SeedContext): { auditEntries: number } {
  const random = context.random.fork('activity');
  seedTrayAndFilters(context, random);
  seedAuthenticationLog(context, random);
  return { auditEntries: seedAuditLog(context, random) };
}

function seedTrayAndFilters(context: SeedContext, random: SeededRandom): void {
  const demo = context.accounts.find((account) => account.fixture.key === demoCustomerKey);
  if (!demo) return;
  const insertTray = prepareInsert(context.db, 'tray_items', ['group_id', 'user_id', 'resource_type', 'resource_id', 'label', 'action', 'data', 'created_at', 'updated_at']);
  const insertFilter = prepareInsert(context.db, 'saved_filters', ['group_id', 'user_id', 'resource', 'name', 'pql', 'sort', 'fields', 'is_default', 'shared', 'created_at', 'updated_at']);
  const records = context.db
    .prepare("SELECT id, name, type, zone_id FROM dns_records WHERE group_id = ? AND type IN ('A', 'MX', 'TXT') ORDER BY id LIMIT 40")
    .all(demo.id);

  for (const user of demo.users.filter((entry) => ['admin', 'viewer', 'twofactor', 'sso'].includes(entry.username))) {
    const since = addDays(context.now, -random.int(1, 20));
    if (user.username === 'admin') {
      for (const domain of random.sample(demo.domains, 6)) {
        insertTray({ group_id: demo.id, user_id: user.id, resource_type: 'domain', resource_id: domain.id, label: domain.name, action: 'renew', data: { period_years: 1 }, created_at: since, updated_at: since });
      }
      for (const entry of random.sample(records, 4)) {
        insertTray({ group_id: demo.id, user_id: user.id, resource_type: 'dns_record', resource_id: Number(entry.id), label: `${String(entry.name)} ${String(entry.type)}`, action: 'update_ttl', data: { ttl: 300 }, created_at: since, updated_at: since });
      }
    }
    const filters: [string, string, string, string][] = [
      // Relative dates keep a saved filter true as the days pass.
      ['domains', 'Expiring in 60 days', 'expires_at between today and today+60d and status equals active', 'expires_at'],
      ['domains', 'Registry-locked .com names', 'tld equals com and registry_lock equals true', 'name'],
      ['domains', 'Campaign names', 'tags contains campaign', '-created_at'],
      ['dns_records', 'Mail records', 'type equals MX,TXT', 'name'],
      ['ssl_certificates', 'Awaiting validation', 'status equals pending_validation,requested', '-created_at'],
    ];
    for (const [resource, name, pql, sort] of random.sample(filters, 3)) {
      insertFilter({ group_id: demo.id, user_id: user.id, resource, name, pql, sort, fields: null, is_default: false, shared: random.chance(0.3), created_at: since, updated_at: since });
    }
  }
  // Staff gather records of the accounts they serve in their own tray (no random draw: the rest of the seed stays as it was).
  const provider = context.accounts.find((account) => account.fixture.key === providerAccountKey);
  const staff = provider?.users.find((entry) => entry.username === 'staff');
  if (provider && staff) {
    for (const domain of demo.domains.slice(0, 3)) {
      insertTray({ group_id: provider.id, user_id: staff.id, resource_type: 'domain', resource_id: domain.id, label: domain.name, action: null, data: {}, created_at: context.now, updated_at: context.now });
    }
  }
}

function seedAuthenticationLog(context: SeedContext, random: SeededRandom): void {
  const insert = prepareInsert(context.db, 'authentication_log', [
    'group_id', 'user_id', 'username', 'event', 'outcome', 'method', 'reason', 'session_id', 'ip', 'user_agent', 'created_at', 'updated_at',
  ]);
  const log = (account: SeededAccount, user: SeededUser | null, username: string, event: string, outcome: string, method: string, at: string, reason: string | null = null) => {
    insert({ group_id: account.id, user_id: user?.id ?? null, username, event, outcome, method, reason, session_id: null, ip: clientIp(random), user_agent: random.pick(userAgents), created_at: at, updated_at: at });
  };
  for (const account of context.accounts) {
    for (const user of account.users) {
      const sessions = random.int(2, 12);
      for (let i = 0; i < sessions; i++) {
        const at = addMinutes(context.now, -random.int(60, 60 * 24 * 60));
        if (random.chance(0.12)) log(account, user, user.username, 'login_failure', 'failure', 'password', addMinutes(at, -2), 'invalid_credentials');
        if (user.username === 'sso') {
          log(account, user, user.username, 'sso_login', 'success', 'sso', at);
        } else if (user.username === 'twofactor') {
          log(account, user, user.username, 'two_factor_required', 'success', 'password', at);
          log(account, user, user.username, 'two_factor_success', 'success', 'totp', addMinutes(at, 1));
        } else {
          log(account, user, user.username, 'login_success', 'success', 'password', at);
        }
        if (random.chance(0.4)) log(account, user, user.username, 'logout', 'success', 'logout', addMinutes(at, random.int(5, 240)));
      }
    }
  }
}

function seedAuditLog(context: SeedContext, random: SeededRandom): number {
  const insert = prepareInsert(context.db, 'audit_log', [
    'group_id', 'user_id', 'username', 'area', 'resource_type', 'resource_id', 'resource_name', 'action', 'before', 'after',
    'ip', 'request_id', 'created_at', 'updated_at',
  ]);
  const total = Math.min(6000, 300 + Math.round(context.domainCount / 20));
  let written = 0;
  const accounts = context.accounts.filter((account) => account.domains.length > 0 && account.users.length > 0);
  for (let i = 0; i < total; i++) {
    const account = random.pick(accounts);
    const user = random.pick(account.users);
    const at = addMinutes(context.now, -random.int(5, 60 * 24 * 120));
    const domain = random.pick(account.domains);
    const kind = random.weighted([['auto_renew', 0.3], ['nameservers', 0.15], ['record_create', 0.2], ['record_delete', 0.1], ['contact', 0.15], ['lock', 0.1]] as const);
    const base = { group_id: account.id, user_id: user.id, username: user.username, ip: clientIp(random), request_id: random.hex(16), created_at: at, updated_at: at };
    if (kind === 'auto_renew' || kind === 'lock' || kind === 'nameservers') {
      const field = kind === 'auto_renew' ? 'auto_renew' : kind === 'lock' ? 'registry_lock' : 'nameservers';
      const before = field === 'nameservers' ? ['ns1.cloudhost-dns.com', 'ns2.cloudhost-dns.com'] : random.chance(0.5);
      const after = field === 'nameservers' ? ['ns1.meridian-dns.net', 'ns2.meridian-dns.net', 'ns3.meridian-dns.eu'] : !before;
      insert({ ...base, area: 'domains', resource_type: 'domain', resource_id: String(domain.id), resource_name: domain.name, action: 'update', before: { [field]: before }, after: { [field]: after } });
    } else if (kind === 'contact') {
      const contact = random.pick(account.contacts);
      insert({ ...base, area: 'contacts', resource_type: 'contact', resource_id: String(contact.id), resource_name: contact.name, action: 'update', before: { phone: '+44 20 7946 0000' }, after: { phone: '+44 20 7946 0123' } });
    } else {
      const data = { name: random.pick(['www', 'mail', 'shop', '@', 'status']), type: random.pick(['A', 'CNAME', 'TXT']), ttl: 3600, content: random.pick(['203.0.113.10', 'edge.cdn-meridian.net.', '"v=spf1 -all"']) };
      insert({
        ...base, area: 'dns', resource_type: 'dns_record', resource_id: String(random.int(1, 1_000_000)), resource_name: `${data.name} ${data.type} (${domain.name})`,
        action: kind === 'record_create' ? 'create' : 'delete', before: kind === 'record_create' ? null : data, after: kind === 'record_create' ? data : null,
      });
    }
    written++;
  }
  return written;
}
