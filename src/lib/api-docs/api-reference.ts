/**
 * The API reference's view model, from the OpenAPI document alone (pure: the page builds the
 * document at build time and renders this): operations grouped by tag, each with a stable anchor,
 * the permission it needs (`x-permission`), its parameters, request and answer field tables, the
 * error statuses with their meaning and codes, and a curl example.
 */
import { curlExample } from './curl-example.ts';
import { referencedSchemas, resolveRef, schemaTable, typeOf, constraintsOf, type Json, type SchemaTable } from './schema-fields.ts';

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header';
  type: string;
  required: boolean;
  description?: string;
  constraints: string[];
  /** One of the document's shared parameters (`#/components/parameters/…`), described once in the reference. */
  shared: boolean;
}

export interface ResponseView {
  status: string;
  description: string;
  contentType?: string;
  schema?: SchemaTable;
}

export interface ErrorView {
  status: string;
  meaning: string;
  /** Error codes (`version_conflict` …) the operation names for this status. */
  codes: string[];
  /** The meaning is the shared one of its status (a shared response or "see code and message"): the reference says it once. */
  shared: boolean;
}

export interface PermissionView {
  kind: 'public' | 'signed-in' | 'ability';
  text: string;
}

export interface OperationView {
  anchor: string;
  method: HttpMethod;
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  permission: PermissionView;
  parameters: ParameterView[];
  requestBody?: { required: boolean; contentType: string; schema: SchemaTable };
  responses: ResponseView[];
  errors: ErrorView[];
  curl: string;
}

export interface TagView {
  name: string;
  anchor: string;
  operations: OperationView[];
}

export interface ApiReferenceView {
  title: string;
  version: string;
  tags: TagView[];
  /** Named schemas that answers and bodies refer to, each rendered once. */
  schemas: { name: string; anchor: string; table: SchemaTable }[];
  /** The shared parameters (`context`, list paging and filters), described once. */
  sharedParameters: ParameterView[];
  operationCount: number;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** `op-get-groups-context-domains-id`: stable while the method and path stay. */
export function operationAnchor(method: string, path: string): string {
  return `op-${method.toLowerCase()}-${slug(path)}`;
}

export const tagAnchor = (tag: string) => `tag-${slug(tag)}`;
export const schemaAnchor = (name: string) => `schema-${slug(name)}`;

/** What a status means when the document only says "see code and message". */
export const statusMeanings: Readonly<Record<string, string>> = {
  '400': 'The request is not valid: the body names what and where.',
  '401': 'No valid access token: refresh it and try once more.',
  '403': 'The token\'s user lacks the permission.',
  '404': 'No such record (or account) in the caller\'s scope.',
  '409': 'A stale version (version_conflict, with current), a duplicate or a record still in use.',
  '410': 'Gone: it expired or was used.',
  '413': 'The body is too large.',
  '422': 'Understood but refused: see code and message.',
  '429': 'Too many requests: wait for retry-after and try again.',
  '500': 'The provider\'s fault; the team is told.',
};

const codePattern = /\b([45]\d\d)((?:[ ,/]+(?:or |and )?`?[a-z]+(?:_[a-z0-9]+)+`?)+)/g;

/** Error codes the text names after a status: `400 invalid_record`, `409 version_conflict or name_taken`. */
export function codesByStatus(text: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const match of text.matchAll(codePattern)) {
    const status = match[1] ?? '';
    const codes = [...(match[2] ?? '').matchAll(/[a-z]+(?:_[a-z0-9]+)+/g)].map((code) => code[0]);
    const set = found.get(status) ?? new Set<string>();
    for (const code of codes) set.add(code);
    found.set(status, set);
  }
  return found;
}

function permissionOf(operation: Json): PermissionView {
  const text = typeof operation['x-permission'] === 'string' ? operation['x-permission'] : 'signed-in';
  if (text === 'none' || (Array.isArray(operation.security) && operation.security.length === 0)) return { kind: 'public', text: 'none (public)' };
  if (text.startsWith('signed-in')) return { kind: 'signed-in', text: text === 'signed-in' ? 'any signed-in user' : text.replace(/^signed-in/, 'any signed-in user') };
  return { kind: 'ability', text };
}

const sharedMark = Symbol('shared parameter');

function parametersOf(document: Json, pathItem: Json, operation: Json): Json[] {
  const byKey = new Map<string, Json>();
  for (const raw of [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]) {
    const parameter = resolveRef(document, raw);
    const shared = isObject(raw) && typeof raw.$ref === 'string' && raw.$ref.startsWith('#/components/parameters/');
    if (parameter && typeof parameter.name === 'string') byKey.set(`${String(parameter.in)}:${parameter.name}`, shared ? { ...parameter, [sharedMark]: true } : parameter);
  }
  return [...byKey.values()];
}

function parameterView(parameter: Json & { [sharedMark]?: boolean }): ParameterView {
  const schema = isObject(parameter.schema) ? parameter.schema : {};
  const description = typeof parameter.description === 'string' ? parameter.description : typeof schema.description === 'string' ? schema.description : undefined;
  return {
    name: parameter.style === 'deepObject' ? `${String(parameter.name)}[field]` : String(parameter.name),
    in: parameter.in as ParameterView['in'],
    type: typeOf(schema),
    required: parameter.required === true,
    ...(description ? { description } : {}),
    constraints: constraintsOf(schema),
    shared: parameter[sharedMark] === true,
  };
}

