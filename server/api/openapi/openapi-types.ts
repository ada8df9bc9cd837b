/** The small part of the OpenAPI 3.1 vocabulary the generator writes. */
export type JsonObject = Record<string, unknown>;

export interface OperationObject extends JsonObject {
  operationId: string;
  summary: string;
  tags: string[];
  responses: Record<string, JsonObject>;
}

export type PathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', OperationObject>> & { parameters?: JsonObject[] };

export const ref = (kind: 'schemas' | 'parameters' | 'responses', name: string): JsonObject => ({ $ref: `#/components/${kind}/${name}` });

export function jsonContent(schema: JsonObject): JsonObject {
  return { 'application/json': { schema } };
}

export function jsonResponse(description: string, schema: JsonObject): JsonObject {
  return { description, content: jsonContent(schema) };
}

/** `dns-records` → `DnsRecords`. */
export function schemaName(resourceName: string): string {
  return resourceName.split(/[-_]/).map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}
