/**
 * bench:dns over HTTP, as the portal calls the zone routes (DESIGN.md section 12): staging one
 * change and reading the plan, publishing a draft of 1 000 changes, and importing a large zone
 * file then reading its plan. Every change moves the TTL of an A record, each run its own
 * records; the draft is discarded between runs.
 */
export interface ZoneRoutes {
  /** The zone's address on the API, …/groups/{context}/zones/{zoneId}. */
  zonePath: string;
  accessToken: string;
}

interface LiveRecord { id: number; ttl: number }
interface Plan { base_serial: number; draft_version: number; warnings: { code: string }[]; counts: Record<string, number> }
interface ImportedDraft { counts: { total: number } }

export function zoneCalls({ zonePath, accessToken }: ZoneRoutes) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${zonePath}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    discard: () => call('DELETE', '/draft'),
    aRecords: async (page: number, limit: number) => (await call<{ data: LiveRecord[] }>('GET', `/records?pql=${encodeURIComponent('type equals A')}&sort=id&limit=${limit}&page=${page}`)).data,
    stageTtl: (record: LiveRecord) => call<{ counts: { total: number } }>('POST', '/draft/changes', { action: 'update', record: { id: record.id, ttl: record.ttl === 3600 ? 7200 : 3600 } }),
    plan: () => call<Plan>('GET', '/plan'),
    publish: (plan: Plan) => call('POST', '/publish', { base_serial: plan.base_serial, draft_version: plan.draft_version, confirm: plan.warnings.map((warning) => warning.code) }),
    importFile: (zoneFile: string, mode: 'merge' | 'replace') => call<ImportedDraft>('POST', '/import', { zone_file: zoneFile, mode, replace_draft: true }),
    restore: (serial: number) => call<ImportedDraft>('POST', `/versions/${serial}/restore`, { replace_draft: true }),
    versions: async () => (await call<{ data: { serial: number }[] }>('GET', '/versions?limit=10')).data.map((version) => version.serial),
  };
}

/** Milliseconds from staging one change to having the plan, over `runs` runs after three warm-up. */
export async function stageAndPlanTimes(routes: ZoneRoutes, runs: number): Promise<number[]> {
  const zone = zoneCalls(routes);
  const times: number[] = [];
  for (const [index, record] of (await zone.aRecords(1, runs + 3)).entries()) {
    await zone.discard();
    const started = performance.now();
    await zone.stageTtl(record);
    await zone.plan();
    if (index >= 3) times.push(performance.now() - started);
  }
  await zone.discard();
  return times;
}

/** Milliseconds of the publish of 1 000 staged changes (staging and planning not counted), `runs` times. */
export async function publishTimes(routes: ZoneRoutes, runs: number): Promise<number[]> {
  const zone = zoneCalls(routes);
  const times: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    await zone.discard();
    let staged = 0;
    for (const record of await zone.aRecords(run, 1000)) staged = (await zone.stageTtl(record)).counts.total;
    if (staged !== 1000) throw new Error(`the draft holds ${staged} changes, not 1 000`);
    const plan = await zone.plan();
    const started = performance.now();
    await zone.publish(plan);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * Milliseconds from sending a zone file (merge) to having the plan of the draft it fills, `runs`
 * times (the draft replaced each time); draft and plan must hold at least `expectedCreates`
 * creates (the file's records under names the zone lacks, a record set each).
 */
export async function importAndPlanTimes(routes: ZoneRoutes, zoneFile: string, expectedCreates: number, runs: number): Promise<number[]> {
  const zone = zoneCalls(routes);
  const times: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    await zone.discard();
    const started = performance.now();
    const draft = await zone.importFile(zoneFile, 'merge');
    const plan = await zone.plan();
    times.push(performance.now() - started);
    if (draft.counts.total < expectedCreates || (plan.counts.create ?? 0) < expectedCreates) {
      throw new Error(`the import staged ${draft.counts.total} changes (${JSON.stringify(plan.counts)} in the plan), not the ${expectedCreates} creates expected`);
    }
  }
  await zone.discard();
  return times;
}
