/**
 * bench:dns (g) to (j) (issue 32 item 3, issue 26 "Speed"): what one large zone-file import, restore
 * or publish costs everyone else, and what the import route adds to the parser's own check.
 *   (g) `/health` p95 while one client imports a 5 MB zone file again and again, against its idle p95
 *       in the same run (target ≤ 3×);
 *   (h) importing the IANA root zone of ../shared/zone-corpus (about 20 650 records) through the API
 *       to a staged draft, against checkZoneFile of the same file in this process (target ≤ 3×);
 *   (i) the first page of that draft's plan (200 record sets), against the first page of the zone's
 *       records once the draft is published (100 records, the editor's first page; target ≤ 1×):
 *       asked again (the plan cached, zone-plan-cache.ts), and asked first right after each import
 *       (the plan computed whole: `planFirstPageCold`);
 *   (j) `/health` p95 while one client restores and publishes the root zone's versions in turn,
 *       against its idle p95 in the same run (target ≤ 3×).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { checkZoneFile } from '../src/lib/dns/zone-file/check-zone-file.ts';
import { percentile } from './percentile.ts';
import { zoneCalls, type ZoneRoutes } from './zone-draft-timings.ts';

const corpusRoot = fileURLToPath(new URL('../../shared/zone-corpus/', import.meta.url));

/** p95 of `/health`, `count` calls one after the other. */
async function healthTimes(apiBase: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(`${apiBase}/health`);
    await response.text();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`/health answered ${response.status}`);
  }
  return times;
}

export interface HealthUnderWork {
  idle: number[];
  busy: number[];
  /** How many times the work ran while /health was sampled. */
  rounds: number;
}

/** Idle /health first, then /health while `work` runs again and again without a pause, sampled until it ran `rounds` times. */
async function healthWhile(apiBase: string, count: number, rounds: number, work: () => Promise<unknown>): Promise<HealthUnderWork> {
  await healthTimes(apiBase, 20);
  const idle = await healthTimes(apiBase, count);
  let working = true;
  let done = 0;
  const worker = (async () => {
    while (working) {
      await work();
      done += 1;
    }
  })();
  // The first round is under way: its upload and work are what /health competes with.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const busy: number[] = [];
  while (busy.length < count || done < rounds) busy.push(...(await healthTimes(apiBase, 10)));
  working = false;
  await worker;
  return { idle, busy, rounds: done };
}

/** (g): /health while another client imports `zoneFile` (upload, planning in the worker and staging), twice at least. */
export async function healthWhileImporting(apiBase: string, routes: ZoneRoutes, zoneFile: string, count: number): Promise<HealthUnderWork> {
  const zone = zoneCalls(routes);
  const measured = await healthWhile(apiBase, count, 2, () => zone.importFile(zoneFile, 'merge'));
  await zone.discard();
  return measured;
}

/**
 * (j): /health while another client restores the root zone's two versions in turn and publishes
 * each (the imported root zone, then the same with every TTL one second longer), twice at least:
 * each restore plans and stages some 41 000 changes, each publish applies them.
 */
export async function healthWhilePublishing(apiBase: string, routes: ZoneRoutes, rootText: string, count: number): Promise<HealthUnderWork> {
  const zone = zoneCalls(routes);
  const [first] = await zone.versions();
  const longerTtls = rootText.replace(/^(\S+\s+)(\d+)(\s+IN\s)/gm, (_line, name: string, ttl: string, rest: string) => `${name}${Number(ttl) + 1}${rest}`);
  await zone.importFile(longerTtls, 'merge');
  await zone.publish(await zone.plan());
  const [second] = await zone.versions();
  const serials = [first!, second!];
  let turn = 0;
  return healthWhile(apiBase, count, 2, async () => {
    await zone.restore(serials[turn++ % 2]!);
    await zone.publish(await zone.plan());
  });
}

export interface RootZoneTimes {
  records: number;
  check: number[];
  imported: number[];
  planFirstPage: number[];
  planFirstPageCold: number[];
  recordsFirstPage: number[];
}

/** Milliseconds of one GET, its answer read whole. */
async function timedGet(url: string, accessToken: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
  await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** The root zone's text and origin, from the corpus's manifest (kidmin/rza's archive). */
export function rootZoneFile(): { text: string; bytes: number } {
  const manifest = JSON.parse(readFileSync(`${corpusRoot}manifest.json`, 'utf8')) as { files?: { repository: string; file: string; origin: string }[] } | { repository: string; file: string; origin: string }[];
  const entries = Array.isArray(manifest) ? manifest : (manifest.files ?? []);
  const entry = entries.find((each) => each.repository === 'kidmin/rza' && each.origin === '.');
  if (!entry) throw new Error('The zone corpus has no root zone (kidmin/rza).');
  const text = readFileSync(`${corpusRoot}${entry.file}`, 'utf8');
  return { text, bytes: Buffer.byteLength(text) };
}

/** A zone for `.` in the account of `groupId`, empty: the root zone's import creates every record. */
export function addRootZone(databasePath: string, groupId: string): number {
  const db = new DatabaseSync(databasePath);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const row = db.prepare("INSERT INTO dns_zones (group_id, name, serial, primary_nameserver, hostmaster) VALUES (?, '.', 1, 'a.root-servers.net', 'nstld.verisign-grs.com') RETURNING id").get(groupId);
    return Number(row?.id);
  } finally {
    db.close();
  }
}

/** (h): the parser's check of the root zone in process, then its import through the API to a staged draft, `runs` times each. */
export async function rootZoneImport(routes: ZoneRoutes, text: string, runs: number): Promise<RootZoneTimes> {
  const check: number[] = [];
  let records = 0;
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    const checked = checkZoneFile(text, { name: '.' }, { zoneRules: false });
    if (run > 0) check.push(performance.now() - started);
    records = checked.records.length;
    if (checked.errors.length > 0) throw new Error(`the root zone reads with errors: ${JSON.stringify(checked.errors.slice(0, 3))}`);
  }
  const zone = zoneCalls(routes);
  const imported: number[] = [];
  const planFirstPageCold: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    await zone.discard();
    const started = performance.now();
    const draft = await zone.importFile(text, 'merge');
    if (run > 0) imported.push(performance.now() - started);
    if (draft.counts.total < records - 10) throw new Error(`the root zone's import staged ${draft.counts.total} changes for ${records} records`);
    const cold = await timedGet(`${routes.zonePath}/plan?limit=200&page=1`, routes.accessToken);
    if (run > 0) planFirstPageCold.push(cold);
  }
  const planFirstPage: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const took = await timedGet(`${routes.zonePath}/plan?limit=200&page=1`, routes.accessToken);
    if (run > 0) planFirstPage.push(took);
  }
  await zone.publish(await zone.plan());
  const recordsFirstPage: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const took = await timedGet(`${routes.zonePath}/records?limit=100&page=1&sort=name,type`, routes.accessToken);
    if (run > 0) recordsFirstPage.push(took);
  }
  return { records, check, imported, planFirstPage, planFirstPageCold, recordsFirstPage };
}

export const ratio = (numerator: number[], denominator: number[], at: number) => percentile(numerator, at) / percentile(denominator, at);
