/**
 * Seeds the domains of every account with their zones and records, DNSSEC keys and DS data,
 * glue records, and one internal reverse zone per account.
 */
import { prepareInsert } from './insert-row.ts';
import type { SeedContext, SeededAccount, SeededTld } from './seed-context.ts';
import { addDays, addYears, zoneSerial } from './seed-time.ts';
import { createNameGenerator, type GeneratedName } from './domain-names.ts';
import { buildReverseZoneRecords, buildZoneRecords, hostmaster, ipv4, ipv6, providerNameservers, type RecordSpec } from './dns-record-set.ts';
import { domainTags } from './fixtures/domain-words.ts';
import type { SeededRandom } from './seeded-random.ts';

const externalNameservers = [
  ['ns1.cloudhost-dns.com', 'ns2.cloudhost-dns.com'],
  ['ada.ns.edgeshield.net', 'bob.ns.edgeshield.net'],
  ['dns1.registrar-servers.net', 'dns2.registrar-servers.net'],
  ['ns-112.globaldns-a.org', 'ns-881.globaldns-b.co.uk', 'ns-1530.globaldns-c.net'],
];

/** The provider runs its own nameservers, so it needs these names and their glue. */
const providerFixedNames = ['meridian-dns.net', 'meridian-dns.eu', 'meridian-mail.net', 'meridian-voice.net'];

export function domainTargetFor(context: SeedContext, account: SeededAccount): number {
  return Math.max(account.fixture.kind === 'provider' ? 6 : 1, Math.round(context.domainCount * account.fixture.domainShare));
}

/** Splits the requested total over the accounts so that the counts add up exactly. */
function domainTargets(context: SeedContext): number[] {
  const targets = context.accounts.map((account) => domainTargetFor(context, account));
  const largest = targets.indexOf(Math.max(...targets));
  targets[largest] = (targets[largest] ?? 0) + context.domainCount - targets.reduce((sum, n) => sum + n, 0);
  return targets;
}

interface DomainLifecycle {
  status: string;
  registeredAt: string;
  expiresAt: string;
  autoRenew: boolean;
}

function lifecycle(random: SeededRandom, now: string, important: boolean): DomainLifecycle {
  if (!important && random.chance(0.008)) {
    const registeredAt = addDays(now, -random.int(0, 3));
    return { status: 'pending', registeredAt, expiresAt: addYears(registeredAt, 1), autoRenew: true };
  }
  const ageDays = random.weighted([[random.int(20, 365), 0.15], [random.int(365, 3650), 0.55], [random.int(3650, 9000), 0.3]] as const);
  const registeredAt = addDays(now, -ageDays);
  let expiresAt = addYears(registeredAt, 1);
  const horizon = addDays(now, -random.int(0, 80));
  while (expiresAt < horizon) expiresAt = addYears(expiresAt, 1);
  if (random.chance(0.2)) expiresAt = addYears(expiresAt, random.int(1, 4));
  if (important) {
    while (expiresAt < addDays(now, 30)) expiresAt = addYears(expiresAt, 1);
    return { status: 'active', registeredAt, expiresAt, autoRenew: true };
  }
  const lapsed = expiresAt < now;
  const status = lapsed
    ? expiresAt < addDays(now, -40) ? random.weighted([['redemption', 0.7], ['pending_delete', 0.3]] as const) : 'expired'
    : random.weighted([['active', 0.982], ['pending_transfer', 0.01], ['suspended', 0.005], ['transferred_out', 0.003]] as const);
  return { status, registeredAt, expiresAt, autoRenew: lapsed ? false : random.chance(0.86) };
}

