/**
 * The OpenAPI 3.1 document of the API, made from the routes' contracts (so it cannot drift from
 * the routes): the fixed routes' (src/lib/contracts/all-contracts.ts) and those made when the API
 * starts from the declarations and their tables (the declared resources' and the audit log's).
 * The schemas it names as components are the very objects the contracts use, written as references.
 */
import type { ResourceRegistry } from '../resources/resource-registry.ts';
import { separatelyRoutedResources } from '../routes/group-resources.ts';
import { errorSchema, listMetaSchema, namedParameters, sharedParameters, sharedResponses } from './openapi-components.ts';
import { platformSchemas } from './platform-schemas.ts';
import { zoneSchemas } from './zone-schemas.ts';
import { dnssecSchemas } from './dnssec-schemas.ts';
import { domainSchemas } from './domain-schemas.ts';
import { jobSchemas } from './job-schemas.ts';
import { reportSchemas } from './report-schemas.ts';
import { dashboardSchemas } from './dashboard-schemas.ts';
import { watchSchemas } from './watch-schemas.ts';
import { intelligenceSchemas } from './intelligence-schemas.ts';
import { contractPaths } from './contract-paths.ts';
import { allContracts } from '../../../src/lib/contracts/all-contracts.ts';
import { savedFilterContracts, savedFilterShape } from '../../../src/lib/contracts/saved-filter-contracts.ts';
import type { ApiContract } from '../../../src/lib/contracts/api-contract.ts';
import { contractsOfResource } from '../../../src/lib/contracts/resource-contracts.ts';
import { contractsOfAudit } from '../../../src/lib/contracts/audit-contracts.ts';
import { schemaName, type JsonObject } from './openapi-types.ts';

export function buildOpenApi(registry: ResourceRegistry, options: { serverUrl?: string } = {}): JsonObject {
  const schemas: Record<string, JsonObject> = {
    Error: errorSchema,
    ListMeta: listMetaSchema,
    SavedFilterInput: savedFilterContracts.create.body,
    SavedFilter: savedFilterShape,
    ...platformSchemas(),
    ...zoneSchemas(),
    ...dnssecSchemas(),
    ...domainSchemas(),
    ...jobSchemas(),
    ...reportSchemas(),
    ...dashboardSchemas(),
    ...watchSchemas(),
    ...intelligenceSchemas(),
  };
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
  const paths = contractPaths(contracts, named);
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
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The access token from /login, /two_factor_codes, /login_sso or /refresh.' } },
      schemas,
      parameters: sharedParameters,
      responses: sharedResponses,
    },
  };
}
