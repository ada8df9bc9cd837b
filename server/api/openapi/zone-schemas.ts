/**
 * The OpenAPI schemas of the zone editor's routes (routes/dns-zones.ts; DESIGN.md section 12), zone files' export and import
 * among them, and their operations in the order a user meets them (each made from its contract, src/lib/contracts/zone-contracts.ts).
 */
import { recordDeleteSchema, recordUpdateSchema, stagedRecordSchema } from '../dns/zone-change-body.ts';
import { zoneContracts } from '../../../src/lib/contracts/zone-contracts.ts';
import { draftSummaryShape, zoneDraftShape, zoneFileProblemShape, zonePlanShape, zoneVersionShape } from '../../../src/lib/contracts/zone-shapes.ts';
import { maxZoneFileErrors } from '../../../src/lib/dns/zone-file/zone-file-problems.ts';
import { requestSchemaOf } from './request-schema.ts';
import type { JsonObject } from './openapi-types.ts';

// Component schemas are compiled one by one, so they name no other component: records are inlined.
const zoneRecord = (): JsonObject => ({
  ...requestSchemaOf(stagedRecordSchema),
  additionalProperties: true,
  description: 'A record: name relative (`@` the apex), content the RDATA in presentation format, MX/SRV priority in `priority`; `id` (live) or `change_id` (staged) when it has one.',
});
const zoneFileProblems = (what: string): JsonObject => ({ type: 'array', maxItems: maxZoneFileErrors, items: zoneFileProblemShape, description: `${what}, in file order (the first ${maxZoneFileErrors}).` });

export function zoneSchemas(): Record<string, JsonObject> {
  return {
    ZoneRecord: zoneRecord(),
    ZoneRecordUpdate: requestSchemaOf(recordUpdateSchema),
    ZoneRecordDelete: requestSchemaOf(recordDeleteSchema),
    ZoneDraftChange: {
      ...zoneContracts.stage.body,
      properties: { ...zoneContracts.stage.body.properties, record: { oneOf: [requestSchemaOf(stagedRecordSchema), requestSchemaOf(recordUpdateSchema), requestSchemaOf(recordDeleteSchema)] } },
    },
    ZoneDraft: zoneDraftShape,
    ZoneDraftSummary: draftSummaryShape,
    ZonePlan: zonePlanShape,
    ZonePublish: zoneContracts.publish.body,
    ZoneConflictResolution: zoneContracts.resolve.body,
    ZoneRestore: zoneContracts.restore.body,
    ZoneImport: zoneContracts.importFile.body,
    ZoneFileProblem: zoneFileProblemShape,
    ZoneFileErrors: {
      type: 'object',
      required: ['statusCode', 'error', 'code', 'message', 'errors', 'error_count'],
      properties: {
        statusCode: { const: 400 }, error: { type: 'string' }, code: { const: 'invalid_zone_file' }, message: { type: 'string' },
        errors: zoneFileProblems('Every problem of the file and of the zone it would make, at its line and column'),
        error_count: { type: 'integer', minimum: 1, description: 'How many problems in all.' },
      },
    },
    ZoneVersion: zoneVersionShape,
  };
}
