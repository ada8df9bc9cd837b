/** Seeds the shared catalogue: TLDs, products, registrar templates, intelligence modules, redirects. */
import { domainToUnicode } from 'node:url';
import { prepareInsert } from './insert-row.ts';
import type { SeedContext, SeededProduct } from './seed-context.ts';
import { addDays } from './seed-time.ts';
import { tldCatalogue } from './fixtures/tld-catalogue.ts';

/** Registration list price in euro cents by TLD; renewals cost the same, transfers a year. */
const tldPriceCents: Record<string, number> = {
  com: 1290, net: 1590, org: 1490, info: 1990, biz: 1890, io: 4900, co: 2900, ai: 8900, app: 1800, dev: 1600,
  shop: 3400, online: 3500, tech: 4800, xyz: 1300, cloud: 2300, de: 890, fr: 1090, es: 1190, it: 1090, nl: 990,
  eu: 990, ch: 1390, se: 1990, no: 1990, dk: 1490, fi: 1790, pl: 1690, at: 1690, be: 990, pt: 1990, ie: 3200,
  uk: 890, 'co.uk': 890, 'org.uk': 890, jp: 4200, 'co.jp': 6900, 'com.au': 1990, 'net.au': 1990, au: 1990,
  'co.nz': 2600, ca: 1590, us: 1290, 'com.br': 3900, in: 1290, sg: 4500, 'com.sg': 4500, 'com.mx': 3500,
};

const otherProducts: Omit<SeededProduct, 'id'>[] = [
  { code: 'ssl-dv-sectigo', kind: 'ssl', name: 'Sectigo PositiveSSL (DV)', basePriceCents: 2900, issuer: 'Sectigo', validationLevel: 'DV' },
  { code: 'ssl-dv-wildcard-sectigo', kind: 'ssl', name: 'Sectigo PositiveSSL Wildcard (DV)', basePriceCents: 14900, issuer: 'Sectigo', validationLevel: 'DV', wildcard: true },
  { code: 'ssl-ov-digicert', kind: 'ssl', name: 'DigiCert Secure Site (OV)', basePriceCents: 39900, issuer: 'DigiCert', validationLevel: 'OV' },
  { code: 'ssl-ov-multidomain-globalsign', kind: 'ssl', name: 'GlobalSign OrganizationSSL Multi-Domain (OV)', basePriceCents: 54900, issuer: 'GlobalSign', validationLevel: 'OV' },
  { code: 'ssl-ev-digicert', kind: 'ssl', name: 'DigiCert Secure Site EV', basePriceCents: 89900, issuer: 'DigiCert', validationLevel: 'EV' },
  { code: 'dns-anycast-premium', kind: 'dns', name: 'Premium anycast DNS', basePriceCents: 4900 },
  { code: 'block-dpml', kind: 'block', name: 'DPML block', basePriceCents: 290000, blockKind: 'dpml', provider: 'Identity Digital' },
  { code: 'block-dpml-plus', kind: 'block', name: 'DPML Plus block', basePriceCents: 590000, blockKind: 'dpml_plus', provider: 'Identity Digital' },
  { code: 'block-adult', kind: 'block', name: 'AdultBlock', basePriceCents: 49000, blockKind: 'adult_block', provider: 'ICM Registry' },
  { code: 'block-globalblock', kind: 'block', name: 'GlobalBlock', basePriceCents: 390000, blockKind: 'global_block', provider: 'GlobalBlock' },
  { code: 'block-globalblock-plus', kind: 'block', name: 'GlobalBlock+', basePriceCents: 690000, blockKind: 'global_block_plus', provider: 'GlobalBlock' },
  { code: 'watch-standard', kind: 'watch', name: 'Brand watch — standard', basePriceCents: 120000 },
  { code: 'watch-premium', kind: 'watch', name: 'Brand watch — premium with enforcement', basePriceCents: 480000 },
  { code: 'intelligence-report', kind: 'intelligence', name: 'Portfolio intelligence report', basePriceCents: 75000 },
  { code: 'service-registry-lock', kind: 'service', name: 'Registry lock management', basePriceCents: 9900 },
  { code: 'service-premium-support', kind: 'service', name: 'Premium support (24/7)', basePriceCents: 150000 },
];

