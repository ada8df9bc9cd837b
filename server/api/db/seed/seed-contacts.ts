/** Seeds contacts (in many countries, for each account) and their registry handles. */
import { prepareInsert } from './insert-row.ts';
import type { SeedContext, SeededAccount } from './seed-context.ts';
import { addDays } from './seed-time.ts';
import { countries, countryByCode } from './fixtures/countries.ts';
import { asciiSlug, personName, phoneNumber, postalAddress } from './fake-identity.ts';
import { accountEmailDomain } from './seed-accounts.ts';
import type { SeededRandom } from './seeded-random.ts';

const regionNames: Record<string, string> = {
  gb: 'UK', de: 'Deutschland', fr: 'France', es: 'España', it: 'Italia', nl: 'Nederland', se: 'Sverige',
  ch: 'Schweiz', jp: 'Japan', au: 'Australia', us: 'USA', ca: 'Canada', ie: 'Ireland', be: 'Belgique',
  no: 'Norge', br: 'Brasil', in: 'India', sg: 'Singapore',
};

const registries = [
  { registry: 'Nominet', tld: 'co.uk', handle: (n: number) => `NOM${String(n).padStart(8, '0')}` },
  { registry: 'EURid', tld: 'eu', handle: (n: number) => `c${String(n).padStart(8, '0')}` },
  { registry: 'AFNIC', tld: 'fr', handle: (n: number) => `MDS${n}-FRNIC` },
  { registry: 'SWITCH', tld: 'ch', handle: (n: number) => `D${String(n).padStart(7, '0')}-SWITCH` },
  { registry: 'SIDN', tld: 'nl', handle: (n: number) => `MER${String(n).padStart(6, '0')}-SIDN` },
  { registry: 'JPRS', tld: 'jp', handle: (n: number) => `JP${String(n).padStart(7, '0')}` },
  { registry: 'DNS Belgium', tld: 'be', handle: (n: number) => `c${n}` },
  { registry: 'Red.es', tld: 'es', handle: (n: number) => `ES-MER-${n}` },
  { registry: 'Registro .it', tld: 'it', handle: (n: number) => `MDS${n}-ITNIC` },
  { registry: 'CIRA', tld: 'ca', handle: (n: number) => `CIRA-${String(n).padStart(9, '0')}` },
] as const;

const roleLabels = ['Registrant', 'Administrative', 'Technical', 'Billing', 'Legal'];

function vatNumber(random: SeededRandom, countryCode: string): string | null {
  const eu = ['de', 'fr', 'es', 'it', 'nl', 'se', 'ie', 'be'];
  if (eu.includes(countryCode)) return `${countryCode.toUpperCase()}${random.int(100000000, 999999999)}`;
  if (countryCode === 'gb') return `GB${random.int(100000000, 999999999)}`;
  if (countryCode === 'ch') return `CHE-${random.int(100, 999)}.${random.int(100, 999)}.${random.int(100, 999)} MWST`;
  return null;
}

export function contactCountFor(context: SeedContext, account: SeededAccount): number {
  return Math.min(4000, Math.max(12, Math.round((context.domainCount * account.fixture.domainShare) / 25)));
}

export function seedContacts(context: SeedContext): void {
  const random = context.random.fork('contacts');
  const insertContact = prepareInsert(context.db, 'contacts', [
    'group_id', 'label', 'kind', 'name', 'organisation', 'email', 'phone', 'mobile', 'fax', 'street1', 'street2',
    'street3', 'city', 'state', 'postcode', 'country_code', 'vat_number', 'company_number', 'verification_status',
    'disclose', 'notes', 'created_at', 'updated_at', 'version',
  ]);
  const insertHandle = prepareInsert(context.db, 'registry_handles', [
    'group_id', 'contact_id', 'tld_id', 'registry', 'handle', 'status', 'synced_at', 'created_at', 'updated_at',
  ]);
  let handleSerial = 1000;

  for (const account of context.accounts) {
    const home = countryByCode(account.fixture.countryCode);
    const count = contactCountFor(context, account);
    for (let i = 0; i < count; i++) {
      const country = i < 3 || random.chance(0.55) ? home : random.pick(countries);
      const person = personName(random, country);
      const isOrganisation = i < 3 || random.chance(0.7);
      const suffix = random.pick(country.companySuffixes);
      const organisation = !isOrganisation
        ? null
        : i === 0
          ? account.fixture.legalName
          : `${account.fixture.name} ${regionNames[country.code] ?? country.code.toUpperCase()} ${suffix}`;
      const address = postalAddress(random, country);
      const roleMailbox = random.pick(['domains', 'hostmaster', 'legal', 'it-ops', 'billing']);
      const email = random.chance(0.4)
        ? `${roleMailbox}@${accountEmailDomain(account)}`
        : `${asciiSlug(`${person.given} ${person.family}`)}@${accountEmailDomain(account)}`;
      const created = addDays(context.now, -random.int(60, 3000));
      const edits = random.int(0, 4);
      const id = insertContact({
        group_id: account.id,
        label: `${organisation ?? person.full} – ${random.pick(roleLabels)}`,
        kind: isOrganisation ? 'organisation' : 'person',
        name: person.full,
        organisation,
        email,
        phone: phoneNumber(random, country),
        mobile: random.chance(0.5) ? phoneNumber(random, country) : null,
        fax: random.chance(0.08) ? phoneNumber(random, country) : null,
        street1: address.street1,
        street2: address.street2,
        street3: null,
        city: address.city,
        state: address.state,
        postcode: address.postcode,
        country_code: address.country_code,
        vat_number: isOrganisation ? vatNumber(random, country.code) : null,
        company_number: isOrganisation && random.chance(0.6) ? String(random.int(10000000, 99999999)) : null,
        verification_status: random.weighted([['verified', 0.85], ['pending', 0.08], ['failed', 0.03], ['not_required', 0.04]] as const),
        disclose: random.chance(0.1),
        notes: random.chance(0.05) ? 'Confirmed by legal in the last annual review.' : null,
        created_at: created,
        updated_at: addDays(created, edits * random.int(5, 120)),
        version: 1 + edits,
      });
      account.contacts.push({ id, name: person.full, organisation, email, countryCode: country.code });

      if (random.chance(0.4)) {
        for (const registry of random.sample(registries, random.int(1, 2))) {
          handleSerial += random.int(1, 97);
          insertHandle({
            group_id: account.id,
            contact_id: id,
            tld_id: context.tlds.get(registry.tld)?.id ?? null,
            registry: registry.registry,
            handle: registry.handle(handleSerial),
            status: random.weighted([['active', 0.9], ['pending', 0.05], ['failed', 0.05]] as const),
            synced_at: addDays(context.now, -random.int(0, 60)),
            created_at: addDays(created, random.int(0, 30)),
            updated_at: addDays(created, random.int(30, 60)),
          });
        }
      }
    }
  }
}
