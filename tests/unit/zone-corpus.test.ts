/**
 * The zone-file import and export against BIND 9 over the real zone files of `../shared/zone-corpus`
 * (its README says how the oracle was made): every file BIND loads imports with BIND's records,
 * but for the by-design differences listed below with their reason; every refusal points at a
 * line and a column; every export reads back as the same records (what BIND reads in it) and
 * re-imports to nothing to stage. The figures are printed at the end.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ttlRange } from '~/lib/dns/check-record.ts';
import { checkZoneFile, type ZoneFileCheck } from '~/lib/dns/zone-file/check-zone-file.ts';
import { importChanges } from '~/lib/dns/zone-file/import-changes.ts';
import { printZoneFile } from '~/lib/dns/zone-file/print-zone-file.ts';
import type { ZoneRecord } from '~/lib/dns/zone-record.ts';
import { bindLine, comparableLine } from './support/bind-records.ts';

const corpusRoot = fileURLToPath(new URL('../../../shared/zone-corpus/', import.meta.url));

interface ManifestEntry {
  readonly id: string;
  readonly file: string;
  readonly origin: string;
}

interface Expected {
  readonly bind: { readonly load: { readonly ok: boolean; readonly fragment: boolean } };
  readonly records: readonly string[];
}

/** Records the import leaves out by design: made by signing, which the portal does itself (DESIGN.md section 12, DNSSEC). */
const signingTypes = new Set(['DNSKEY', 'RRSIG', 'NSEC', 'NSEC3', 'NSEC3PARAM', 'CDS', 'CDNSKEY']);

/**
 * What differs from BIND by design, each with its reason, as it applies to one of BIND's records
 * (returns the record as we import it, or null when we leave it out).
 */
const byDesign: readonly { readonly reason: string; readonly apply: (owner: string, ttl: number, type: string, rdata: string, zone: string) => string | null }[] = [
  { reason: 'signing records are left out: the portal signs zones itself', apply: (owner, ttl, type, rdata) => (signingTypes.has(type) ? null : `${owner} ${ttl} ${type} ${rdata}`) },
  {
    reason: `a TTL outside ${ttlRange.min}–${ttlRange.max} s is clamped into it, with a notice`,
    apply: (owner, ttl, type, rdata) => `${owner} ${Math.min(ttlRange.max, Math.max(ttlRange.min, ttl))} ${type} ${rdata}`,
  },
];

function oursOf(line: string, zone: string): string | null {
  const [owner, ttl, type, ...rest] = line.split(' ');
  let current: string | null = `${owner} ${ttl} ${type} ${rest.join(' ')}`;
  for (const rule of byDesign) {
    if (current === null) return null;
    const [o, t, ty, ...r] = current.split(' ');
    current = rule.apply(o, Number(t), ty, r.join(' '), zone);
  }
  return current;
}

/** Files BIND loads that the import refuses, each at a line and column, with the reason it is our rule. */
const refusedByDesign: Readonly<Record<string, string>> = {
  'bind9/checkzone_zones_bad-dns-sd-reverse.db': 'a name in data with characters other than letters, digits, - and _ (`!@#3`)',
  'bind9/checkzone_zones_good-dns-sd-reverse.db': 'a name in data with characters other than letters, digits, - and _ (`!@#3`)',
  'bind9/cacheclean_ns1_example.db': 'a name in data with characters other than letters, digits, - and _ (`32/27`)',
  'bind9/checkzone_zones_bad-rpz-prefix.db': 'a CNAME to the root (an RPZ policy), which the editor refuses',
  'bind9/checkzone_zones_good-rpz-prefix.db': 'a CNAME to the root (an RPZ policy), which the editor refuses',
  'bind9/tsig_ns1_example.db': 'a CNAME to the root, which the editor refuses',
  'bind9/digdelv_ns2_example.db.in': 'owner labels with characters other than letters, digits, - _ / + (`\'`, `[`)',
  'nsd/tpkg_bug086_chars.tdir_bug086_chars.zone': 'owner labels with characters other than letters, digits, - _ / + (`#`, `%`)',
  'knot/tests-extra_data_example.zone': 'an owner label with a control character (`\\000`)',
  'knot/tests-extra_data_records.zone': 'an owner label with `#` (`\\035leading`)',
  'knot/tests-extra_data_flags.zone': '`*` inside a label other than the whole first one',
  'nsd/tpkg_bug236_rrs_before_soa.tdir_bug236_rrs_before_soa.zone': 'a name server host name with an underscore',
  'dnscontrol/parse_tests_011-cfRedirect_foo.com.zone': 'a file of comments only has nothing to import',
};

