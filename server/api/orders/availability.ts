/**
 * Whether a name can be registered, as the reference API's simulated registries answer
 * (DESIGN.md section 13): deterministic, no randomness, no network. In this order:
 *
 * - invalid: the spelling breaks a rule, the TLD is unknown or not sold, an IDN under a TLD
 *   without IDN (src/lib/domains, with the reason);
 * - registered_here: the name is a domain of this account, or in one of its open orders;
 * - registered: a domain of another account here (or one transferred away), or in another
 *   account's open order;
 * - reserved: the registries' reserved labels (`nic`, `whois`, `example` …, single characters);
 * - blocked: an active brand block of another account covers the label under this TLD (DPML
 *   and DPML Plus: TLDs run or backed by Identity Digital; GlobalBlock and GlobalBlock+: every
 *   generic TLD; AdultBlock: the adult TLDs); the holder's own blocks do not stop the holder;
 * - registered: a stable hash of the name (FNV-1a) says a third party holds it (3 names in 10);
 * - premium: labels of two or three characters, and listed words, at the registry's premium
 *   price (the list price times the tier's factor);
 * - available.
 */
import type { DatabaseSync } from 'node:sqlite';
import { readDomainName, tldCatalogue, type DomainName, type TldCatalogue } from '../../../src/lib/domains/domain-name.ts';
import { reason, type NameReasonKey, type Reason, type StateReasonKey } from '../../../src/lib/domains/name-reasons.ts';

export { availabilityStates, type AvailabilityState } from '../../../src/lib/domains/availability-row.ts';
import type { AvailabilityState } from '../../../src/lib/domains/availability-row.ts';

export interface CatalogueTld {
  id: number;
  name: string;
  kind: string;
  status: string;
  registryOperator: string;
  registryBackend: string | null;
  idn: boolean;
  privacy: boolean;
  authCodeRequired: boolean;
  minPeriodYears: number;
  maxPeriodYears: number;
  productId: number | null;
}

export interface NameAvailability {
  parsed: DomainName;
  tld: CatalogueTld | null;
  state: AvailabilityState;
  /** Why it is not available: its spelling's or its state's reason. */
  reason: Reason<NameReasonKey | StateReasonKey> | null;
  /** The premium tier's factor on the list price (1 for other names). */
  premiumFactor: number;
  /** The account's own domain of that name (registered_here, not an order still open). */
  domainId?: number;
}

export const reservedLabels: ReadonlySet<string> = new Set([
  'nic', 'whois', 'rdap', 'rdds', 'www', 'iana', 'icann', 'registry', 'registrar', 'example', 'test', 'localhost', 'invalid', 'local', 'wpad', 'root',
]);

/** Words the registries sell at a premium (factor 8). */
export const premiumWords: ReadonlySet<string> = new Set([
  'shop', 'store', 'bank', 'pay', 'money', 'cash', 'loans', 'insurance', 'crypto', 'bitcoin', 'cloud', 'app', 'apps', 'web', 'home', 'hotel',
  'travel', 'food', 'pizza', 'coffee', 'wine', 'beer', 'music', 'games', 'game', 'news', 'sport', 'sports', 'car', 'cars', 'vip', 'best',
  'buy', 'deal', 'deals', 'free', 'love', 'sex', 'poker', 'casino', 'health', 'doctor', 'law', 'legal', 'solar', 'energy', 'ai',
]);

const adultTlds = new Set(['xxx', 'porn', 'adult', 'sex']);
const blockNames: Readonly<Record<string, string>> = {
  dpml: 'DPML', dpml_plus: 'DPML Plus', adult_block: 'AdultBlock', adult_block_plus: 'AdultBlock+', global_block: 'GlobalBlock', global_block_plus: 'GlobalBlock+',
};

/** Which TLDs a block of the kind covers. */
export function blockCovers(kind: string, tld: CatalogueTld): boolean {
  if (kind === 'dpml' || kind === 'dpml_plus') return tld.registryOperator === 'Identity Digital' || tld.registryBackend === 'Identity Digital';
  if (kind === 'adult_block' || kind === 'adult_block_plus') return adultTlds.has(tld.name);
  if (kind === 'global_block' || kind === 'global_block_plus') return tld.kind === 'generic';
  return false;
}

/** FNV-1a, 32 bits: the same name always gives the same number. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** True when the simulated registry says a third party holds the name (30 % of names). */
export function heldByThirdParty(name: string): boolean {
  return nameHash(name) % 10 < 3;
}

export function premiumFactorOf(label: string): number {
  const length = [...label].length;
  if (length === 2) return 40;
  if (length === 3) return 12;
  return premiumWords.has(label) ? 8 : 1;
}