const intelligenceModules = [
  ['portfolio', 'Portfolio discovery', 'Finds registered names that belong to the prospect across TLDs.'],
  ['ssl-focus', 'SSL focus', 'Certificates on the portfolio: issuers, expiry and coverage gaps.'],
  ['traffic-focus', 'Traffic focus', 'Estimated traffic per name, to find the names that matter.'],
  ['registry-lock-focus', 'Registry lock focus', 'Which high-value names lack registry lock.'],
  ['typo-squatting', 'Typo-squatting scan', 'Look-alike and mistyped names registered by third parties.'],
  ['dns-health', 'DNS health', 'Nameserver diversity, DNSSEC and e-mail authentication records.'],
] as const;

export function seedCatalogue(context: SeedContext): void {
  const { db, now } = context;
  const created = addDays(now, -1200);
  const insertTld = prepareInsert(db, 'tlds', [
    'name', 'unicode_name', 'label_count', 'kind', 'country_code', 'registry_operator', 'registry_backend',
    'whois_server', 'rdap_url', 'status', 'dnssec_supported', 'registry_lock_supported', 'privacy_supported',
    'idn_supported', 'local_presence_required', 'auth_code_required', 'min_period_years', 'max_period_years',
    'grace_period_days', 'redemption_period_days', 'created_at', 'updated_at',
  ]);
  const insertProduct = prepareInsert(db, 'products', [
    'code', 'name', 'kind', 'tld_id', 'supplier', 'validation_level', 'period_unit', 'min_period', 'max_period',
    'description', 'status', 'created_at', 'updated_at',
  ]);

  for (const tld of tldCatalogue) {
    const suffix = tld.name.split('.').at(-1) ?? tld.name;
    const id = insertTld({
      name: tld.name,
      unicode_name: domainToUnicode(tld.name) || tld.name,
      label_count: tld.name.split('.').length,
      kind: tld.kind,
      country_code: tld.countryCode ?? null,
      registry_operator: tld.operator,
      registry_backend: tld.backend ?? null,
      whois_server: `whois.nic.${suffix}`,
      rdap_url: `https://rdap.nic.${suffix}/`,
      status: 'active',
      dnssec_supported: tld.dnssec,
      registry_lock_supported: tld.registryLock,
      privacy_supported: tld.privacy,
      idn_supported: tld.idn,
      local_presence_required: tld.localPresence,
      auth_code_required: !['uk', 'co.uk', 'org.uk'].includes(tld.name),
      min_period_years: 1,
      max_period_years: tld.kind === 'generic' ? 10 : tld.name.endsWith('au') ? 5 : tld.name === 'jp' ? 1 : 10,
      grace_period_days: tld.kind === 'generic' ? 45 : 30,
      redemption_period_days: 30,
      created_at: created,
      updated_at: created,
    });
    context.tlds.set(tld.name, { id, fixture: tld });
    const price = tldPriceCents[tld.name] ?? 1990;
    const product = {
      code: `domain-${tld.name.replaceAll('.', '-')}`,
      kind: 'domain',
      name: `.${tld.name} domain`,
      basePriceCents: price,
    };
    const productId = insertProduct({
      ...product,
      tld_id: id,
      supplier: tld.operator,
      period_unit: 'year',
      min_period: 1,
      max_period: 10,
      description: `Registration, renewal and transfer of .${tld.name} names.`,
      status: 'active',
      created_at: created,
      updated_at: created,
    });
    const seeded = { ...product, id: productId };
    context.domainProducts.set(tld.name, seeded);
    context.products.push(seeded);
  }

  for (const product of otherProducts) {
    const id = insertProduct({
      code: product.code,
      name: product.name,
      kind: product.kind,
      tld_id: null,
      supplier: product.issuer ?? product.provider ?? 'Meridian Domain Services',
      validation_level: product.validationLevel ?? null,
      period_unit: product.kind === 'ssl' || product.kind === 'block' ? 'year' : product.kind === 'intelligence' ? 'once' : 'month',
      min_period: 1,
      max_period: product.kind === 'ssl' ? 1 : product.kind === 'block' ? 10 : 12,
      description: product.name,
      status: product.code === 'ssl-ov-multidomain-globalsign' ? 'coming_soon' : 'active',
      created_at: created,
      updated_at: created,
    });
    context.products.push({ ...product, id });
  }

  seedRegistrarTemplates(context, created);

  const insertModule = prepareInsert(db, 'intelligence_modules', ['code', 'name', 'description', 'status', 'created_at', 'updated_at']);
  for (const [code, name, description] of intelligenceModules) {
    const id = insertModule({ code, name, description, status: code === 'dns-health' ? 'beta' : 'active', created_at: created, updated_at: created });
    context.intelligenceModuleIds.set(code, id);
  }

  const insertRedirect = prepareInsert(db, 'redirects', ['from_path', 'to_path', 'status_code', 'active', 'note', 'created_at', 'updated_at']);
  const redirects: [string, string, number, string][] = [
    ['/certificates', '/ssls', 301, 'Old name of the SSL area'],
    ['/billing', '/invoicing', 301, 'Old name of the invoicing area'],
    ['/domains/list', '/domains', 301, 'Former list address'],
    ['/users/auth-log', '/users/authentication-log', 301, 'Shortened address used in e-mails'],
    ['/brand', '/brand-protection', 302, 'Marketing link'],
    ['/zones', '/domains/search/records', 301, 'Former DNS search'],
  ];
  for (const [from, to, status, note] of redirects) {
    insertRedirect({ from_path: from, to_path: to, status_code: status, active: 1, note, created_at: created, updated_at: created });
  }
}