/** Files whose records differ from BIND's, each with why. */
const differentByDesign: Readonly<Record<string, string>> = {
  'bind9/checkzone_zones_bad-eui48-no-leading-zero.db': 'a kept type (EUI48) is kept as the file spells it; BIND prints its own spelling',
  'bind9/checkzone_zones_bad-eui64-no-leading-zero.db': 'a kept type (EUI64) is kept as the file spells it; BIND prints its own spelling',
  'bind9/auth_ns1_example.com.db': 'kept types (BRID, HHIT) in RFC 3597 form stay in it; BIND prints its own presentation',
  'pdns/zones_15-no-rdata_example.zone': 'TYPE10 stays TYPE10 (kept); BIND names it NULL',
  'pdns/zones_22-lots-rr-types_example.com.zone': 'a kept type (APL) is kept as the file spells it',
  'nsd/tpkg_rr-wks.tdir_rr-wks.zone': 'a kept type (WKS) is kept as the file spells it (service names); BIND prints numbers',
  'knot/obsolete_data_obsolete.zone': 'a kept type (NXT) is kept as the file spells it (type order)',
  'bind9/checkzone_zones_good-nsap.db': 'an owner that is the zone\'s name without its final dot is the apex (Cloudflare writes its SOA so); a kept NSAP keeps its dots',
  'dnscontrol/parse_tests_029-dextendsub_example.com.zone': 'a Unicode name is imported as its A-label (IDNA), with a notice; BIND reads its UTF-8 bytes',
  'dnscontrol/parse_tests_029-dextendsub_xn--dsseldorf-q9a.example.net.zone': 'a Unicode name is imported as its A-label (IDNA), with a notice; BIND reads its UTF-8 bytes',
  'dnscontrol/parse_tests_029-dextendsub_xn--tda.example.net.zone': 'a Unicode name is imported as its A-label (IDNA), with a notice; BIND reads its UTF-8 bytes',
  'knot/duplicates_data_duplicates.zone':
    'an SVCB target differing only in letter case is the same name (RFC 4343), so the record is read once with a notice; BIND compares SVCB data byte by byte and keeps both',
};

/** Known differences that are not by design: to fix (the test fails if one goes away unnoticed, or a new one comes). */
const knownDifferences: Readonly<Record<string, string>> = {};

const zoneOf = (origin: string) => ({ name: origin === '.' ? '.' : origin.replace(/\.$/, '') });

function difference(ours: readonly string[], theirs: readonly string[]): { missing: string[]; extra: string[] } {
  const counts = new Map<string, number>();
  for (const line of theirs) counts.set(line, (counts.get(line) ?? 0) + 1);
  const extra: string[] = [];
  for (const line of ours) {
    const left = counts.get(line) ?? 0;
    if (left === 0) extra.push(line);
    else counts.set(line, left - 1);
  }
  const missing = [...counts.entries()].flatMap(([line, left]) => Array.from({ length: left }, () => line));
  return { missing, extra };
}

const served = (records: readonly ZoneRecord[]) => records.filter((record) => !record.disabled);

interface Outcome {
  readonly id: string;
  readonly check: ZoneFileCheck;
  readonly missing: string[];
  readonly extra: string[];
  readonly exportMismatch: string[];
  readonly reimportChanges: number;
}

const present = existsSync(`${corpusRoot}manifest.json`);
const manifest: ManifestEntry[] = present ? JSON.parse(readFileSync(`${corpusRoot}manifest.json`, 'utf8')).files : [];
const loaded = manifest
  .map((entry) => ({ entry, expected: JSON.parse(readFileSync(`${corpusRoot}expected/${entry.id}.json`, 'utf8')) as Expected }))
  .filter(({ expected }) => expected.bind.load.ok);

