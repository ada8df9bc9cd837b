/**
 * The OpenAPI 3.1 document of the API, generated from the declarations, their schemas and the
 * bindings, and from the routes' contracts (so it cannot drift from the routes), plus the fixed
 * routes not yet written as contracts.
 */
import { savedFilterSchema } from '../../../src/lib/schemas/saved-filter.ts';
import type { ResourceRegistry } from '../resources/resource-registry.ts';
import { separatelyRoutedResources } from '../routes/group-resources.ts';
import { errorSchema, listMetaSchema, namedParameters, sharedParameters, sharedResponses } from './openapi-components.ts';
import { fixedPaths, platformSchemas } from './fixed-paths.ts';
import { requestSchemaOf } from './request-schema.ts';
import { zonePaths, zoneSchemas } from './zone-paths.ts';
import { dnssecPaths, dnssecSchemas } from './dnssec-paths.ts';
import { approvalPaths, approvalSchemas } from './approval-paths.ts';
import { domainPaths, domainSchemas } from './domain-paths.ts';
import { jobPaths, jobSchemas } from './job-paths.ts';
import { reportPaths, reportSchemas } from './report-paths.ts';
import { dashboardPaths, dashboardSchemas } from './dashboard-paths.ts';
import { profilePaths, profileSchemas } from './profile-paths.ts';
import { watchPaths, watchSchemas } from './watch-paths.ts';
import { intelligencePaths, intelligenceSchemas } from './intelligence-paths.ts';
import { withPermissions } from './operation-permissions.ts';
import { contractPaths } from './contract-paths.ts';
import { allContracts } from '../../../src/lib/contracts/all-contracts.ts';
import type { ApiContract } from '../../../src/lib/contracts/api-contract.ts';
import { contractsOfResource } from '../../../src/lib/contracts/resource-contracts.ts';
import { contractsOfAudit } from '../../../src/lib/contracts/audit-contracts.ts';
import { schemaName, type JsonObject, type PathItem } from './openapi-types.ts';

export function buildOpenApi(registry: ResourceRegistry, options: { serverUrl?: string } = {}): JsonObject {
  const schemas: Record<string, JsonObject> = {
    Error: errorSchema,
    ListMeta: listMetaSchema,
    SavedFilterInput: requestSchemaOf(savedFilterSchema),
    SavedFilter: { ...requestSchemaOf(savedFilterSchema), required: ['id', 'resource', 'name', 'pql'], properties: { id: { type: 'integer' }, own: { type: 'boolean' }, ...(requestSchemaOf(savedFilterSchema).properties as JsonObject) }, additionalProperties: true },
    ...platformSchemas(),
    ...zoneSchemas(),
    ...dnssecSchemas(),
    ...approvalSchemas(),
    ...domainSchemas(),
    ...jobSchemas(),
    ...reportSchemas(),
    ...dashboardSchemas(),
    ...profileSchemas(),
    ...watchSchemas(),
    ...intelligenceSchemas(),
  };
  const paths: Record<string, PathItem> = { ...fixedPaths(), ...zonePaths(), ...dnssecPaths(), ...approvalPaths(), ...domainPaths(), ...jobPaths(), ...reportPaths(), ...dashboardPaths(), ...profilePaths(), ...watchPaths(), ...intelligencePaths() };
  // The document names the records and their bodies, and writes them where the contracts use them (contract-paths.ts).
  const named = { schemas: new Map<object, string>(Object.entries(schemas).map(([name, schema]) => [schema, name])), parameters: namedParameters };
  const contracts: ApiContract[] = [...allContracts, ...contractsOfAudit(registry.auditContracts)];
  for (const resource of registry.all) {
    const name = schemaName(resource.declaration.name);
    const { operations } = resource.declaration;
    schemas[name] = resource.recordSchema;
    named.schemas.set(resource.recordSchema, name);
    if (operations.create) {
      schemas[`${name}Input`] = resource.createSchema;
      named.schemas.set(resource.createSchema, `${name}Input`);
    }
    if (operations.update) {
      schemas[`${name}Patch`] = resource.patchSchema;
      named.schemas.set(resource.patchSchema, `${name}Patch`);
    }
    if (!separatelyRoutedResources.has(resource.declaration.name)) contracts.push(...contractsOfResource(registry.contractsOf(resource)));
  }
  // The routes registered by contract, beside the hand-written operations of the same paths (the tray's add and empty beside its list).
  for (const [path, item] of Object.entries(contractPaths(contracts, named))) paths[path] = { ...paths[path], ...item };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portfolio portal reference API',
      version: '2.0.0',
      description:
        'Every call the portal makes. Group-scoped resources live under /groups/{context}/…, where context is the 36-character account id; ' +
        'a customer acts only in their own account (another answers 404), staff in any. Lists answer { data, meta: { total, page, limit } }.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(registry.all.map((resource) => resource.declaration.area))].map((area) => ({ name: area })),
    paths: withPermissions(paths),
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The access token from /login, /two_factor_codes, /login_sso or /refresh.' } },
      schemas,
      parameters: sharedParameters,
      responses: sharedResponses,
    },
  };
}