function seedRegistrarTemplates(context: SeedContext, created: string): void {
  const insert = prepareInsert(context.db, 'registrar_templates', [
    'name', 'tld_id', 'registrar', 'description', 'settings', 'status', 'created_at', 'updated_at',
  ]);
  const tldId = (name: string) => context.tlds.get(name)?.id ?? null;
  const defaultNameservers = ['ns1.meridian-dns.net', 'ns2.meridian-dns.net', 'ns3.meridian-dns.eu'];
  const templates = [
    { name: 'Default gTLD', tld: null, registrar: 'Meridian (ICANN accredited)', description: 'Privacy on, transfer lock on, our nameservers.', settings: { nameservers: defaultNameservers, privacy: true, transfer_lock: true, auto_renew: true } },
    { name: 'Defensive registration', tld: null, registrar: 'Meridian (ICANN accredited)', description: 'Parked on our nameservers with a redirect, auto-renew.', settings: { nameservers: defaultNameservers, privacy: true, auto_renew: true, parking: 'redirect' } },
    { name: 'High-value names', tld: null, registrar: 'Meridian (ICANN accredited)', description: 'Registry lock, DNSSEC and 5-year renewals.', settings: { nameservers: defaultNameservers, registry_lock: true, dnssec: true, renewal_period_years: 5 } },
    { name: 'UK (Nominet) trading name', tld: 'co.uk', registrar: 'Meridian (Nominet accredited channel partner)', description: 'Registrant type LTD with company number.', settings: { registrant_type: 'LTD', opt_out: false, nameservers: defaultNameservers } },
    { name: 'DE with trustee', tld: 'de', registrar: 'Meridian via DENIC member', description: 'Local admin contact provided by the trustee service.', settings: { trustee: true, admin_contact: 'trustee', nameservers: defaultNameservers } },
    { name: 'JP local presence', tld: 'jp', registrar: 'Meridian via JPRS agent', description: 'Japanese local presence through the agent service.', settings: { local_presence: 'agent', nameservers: defaultNameservers } },
    { name: 'AU eligibility (ABN)', tld: 'com.au', registrar: 'Meridian via auDA registrar', description: 'Eligibility type Company with ABN.', settings: { eligibility_type: 'Company', eligibility_id_type: 'ABN' } },
    { name: 'EU residency', tld: 'eu', registrar: 'Meridian (EURid accredited)', description: 'EU citizenship or residency declaration.', settings: { citizenship_country: 'from_registrant', language: 'en' } },
    { name: 'FR with local contact', tld: 'fr', registrar: 'Meridian (AFNIC accredited)', description: 'AFNIC eligibility with SIREN number.', settings: { siren_required: true } },
    { name: 'Legacy reseller template', tld: null, registrar: 'Partner registrar', description: 'Kept for domains transferred in from the partner.', settings: { nameservers: ['ns1.partner-dns.com', 'ns2.partner-dns.com'] }, status: 'retired' },
  ];
  for (const template of templates) {
    const id = insert({
      name: template.name,
      tld_id: template.tld ? tldId(template.tld) : null,
      registrar: template.registrar,
      description: template.description,
      settings: template.settings,
      status: template.status ?? 'active',
      created_at: created,
      updated_at: created,
    });
    context.registrarTemplateIds.push(id);
  }
}