export function seedDomains(context: SeedContext): void {
  const { db } = context;
  const random = context.random.fork('domains');
  // Its own stream: DS records of domains whose DNS is elsewhere leave every other seeded value as it was.
  const externalDsRandom = context.random.fork('external-ds');
  const tlds = [...context.tlds.values()];
  const tldByName = new Map<string, SeededTld>(tlds.map((tld) => [tld.fixture.name, tld]));
  const generate = createNameGenerator(random, tlds.map((tld) => tld.fixture), new Set());

  const insertDomain = prepareInsert(db, 'domains', [
    'group_id', 'name', 'unicode_name', 'tld', 'tld_id', 'status', 'registered_at', 'expires_at', 'auto_renew',
    'renewal_period_years', 'registry_lock', 'transfer_lock', 'privacy', 'dnssec_enabled', 'dns_managed',
    'nameservers', 'registrant_contact_id', 'admin_contact_id', 'tech_contact_id', 'billing_contact_id',
    'product_id', 'registrar_template_id', 'tags', 'notes', 'created_at', 'updated_at', 'version',
  ]);
  const insertZone = prepareInsert(db, 'dns_zones', [
    'group_id', 'domain_id', 'name', 'kind', 'status', 'serial', 'default_ttl', 'primary_nameserver', 'hostmaster',
    'dnssec_status', 'published_at', 'created_at', 'updated_at', 'version',
  ]);
  const recordStatement = db.prepare(
    'INSERT INTO dns_records (group_id, zone_id, name, type, ttl, priority, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertRecords = (groupId: string, zoneId: number, records: RecordSpec[], created: string, updated: string) => {
    for (const entry of records) {
      recordStatement.run(groupId, zoneId, entry.name, entry.type, entry.ttl, entry.priority, entry.content, created, updated);
    }
  };
  const insertKey = prepareInsert(db, 'dnssec_keys', [
    'group_id', 'zone_id', 'domain_id', 'key_type', 'key_tag', 'flags', 'protocol', 'algorithm', 'public_key',
    'status', 'activated_at', 'created_at', 'updated_at',
  ]);
  const insertDs = prepareInsert(db, 'ds_records', [
    'group_id', 'domain_id', 'dnssec_key_id', 'key_tag', 'algorithm', 'digest_type', 'digest', 'status', 'submitted_at',
    'created_at', 'updated_at',
  ]);
  const insertGlue = prepareInsert(db, 'glue_records', [
    'group_id', 'domain_id', 'hostname', 'ipv4_addresses', 'ipv6_addresses', 'status', 'created_at', 'updated_at',
  ]);

  const targets = domainTargets(context);
  context.accounts.forEach((account, accountIndex) => {
    const fixed = account.fixture.kind === 'provider' ? providerFixedNames : [];
    const names = generate(account.fixture, targets[accountIndex] ?? 0, fixed);
    const contacts = account.contacts;
    const mainContacts = contacts.slice(0, 3);

    names.forEach((generated: GeneratedName, index) => {
      const tld = tldByName.get(generated.tld);
      if (!tld) throw new Error(`unknown TLD ${generated.tld}`);
      const important = index < account.fixture.stems.length + 2;
      const life = lifecycle(random, context.now, important);
      const selfHosted = account.fixture.kind === 'provider' && fixed.includes(generated.name);
      const managed = selfHosted || (life.status !== 'transferred_out' && random.chance(0.88));
      const selfGlue = !managed && !selfHosted && random.chance(0.05);
      const nameservers = managed
        ? providerNameservers
        : selfGlue
            ? [`ns1.${generated.name}`, `ns2.${generated.name}`]
            : random.pick(externalNameservers);
      const dnssec = managed && tld.fixture.dnssec && (important || random.chance(0.18));
      // Signed where its DNS is: the DS at the registry was given by hand.
      const externalDs = !managed && tld.fixture.dnssec && life.status !== 'transferred_out' && externalDsRandom.chance(0.25);
      const created = random.chance(0.1) ? addDays(life.registeredAt, random.int(30, 2000)) : life.registeredAt;
      const createdAt = created > context.now ? life.registeredAt : created;
      const updatedAt = addDays(createdAt, random.int(0, Math.max(0, Math.floor((Date.parse(context.now) - Date.parse(createdAt)) / 86_400_000))));
      const registrant = important || random.chance(0.6) ? random.pick(mainContacts) : random.pick(contacts);
      const domainId = insertDomain({
        group_id: account.id,
        name: generated.name,
        unicode_name: generated.unicodeName,
        tld: generated.tld,
        tld_id: tld.id,
        status: life.status,
        registered_at: life.registeredAt,
        expires_at: life.expiresAt,
        auto_renew: life.autoRenew,
        renewal_period_years: important ? random.pick([1, 2, 5]) : 1,
        registry_lock: tld.fixture.registryLock && (important || random.chance(0.08)),
        transfer_lock: life.status !== 'pending_transfer' && random.chance(0.92),
        privacy: tld.fixture.privacy && random.chance(0.35),
        dnssec_enabled: dnssec || externalDs,
        dns_managed: managed,
        nameservers,
        registrant_contact_id: registrant?.id ?? null,
        admin_contact_id: random.pick(contacts).id,
        tech_contact_id: random.pick(contacts).id,
        billing_contact_id: random.pick(mainContacts).id,
        product_id: context.domainProducts.get(generated.tld)?.id ?? null,
        registrar_template_id: random.chance(0.3) ? random.pick(context.registrarTemplateIds) : null,
        tags: important ? ['core', 'critical'] : random.sample(domainTags, random.weighted([[0, 0.5], [1, 0.35], [2, 0.15]] as const)),
        notes: random.chance(0.03) ? random.pick(['Acquired in 2019 from a former distributor.', 'Redirects to the main site.', 'Do not let lapse: used for e-mail.', 'Campaign ended; review at renewal.']) : null,
        created_at: createdAt,
        updated_at: updatedAt,
        version: 1 + random.int(0, 6),
      });

      let zoneId: number | null = null;
      if (managed) {
        const serial = zoneSerial(updatedAt, random.int(1, 9));
        zoneId = insertZone({
          group_id: account.id,
          domain_id: domainId,
          name: generated.name,
          kind: 'forward',
          status: life.status === 'pending' ? 'pending' : 'active',
          serial,
          default_ttl: 3600,
          primary_nameserver: providerNameservers[0],
          hostmaster,
          dnssec_status: dnssec ? 'signed' : 'unsigned',
          published_at: updatedAt,
          created_at: createdAt,
          updated_at: updatedAt,
          version: 1 + random.int(0, 10),
        });
        insertRecords(account.id, zoneId, buildZoneRecords(random, generated.name, serial), createdAt, updatedAt);

        if (dnssec) {
          const keyCreated = addDays(createdAt, random.int(0, 30));
          const kskTag = random.int(1, 65535);
          const kskId = insertKey({
            group_id: account.id, zone_id: zoneId, domain_id: domainId, key_type: 'KSK', key_tag: kskTag, flags: 257,
            protocol: 3, algorithm: 13, public_key: random.bytes(64).toString('base64'), status: 'active',
            activated_at: keyCreated, created_at: keyCreated, updated_at: keyCreated,
          });
          insertKey({
            group_id: account.id, zone_id: zoneId, domain_id: domainId, key_type: 'ZSK', key_tag: random.int(1, 65535), flags: 256,
            protocol: 3, algorithm: 13, public_key: random.bytes(64).toString('base64'), status: 'active',
            activated_at: keyCreated, created_at: keyCreated, updated_at: keyCreated,
          });
          insertDs({
            group_id: account.id, domain_id: domainId, dnssec_key_id: kskId, key_tag: kskTag, algorithm: 13, digest_type: 2,
            digest: random.hex(64).toUpperCase(), status: random.chance(0.95) ? 'active' : 'submitted',
            submitted_at: keyCreated, created_at: keyCreated, updated_at: keyCreated,
          });
        }
      }

      if (externalDs) {
        insertDs({
          group_id: account.id, domain_id: domainId, dnssec_key_id: null, key_tag: externalDsRandom.int(1, 65535), algorithm: externalDsRandom.pick([8, 13]),
          digest_type: 2, digest: externalDsRandom.hex(64).toUpperCase(), status: 'active', submitted_at: updatedAt, created_at: updatedAt, updated_at: updatedAt,
        });
      }

      const glueHosts = selfHosted
        ? providerNameservers.filter((host) => host.endsWith(`.${generated.name}`))
        : selfGlue
          ? nameservers
          : [];
      for (const host of glueHosts) {
        insertGlue({
          group_id: account.id, domain_id: domainId, hostname: host, ipv4_addresses: [ipv4(random)],
          ipv6_addresses: random.chance(0.7) ? [ipv6(random)] : [], status: 'active', created_at: createdAt, updated_at: updatedAt,
        });
      }

      account.domains.push({
        id: domainId, name: generated.name, tld: generated.tld, status: life.status,
        registeredAt: life.registeredAt, expiresAt: life.expiresAt, zoneId,
      });
    });

    const hostZone = account.domains[0]?.name;
    if (hostZone) {
      const reverseName = `${random.int(0, 255)}.${accountIndex + 1}.10.in-addr.arpa`;
      const created = addDays(context.now, -random.int(100, 900));
      const serial = zoneSerial(created, 1);
      const zoneId = insertZone({
        group_id: account.id, domain_id: null, name: reverseName, kind: 'reverse', status: 'active', serial,
        default_ttl: 3600, primary_nameserver: providerNameservers[0], hostmaster, dnssec_status: 'unsigned',
        published_at: created, created_at: created, updated_at: created, version: 1,
      });
      insertRecords(account.id, zoneId, buildReverseZoneRecords(random, hostZone, serial, random.int(8, 24)), created, created);
    }
  });
}
