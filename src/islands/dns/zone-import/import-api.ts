/**
 * The zone-file calls (DESIGN.md section 12, `export` and `import`) and finding a domain's zone
 * by name, through the data provider only (docs/ARCHITECTURE.md, "Layers").
 */
import { call, getList, HttpError } from '~/lib/data';
import type { ImportMode } from '~/lib/dns/zone-file/import-changes';
import type { ZoneFileProblem } from '~/lib/dns/zone-file/zone-file-problems';
import type { Draft, Zone } from '../zone-editor/zone-api';

/** A zone as the import knows it: the editor's, with the domain whose page edits it. */
export type ImportZone = Zone & { domain_id: number | null };

const zoneFields = ['id', 'domain_id', 'name', 'serial', 'default_ttl', 'primary_nameserver', 'status'];

export async function zoneNamed(name: string, signal?: AbortSignal): Promise<ImportZone | null> {
  const answer = await getList<ImportZone>({ resource: 'zones', filters: { name }, fields: zoneFields, limit: 1, ...(signal ? { signal } : {}) });
  return answer.data.find((zone) => zone.name.toLowerCase() === name.toLowerCase()) ?? null;
}

export async function zoneWithId(id: string, signal?: AbortSignal): Promise<ImportZone | null> {
  const answer = await getList<ImportZone>({ resource: 'zones', filters: { id }, fields: zoneFields, limit: 1, ...(signal ? { signal } : {}) });
  return answer.data[0] ?? null;
}

export type ImportAnswer = Draft & { notices?: ZoneFileProblem[] };

export type ImportOutcome =
  | { kind: 'staged'; draft: ImportAnswer }
  | { kind: 'invalid'; errors: ZoneFileProblem[] }
  | { kind: 'draftNotEmpty'; changes: number };

/** Stages the file as the zone's draft; a refused file or a draft in the way is an outcome, any other failure throws. */
export async function importZoneFile(zoneId: number, zoneFile: string, mode: ImportMode, replaceDraft: boolean): Promise<ImportOutcome> {
  try {
    const draft = await call<ImportAnswer>('POST', `zones/${zoneId}/import`, { body: { zone_file: zoneFile, mode, ...(replaceDraft ? { replace_draft: true } : {}) } });
    return { kind: 'staged', draft };
  } catch (error) {
    const body = error instanceof HttpError && typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : undefined;
    const details = (body?.details ?? {}) as Record<string, unknown>;
    if (error instanceof HttpError && error.status === 400 && body?.code === 'invalid_zone_file') {
      return { kind: 'invalid', errors: ((body.errors ?? details.errors) as ZoneFileProblem[] | undefined) ?? [] };
    }
    if (error instanceof HttpError && error.status === 409 && body?.code === 'draft_not_empty') {
      const counts = (body.counts ?? details.counts) as { total?: number } | undefined;
      return { kind: 'draftNotEmpty', changes: counts?.total ?? 0 };
    }
    throw error;
  }
}

export const exportZoneFile = (zoneId: number, source: 'live' | 'draft') =>
  call<string>('GET', `zones/${zoneId}/export`, { query: source === 'draft' ? { source } : {} });
