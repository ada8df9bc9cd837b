/** The OpenAPI paths of one declared resource: list, create, get, update, delete, record log. */
import type { BoundResource } from '../resources/bound-resource.ts';
import { groupErrors, listParameters } from './openapi-components.ts';
import { jsonContent, jsonResponse, ref, schemaName, type JsonObject, type OperationObject, type PathItem } from './openapi-types.ts';

export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z]+)/g, '{$1}');
}

function pathParameters(resource: BoundResource): JsonObject[] {
  const names = [...resource.declaration.apiPath.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1] ?? '');
  return [
    ref('parameters', 'context'),
    ...names.map((name) => ({ name, in: 'path', required: true, description: `Id of the parent ${resource.declaration.parent?.resource ?? ''} record.`, schema: { type: 'integer', minimum: 1 } })),
  ];
}

function listOf(schema: JsonObject): JsonObject {
  return { type: 'object', required: ['data', 'meta'], properties: { data: { type: 'array', items: schema }, meta: ref('schemas', 'ListMeta') } };
}

export function resourcePaths(resource: BoundResource): Record<string, PathItem> {
  const { declaration } = resource;
  const name = schemaName(declaration.name);
  const id = declaration.name.replaceAll('-', '_');
  const tags = [declaration.area];
  const record = ref('schemas', name);
  const common = pathParameters(resource);
  const idParameter = {
    name: 'id',
    in: 'path',
    required: true,
    schema: resource.integerIds ? { type: 'integer', minimum: 1 } : { type: 'string', minLength: 36, maxLength: 36 },
  };
  const access = `Needs ${declaration.permissions.view}`;
  const writeAccess = `Needs ${declaration.permissions.manage}${declaration.operations.staffOnly ? ' and staff' : ''}`;
  // The ability each operation needs, for the reference (operation-permissions.ts).
  const viewPermission = { 'x-permission': declaration.permissions.view };
  const managePermission = { 'x-permission': `${declaration.permissions.manage}${declaration.operations.staffOnly ? ' and staff' : ''}` };
  const list: OperationObject = {
    operationId: `list_${id}`,
    summary: `List ${declaration.name}`,
    description: `${access}. Sorted by ${declaration.defaultSort} unless told otherwise.`,
    tags,
    ...viewPermission,
    parameters: listParameters,
    responses: { '200': jsonResponse('A page of records.', listOf(record)), ...groupErrors() },
  };
  const collection: PathItem = { parameters: common, get: list };
  if (declaration.operations.create) {
    collection.post = {
      operationId: `create_${id}`,
      summary: `Create a record of ${declaration.name}`,
      description: `${writeAccess}. Writes an audit entry.`,
      tags,
      ...managePermission,
      requestBody: { required: true, content: jsonContent(ref('schemas', `${name}Input`)) },
      responses: { '201': jsonResponse('The created record.', record), ...groupErrors(), '409': ref('responses', 'Conflict') },
    };
  }
  const item: PathItem = {
    parameters: [...common, idParameter],
    get: {
      operationId: `get_${id}`,
      summary: `One record of ${declaration.name}`,
      description: `${access}.`,
      tags,
      ...viewPermission,
      parameters: [ref('parameters', 'fields')],
      responses: { '200': jsonResponse('The record.', record), ...groupErrors() },
    },
  };
  if (declaration.operations.update) {
    item.patch = {
      operationId: `update_${id}`,
      summary: `Change a record of ${declaration.name}`,
      description: `${writeAccess}. Send the version you edit; a stale one answers 409 version_conflict with \`current\`. Writes an audit entry.`,
      tags,
      ...managePermission,
      requestBody: { required: true, content: jsonContent(ref('schemas', `${name}Patch`)) },
      responses: { '200': jsonResponse('The changed record.', record), ...groupErrors(), '409': ref('responses', 'Conflict') },
    };
  }
  if (declaration.operations.remove) {
    item.delete = {
      operationId: `delete_${id}`,
      summary: `Delete a record of ${declaration.name}`,
      description: `${writeAccess}. Writes an audit entry.`,
      tags,
      ...managePermission,
      parameters: [{ name: 'version', in: 'query', description: 'Refuse (409) unless the record is at this version.', schema: { type: 'integer', minimum: 1 } }],
      responses: { '204': { description: 'Deleted.' }, ...groupErrors(), '409': ref('responses', 'Conflict') },
    };
  }
  const log: PathItem = {
    parameters: [...common, idParameter],
    get: {
      operationId: `log_${id}`,
      summary: `Audit entries of a record of ${declaration.name}`,
      description: `${access}. Paginated and filterable like a list.`,
      tags,
      ...viewPermission,
      parameters: listParameters,
      responses: { '200': jsonResponse('A page of audit entries.', listOf(ref('schemas', 'AuditLog'))), ...groupErrors() },
    },
  };
  const base = openApiPath(resource.listPath);
  return { [base]: collection, [`${base}/{id}`]: item, [`${base}/{id}/log`]: log };
}
