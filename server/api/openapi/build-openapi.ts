/**
 * The OpenAPI 3.1 document of the API, generated from the declarations, their schemas and the
 * bindings, and from the routes' contracts (so it cannot drift from the routes), plus the fixed
 * routes not yet written as contracts.
 */
import { savedFilterSchema } from '../../../src/lib/schemas/saved-filter.ts';
import type { ResourceRegistry } from '../resources/resource-registry.ts';
import { separatelyRoutedResources } from '../routes/group-resources.ts';
import { errorSchema, listMetaSchema, sharedParameters, sharedResponses } from './openapi-components.ts';
import { fixedPaths, platformSchemas } from './fixed-paths.ts';
import { recordSchemaOf, requestSchemaOf } from './record-schema.ts';
import { resourcePaths } from './resource-paths.ts';
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
  // The routes registered by contract, beside the hand-written operations of the same paths.
  for (const [path, item] of Object.entries(contractPaths(allContracts))) paths[path] = { ...paths[path], ...item };
  for (const resource of registry.all) {
    const name = schemaName(resource.declaration.name);
    schemas[name] = recordSchemaOf(resource);
    const { operations } = resource.declaration;
    if (operations.create) schemas[`${name}Input`] = requestSchemaOf(resource.createSchema);
    if (operations.update) schemas[`${name}Patch`] = requestSchemaOf(resource.patchSchema);
    if (separatelyRoutedResources.has(resource.declaration.name)) continue;
    // A declared resource with routes of its own besides the generic ones (the tray's add and empty) keeps both.
    for (const [path, item] of Object.entries(resourcePaths(resource))) paths[path] = { ...paths[path], ...item };
  }
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
