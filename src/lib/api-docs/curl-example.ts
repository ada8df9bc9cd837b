/**
 * A curl command per operation, in the docs' shared variable style: `$API` (the API's base),
 * `$TOKEN` (the access token), `$CONTEXT` (the account id) and ids named after what they are
 * (`$DOMAIN_ID`, `$ZONE_ID`, `$RECORD_ID` …). A body is a sample built from the request schema
 * (its example when it has one).
 */
import { resolveRef, type Json } from './schema-fields.ts';

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `dns_records` → `dns_record`, `watches` → `watch`, `entities` → `entity`. */
function singular(segment: string): string {
  if (segment.endsWith('ies')) return `${segment.slice(0, -3)}y`;
  if (/(ch|sh|ss|x)es$/.test(segment)) return segment.slice(0, -2);
  return segment.endsWith('s') ? segment.slice(0, -1) : segment;
}

const upperSnake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();

/** The shell variable standing for a path parameter: `{id}` after `domains` → `DOMAIN_ID`, `{zoneId}` → `ZONE_ID`, `{token}` → `RESET_TOKEN`. */
export function pathVariable(path: string, name: string): string {
  if (name === 'context') return 'CONTEXT';
  if (name === 'token') return 'RESET_TOKEN';
  if (name === 'id') {
    const segments = path.split('/');
    const index = segments.indexOf('{id}');
    const segment = segments[index - 1] ?? 'record';
    // A record under a parent names the parent too (`/watches/{watchId}/contacts/{id}` → WATCH_CONTACT_ID), but a zone's records are RECORD_ID.
    const parent = /^\{(?!context\})/.test(segments[index - 2] ?? '') && segment !== 'records' ? `${singular(segments[index - 3] ?? '')}_` : '';
    return `${upperSnake(`${parent}${singular(segment)}`)}_ID`;
  }
  return upperSnake(name);
}

/** A value that the schema accepts, as plain as can be. */
export function sampleOf(document: Json, schema: unknown, depth = 0): unknown {
  const target = resolveRef(document, schema);
  if (!target || depth > 5) return null;
  if (target.examples && Array.isArray(target.examples) && target.examples.length > 0) return target.examples[0];
  if (target.example !== undefined) return target.example;
  if (target.const !== undefined) return target.const;
  if (target.default !== undefined) return target.default;
  if (Array.isArray(target.enum) && target.enum.length > 0) return target.enum[0];
  const variants = (target.oneOf ?? target.anyOf) as unknown;
  if (Array.isArray(variants) && variants.length > 0) return sampleOf(document, variants.find((variant) => !(isObject(variant) && variant.type === 'null')) ?? variants[0], depth + 1);
  const types = Array.isArray(target.type) ? (target.type as string[]).filter((type) => type !== 'null') : [target.type];
  const type = types[0] ?? (isObject(target.properties) ? 'object' : undefined);
  if (type === 'object') {
    const required = new Set(Array.isArray(target.required) ? (target.required as string[]) : []);
    const properties = isObject(target.properties) ? target.properties : {};
    const sample = Object.fromEntries(Object.entries(properties).filter(([name]) => required.has(name)).map(([name, value]) => [name, sampleOf(document, value, depth + 1)]));
    // A change needs something to change besides its `version` (minProperties): the first optional fields that have a plain sample.
    const least = typeof target.minProperties === 'number' ? target.minProperties : 0;
    for (const [name, value] of Object.entries(properties)) {
      if (Object.keys(sample).length >= least) break;
      const optional = name in sample ? null : sampleOf(document, value, depth + 1);
      if (optional !== null && typeof optional !== 'object') sample[name] = optional;
    }
    return sample;
  }
  if (type === 'array') {
    const count = typeof target.minItems === 'number' ? Math.max(1, target.minItems) : 1;
    return Array.from({ length: count }, () => sampleOf(document, target.items, depth + 1));
  }
  if (type === 'integer' || type === 'number') return typeof target.minimum === 'number' ? target.minimum : 1;
  if (type === 'boolean') return false;
  if (type === 'string') {
    if (target.format === 'date') return '2026-01-01';
    if (target.format === 'date-time') return '2026-01-01T00:00:00Z';
    if (target.format === 'email') return 'dev@example.com';
    const length = typeof target.minLength === 'number' ? target.minLength : 0;
    return length > 7 ? 'x'.repeat(length) : 'example';
  }
  return null;
}

export interface CurlInput {
  method: string;
  path: string;
  /** Path and query parameters, resolved. */
  parameters: readonly Json[];
  /** The JSON request body's schema, when there is one. */
  bodySchema?: Json;
  bodyRequired?: boolean;
  isPublic: boolean;
  isList: boolean;
}

/** The curl command: one option a line, ready to paste into a shell with the variables set. */
export function curlExample(document: Json, input: CurlInput): string {
  let url = input.path;
  for (const parameter of input.parameters) {
    if (parameter.in !== 'path' || typeof parameter.name !== 'string') continue;
    const schema = isObject(parameter.schema) ? parameter.schema : {};
    const value = Array.isArray(schema.enum) && schema.enum.length > 0 ? String(schema.enum[0]) : `$${pathVariable(input.path, parameter.name)}`;
    url = url.replace(`{${parameter.name}}`, value);
  }
  const query: string[] = [];
  if (input.isList) query.push('limit=5');
  for (const parameter of input.parameters) {
    if (parameter.in !== 'query' || parameter.required !== true || typeof parameter.name !== 'string') continue;
    query.push(`${parameter.name}=${encodeURIComponent(String(sampleOf(document, parameter.schema)))}`);
  }
  const lines = [`curl -X ${input.method.toUpperCase()} "$API${url}${query.length > 0 ? `?${query.join('&')}` : ''}"`];
  if (!input.isPublic) lines.push(`-H "authorization: Bearer $TOKEN"`);
  if (input.bodySchema && (input.bodyRequired || input.method !== 'delete')) {
    const body = JSON.stringify(sampleOf(document, input.bodySchema) ?? {});
    lines.push(`-H 'content-type: application/json'`, `-d '${body.replaceAll("'", "'\\''")}'`);
  }
  return lines.join(' \\\n  ');
}