function run(entry: ManifestEntry, expected: Expected): Outcome {
  const zone = zoneOf(entry.origin);
  const text = readFileSync(`${corpusRoot}${entry.file}`, 'utf8');
  const check = checkZoneFile(text, zone);
  if (check.errors.length > 0) return { id: entry.id, check, missing: [], extra: [], exportMismatch: [], reimportChanges: 0 };
  const ours = served(check.records.map((each) => each.record)).map((record) => comparableLine(bindLine(record, zone)));
  const theirs = expected.records.flatMap((line) => {
    const mapped = oursOf(line, zone.name);
    return mapped === null ? [] : [comparableLine(mapped)];
  });
  const { missing, extra } = difference(ours, theirs);
  const records = check.records.map((each) => each.record);
  const exported = printZoneFile(zone, records, { defaultTtl: 3600 });
  const again = checkZoneFile(exported, zone);
  const exportDiff = difference(again.records.map((each) => comparableLine(bindLine(each.record, zone))), records.map((record) => comparableLine(bindLine(record, zone))));
  const exportMismatch = [...again.errors.map((error) => `error ${error.line}:${error.column} ${error.message}`), ...exportDiff.missing, ...exportDiff.extra];
  const reimportChanges = importChanges(records, again.records.map((each) => each.record), 'replace').length;
  return { id: entry.id, check, missing, extra, exportMismatch, reimportChanges };
}

describe('the zone corpus against BIND 9', () => {
  it('is where CI puts it', () => {
    expect(present, `no zone corpus at ${corpusRoot}`).toBe(true);
  });

  const outcomes = loaded.map(({ entry, expected }) => run(entry, expected));
  const refused = outcomes.filter((outcome) => outcome.check.errors.length > 0);
  const differing = outcomes.filter((outcome) => outcome.missing.length + outcome.extra.length > 0);

  afterAll(() => {
    const reasons = new Map<string, number>();
    for (const outcome of refused) for (const key of new Set(outcome.check.errors.map((error) => error.key))) reasons.set(key, (reasons.get(key) ?? 0) + 1);
    const agreeing = outcomes.length - refused.length - differing.length;
    console.log(`zone corpus: ${loaded.length} files BIND loads; ${agreeing} agree with BIND, ${refused.length} refused, ${differing.length} differ (${Object.keys(knownDifferences).length} of them not by design)`);
    for (const [key, count] of [...reasons].sort((a, b) => b[1] - a[1])) console.log(`  refused for ${key}: ${count} files`);
    for (const outcome of refused) console.log(`  refused ${outcome.id}: ${outcome.check.errors.slice(0, 2).map((error) => `${error.line}:${error.column} ${error.message}`).join(' | ')}`);
    for (const outcome of differing) console.log(`  differs ${outcome.id}: missing ${outcome.missing.slice(0, 2).join(' | ')} extra ${outcome.extra.slice(0, 2).join(' | ')}`);
  });

  it('imports every file BIND loads with BIND records, but for the differences listed with their reason', () => {
    expect(refused.map((outcome) => outcome.id).sort()).toEqual(Object.keys(refusedByDesign).sort());
    const listed = new Set([...Object.keys(differentByDesign), ...Object.keys(knownDifferences)]);
    expect(differing.filter((outcome) => !listed.has(outcome.id)).map((outcome) => ({ id: outcome.id, missing: outcome.missing.slice(0, 3), extra: outcome.extra.slice(0, 3) }))).toEqual([]);
    expect(differing.map((outcome) => outcome.id).sort()).toEqual([...listed].sort());
  });

  it('points every refusal at a line and a column', () => {
    const unplaced = outcomes.flatMap((outcome) => outcome.check.errors.filter((error) => !(error.line >= 1 && error.column >= 1)).map((error) => `${outcome.id}: ${error.message}`));
    expect(unplaced).toEqual([]);
  });

  it('exports every file as records that read back the same and re-import to nothing', () => {
    const imported = outcomes.filter((outcome) => outcome.check.errors.length === 0);
    expect(imported.filter((outcome) => outcome.exportMismatch.length > 0).map((outcome) => ({ id: outcome.id, mismatch: outcome.exportMismatch.slice(0, 3) }))).toEqual([]);
    expect(imported.filter((outcome) => outcome.reimportChanges > 0).map((outcome) => outcome.id)).toEqual([]);
  });
});
