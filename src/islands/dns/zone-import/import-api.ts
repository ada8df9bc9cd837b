/**
 * The zone-file calls (DESIGN.md section 12, `export` and `import`), through the data provider
 * only (docs/ARCHITECTURE.md, "Layers").
 */
import type { AnswerOf } from '~/lib/contracts/api-contract';
import type { zoneContracts } from '~/lib/contracts/zone-contracts';
import { zoneRoutes } from '~/lib/contracts/zone-routes';
import { call, HttpError } from '~/lib/data';
import { callContract } from '~/lib/data/contract-call';
import type { ImportMode } from '~/lib/dns/zone-file/import-changes';
import type { ZoneFileProblem } from '~/lib/dns/zone-file/zone-file-problems';

/** The new draft without its list of changes (the plan shows them), with the check's notices and the bad lines left out (skip_invalid). */
export type ImportAnswer = AnswerOf<typeof zoneContracts.importFile>;

export type ImportOutcome =
  | { kind: 'staged'; draft: ImportAnswer }
  | { kind: 'invalid'; errors: ZoneFileProblem[] }
  | { kind: 'draftNotEmpty'; changes: number };

/**
 * Stages the file as the zone's draft, without its bad lines when `skipInvalid` (M1 of the DNS
 * review); a refused file or a draft in the way is an outcome, any other failure throws.
 */
export async function importZoneFile(zoneId: number, zoneFile: string, mode: ImportMode, replaceDraft: boolean, skipInvalid = false): Promise<ImportOutcome> {
  try {
    const body = { zone_file: zoneFile, mode, ...(replaceDraft ? { replace_draft: true } : {}), ...(skipInvalid ? { skip_invalid: true } : {}) };
    const draft = await callContract<typeof zoneContracts.importFile>(zoneRoutes.importFile, { params: { zoneId }, body });
    return { kind: 'staged', draft };
  } catch (error) {
    const body = error instanceof HttpError && typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : undefined;
    if (error instanceof HttpError && error.status === 400 && body?.code === 'invalid_zone_file') {
      return { kind: 'invalid', errors: (body.errors as ZoneFileProblem[] | undefined) ?? [] };
    }
    if (error instanceof HttpError && error.status === 409 && body?.code === 'draft_not_empty') {
      const counts = body.counts as { total?: number } | undefined;
      return { kind: 'draftNotEmpty', changes: counts?.total ?? 0 };
    }
    throw error;
  }
}

export const exportZoneFile = (zoneId: number, source: 'live' | 'draft') =>
  call<string>('GET', `zones/${zoneId}/export`, { query: source === 'draft' ? { source } : {} });