export function loadCatalogue(db: DatabaseSync): CatalogueTld[] {
  return db
    .prepare(`SELECT t.id, t.name, t.kind, t.status, t.registry_operator, t.registry_backend, t.idn_supported, t.privacy_supported, t.auth_code_required,
      t.min_period_years, t.max_period_years,
      (SELECT p.id FROM products p WHERE p.tld_id = t.id AND p.kind = 'domain' AND p.status = 'active' ORDER BY p.id LIMIT 1) AS product_id
      FROM tlds t ORDER BY t.name`)
    .all()
    .map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      kind: String(row.kind),
      status: String(row.status),
      registryOperator: String(row.registry_operator),
      registryBackend: row.registry_backend === null ? null : String(row.registry_backend),
      idn: row.idn_supported === 1,
      privacy: row.privacy_supported === 1,
      authCodeRequired: row.auth_code_required === 1,
      minPeriodYears: Number(row.min_period_years),
      maxPeriodYears: Number(row.max_period_years),
      productId: row.product_id === null ? null : Number(row.product_id),
    }));
}

export function isSold(tld: CatalogueTld): boolean {
  return tld.status === 'active' && tld.productId !== null;
}

export interface AvailabilityChecker {
  catalogue: readonly CatalogueTld[];
  names: TldCatalogue;
  tldByName: ReadonlyMap<string, CatalogueTld>;
  /** Reads the name (spelling, TLD) without asking the registry. */
  read(input: string): { parsed: DomainName; tld: CatalogueTld | null };
  check(input: string): NameAvailability;
}

/** A checker for one account (the account the answer's registered_here is about). */
export function createAvailabilityChecker(db: DatabaseSync, groupId: string): AvailabilityChecker {
  const catalogue = loadCatalogue(db);
  const tldByName = new Map(catalogue.map((tld) => [tld.name, tld]));
  const names = tldCatalogue(catalogue.map((tld) => ({ name: tld.name, idn: tld.idn, sold: isSold(tld) })));
  const domainByName = db.prepare('SELECT id, group_id, status FROM domains WHERE name = ?');
  const openItem = db.prepare("SELECT group_id FROM order_items WHERE domain_name = ? AND status IN ('queued', 'processing') ORDER BY group_id = ? DESC LIMIT 1");
  // Active blocks of other accounts, by label (a plus block also by its label without hyphens).
  const blocks = new Map<string, string[]>();
  for (const row of db.prepare("SELECT label, kind FROM blocks WHERE status = 'active' AND group_id != ?").all(groupId)) {
    const label = String(row.label).toLowerCase();
    const kind = String(row.kind);
    const labels = kind.endsWith('_plus') ? new Set([label, label.replaceAll('-', '')]) : new Set([label]);
    for (const entry of labels) blocks.set(entry, [...(blocks.get(entry) ?? []), kind]);
  }

  const read = (input: string) => {
    const parsed = readDomainName(input, names);
    return { parsed, tld: parsed.tld === null ? null : (tldByName.get(parsed.tld) ?? null) };
  };
  const answer = (parsed: DomainName, tld: CatalogueTld | null, state: AvailabilityState, key: NameReasonKey | StateReasonKey | null, values: Record<string, string> = {}, premiumFactor = 1): NameAvailability => ({
    parsed, tld, state, reason: key === null ? null : reason(key, values), premiumFactor,
  });

  return {
    catalogue,
    names,
    tldByName,
    read,
    check(input) {
      const { parsed, tld } = read(input);
      if (parsed.problem || !tld) return { parsed, tld, state: 'invalid', reason: parsed.problem ?? reason('unknown_tld', { tld: parsed.tld ?? '' }), premiumFactor: 1 };
      const domain = domainByName.get(parsed.name);
      if (domain) {
        const here = domain.group_id === groupId && domain.status !== 'transferred_out';
        return here ? { ...answer(parsed, tld, 'registered_here', 'in_account'), domainId: Number(domain.id) } : answer(parsed, tld, 'registered', 'taken');
      }
      const ordered = openItem.get(parsed.name, groupId);
      if (ordered) return ordered.group_id === groupId ? answer(parsed, tld, 'registered_here', 'in_account') : answer(parsed, tld, 'registered', 'taken');
      const label = parsed.label;
      if (reservedLabels.has(label) || [...parsed.unicodeLabel].length === 1) return answer(parsed, tld, 'reserved', 'registry_reserved', { tld: tld.name });
      const block = (blocks.get(parsed.unicodeLabel) ?? blocks.get(label) ?? []).find((kind) => blockCovers(kind, tld));
      if (block) return answer(parsed, tld, 'blocked', 'brand_block', { block: blockNames[block] ?? block });
      if (heldByThirdParty(parsed.name)) return answer(parsed, tld, 'registered', 'taken');
      const factor = premiumFactorOf(parsed.unicodeLabel);
      if (factor > 1) return answer(parsed, tld, 'premium', 'premium_name', {}, factor);
      return answer(parsed, tld, 'available', null);
    },
  };
}