function firstContent(content: unknown): { contentType: string; schema?: Json } | undefined {
  if (!isObject(content)) return undefined;
  const [contentType, media] = Object.entries(content)[0] ?? [];
  if (!contentType) return undefined;
  return { contentType, ...(isObject(media) && isObject(media.schema) ? { schema: media.schema } : {}) };
}

function operationView(document: Json, path: string, method: HttpMethod, pathItem: Json, operation: Json): OperationView {
  const parameters = parametersOf(document, pathItem, operation);
  const permission = permissionOf(operation);
  // "Needs view-dns." opens the generic operations' descriptions: the permission line says it.
  const description = typeof operation.description === 'string' ? operation.description.replace(/^Needs [^.]*\.\s*/, '') || undefined : undefined;
  const body = isObject(operation.requestBody) ? resolveRef(document, operation.requestBody) : undefined;
  const bodyContent = body ? firstContent(body.content) : undefined;
  const responses: ResponseView[] = [];
  const errors: ErrorView[] = [];
  const named = codesByStatus(`${description ?? ''} ${String(operation.summary ?? '')}`);
  for (const [status, raw] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
    const response = resolveRef(document, raw) ?? {};
    const text = typeof response.description === 'string' ? response.description : '';
    if (Number(status) >= 400) {
      const generic = text === '' || /^see `?code`? and `?message`?/i.test(text);
      const codes = new Set([...(named.get(status) ?? []), ...(codesByStatus(`${status} ${text}`).get(status) ?? [])]);
      for (const match of text.matchAll(/\(([a-z]+(?:_[a-z0-9]+)+(?:, [a-z]+(?:_[a-z0-9]+)+)*)/g)) for (const code of (match[1] ?? '').split(', ')) codes.add(code);
      const sharedResponse = isObject(raw) && typeof raw.$ref === 'string' && raw.$ref.startsWith('#/components/responses/');
      errors.push({ status, meaning: generic ? (statusMeanings[status] ?? text) : text, codes: [...codes], shared: (generic && status in statusMeanings) || sharedResponse });
      continue;
    }
    const content = firstContent(response.content);
    responses.push({
      status,
      description: text,
      ...(content ? { contentType: content.contentType } : {}),
      ...(content?.schema ? { schema: schemaTable(document, content.schema) } : {}),
    });
  }
  return {
    anchor: operationAnchor(method, path),
    method,
    path,
    operationId: String(operation.operationId ?? ''),
    summary: String(operation.summary ?? ''),
    ...(description ? { description } : {}),
    permission,
    parameters: parameters.map(parameterView),
    ...(bodyContent?.schema
      ? { requestBody: { required: body?.required === true, contentType: bodyContent.contentType, schema: schemaTable(document, bodyContent.schema, { expand: true }) } }
      : {}),
    responses,
    errors,
    curl: curlExample(document, {
      method,
      path,
      parameters,
      ...(bodyContent?.schema ? { bodySchema: bodyContent.schema } : {}),
      bodyRequired: body?.required === true,
      isPublic: permission.kind === 'public',
      isList: parameters.some((parameter) => parameter.in === 'query' && parameter.name === 'limit'),
    }),
  };
}

/** Every operation of the document as [method, path, pathItem, operation], in document order. */
export function operationsOf(document: Json): [HttpMethod, string, Json, Json][] {
  const out: [HttpMethod, string, Json, Json][] = [];
  for (const [path, pathItem] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(pathItem)) continue;
    for (const method of httpMethods) {
      const operation = pathItem[method];
      if (isObject(operation)) out.push([method, path, pathItem, operation]);
    }
  }
  return out;
}

export function buildApiReference(document: Json): ApiReferenceView {
  const declaredTags = Array.isArray(document.tags) ? document.tags.filter(isObject).map((tag) => String(tag.name)) : [];
  const byTag = new Map<string, OperationView[]>(declaredTags.map((tag) => [tag, []]));
  const referenced = new Set<string>();
  for (const [method, path, pathItem, operation] of operationsOf(document)) {
    const view = operationView(document, path, method, pathItem, operation);
    const tag = Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : 'other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), view]);
    referencedSchemas(operation.responses, referenced);
    // A request body's own schema is expanded at its operation; the schemas inside it are listed.
    const body = isObject(operation.requestBody) ? resolveRef(document, operation.requestBody) : undefined;
    const bodySchema = body ? firstContent(body.content)?.schema : undefined;
    if (bodySchema) referencedSchemas(resolveRef(document, bodySchema), referenced);
  }
  // The named schemas answers refer to, and the ones those refer to.
  const schemas = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  const queue = [...referenced];
  while (queue.length > 0) {
    const name = queue.pop() ?? '';
    for (const inner of referencedSchemas(schemas[name])) if (!referenced.has(inner)) { referenced.add(inner); queue.push(inner); }
  }
  const tags = [...byTag.entries()].filter(([, operations]) => operations.length > 0).map(([name, operations]) => ({ name, anchor: tagAnchor(name), operations }));
  const info = isObject(document.info) ? document.info : {};
  return {
    title: String(info.title ?? 'API'),
    version: String(info.version ?? ''),
    tags,
    schemas: Object.keys(schemas).filter((name) => referenced.has(name)).sort().map((name) => ({ name, anchor: schemaAnchor(name), table: schemaTable(document, { $ref: `#/components/schemas/${name}` }, { expand: true }) })),
    sharedParameters: Object.values(isObject(document.components) && isObject(document.components.parameters) ? document.components.parameters : {})
      .filter(isObject).map((parameter) => ({ ...parameterView(parameter), shared: true })),
    operationCount: tags.reduce((sum, tag) => sum + tag.operations.length, 0),
  };
}
