/**
 * GET /openapi.json is a valid OpenAPI 3.1 document of the real routes: every declared
 * resource's paths are there, every documented operation exists, every $ref resolves, path
 * parameters are declared, and every component schema compiles as JSON Schema 2020-12.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDeclarations } from '../../src/lib/resources/index.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

type Json = Record<string, unknown>;
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('the OpenAPI document', () => {
  let api: TestApi;
  let document: Json & { paths: Record<string, Json>; components: Json & { schemas: Record<string, Json> } };

  /** Every method and path the API serves, as registered. */
  const served: { method: string; url: string }[] = [];

  beforeAll(async () => {
    api = await startTestApi({}, {}, {
      onRoute: (route) => {
        for (const method of [route.method].flat()) served.push({ method: method.toLowerCase(), url: route.url });
      },
    });
    const answer = await callJson<typeof document>(api.baseUrl, 'GET', '/openapi.json');
    expect(answer.status).toBe(200);
    document = answer.body;
  });
  afterAll(() => api.close());

  function resolve(value: unknown): Json {
    if (value && typeof value === 'object' && '$ref' in value) {
      const path = String((value as Json).$ref).replace(/^#\//, '').split('/');
      let target: unknown = document;
      for (const part of path) target = (target as Json | undefined)?.[part];
      return target as Json;
    }
    return value as Json;
  }

  it('is OpenAPI 3.1 with bearer security', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(document.components.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    for (const path of ['/login', '/approvals/{publicId}', '/redirects', '/refresh']) {
      const item = document.paths[path] as Record<string, Json>;
      const operation = item.post ?? item.get;
      expect(operation?.security, path).toEqual([]);
    }
  });

  it('has every declared resource\'s paths and operations', () => {
    for (const declaration of resourceDeclarations) {
      const base = `/groups/{context}/${declaration.apiPath}`;
      expect(document.paths[base], base).toHaveProperty('get');
      expect(document.paths[`${base}/{id}`], base).toHaveProperty('get');
      if (declaration.name === 'audit-log') continue;
      expect(document.paths[`${base}/{id}/log`], base).toHaveProperty('get');
      // The generic writes, by their operation ids: a resource may have routes of its own besides (the tray's add and empty).
      const generic = (path: string, method: string) => (document.paths[path]?.[method] as Json | undefined)?.operationId;
      const id = declaration.name.replaceAll('-', '_');
      expect(generic(base, 'post') === `create_${id}`, `${base} create`).toBe(declaration.operations.create);
      expect(generic(`${base}/{id}`, 'patch') === `update_${id}`, `${base} update`).toBe(declaration.operations.update);
      expect(generic(`${base}/{id}`, 'delete') === `delete_${id}`, `${base} delete`).toBe(declaration.operations.remove);
    }
    for (const path of ['/groups/{context}/platform_calls', '/groups/{context}/saved_filters', '/groups/{context}/domains/{id}/gap_analysis', '/openapi.json', '/profile',
      '/groups/{context}/zones/{zoneId}/draft', '/groups/{context}/zones/{zoneId}/draft/changes', '/groups/{context}/zones/{zoneId}/plan',
      '/groups/{context}/zones/{zoneId}/publish', '/groups/{context}/zones/{zoneId}/versions', '/groups/{context}/zones/{zoneId}/versions/{serial}/restore',
      '/groups/{context}/zones/{zoneId}/export', '/groups/{context}/zones/{zoneId}/import']) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    // A declared resource's own routes stand beside its generic ones.
    expect(document.paths['/groups/{context}/tray_items']).toMatchObject({
      get: { operationId: 'list_tray_items' }, post: { operationId: 'add_tray_items' }, delete: { operationId: 'empty_tray' },
    });
  });

  it('documents only routes that exist', () => {
    expect(api.app.hasRoute({ method: 'GET', url: '/groups/:context/no_such_things' })).toBe(false);
    for (const [path, item] of Object.entries(document.paths)) {
      const url = path.replace(/\{([A-Za-z]+)\}/g, ':$1');
      for (const method of methods) {
        if (item[method]) expect(api.app.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${path}`).toBe(true);
      }
    }
  });

  it('documents every route the API serves under /groups', () => {
    const documented = new Set(Object.entries(document.paths).flatMap(([path, item]) =>
      methods.filter((method) => item[method]).map((method) => `${method} ${path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`)));
    const undocumented = served
      .filter(({ method, url }) => url.startsWith('/groups/') && methods.includes(method as (typeof methods)[number]))
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => !documented.has(route));
    expect(undocumented).toEqual([]);
  });

  it('gives every operation a unique id, responses, and its path parameters', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      const shared = ((item.parameters ?? []) as unknown[]).map(resolve);
      for (const method of methods) {
        const operation = item[method] as Json | undefined;
        if (!operation) continue;
        const id = String(operation.operationId);
        expect(ids.has(id), id).toBe(false);
        ids.add(id);
        const responses = operation.responses as Record<string, unknown>;
        expect(Object.keys(responses).length, id).toBeGreaterThan(0);
        for (const response of Object.values(responses)) expect(resolve(response).description, id).toEqual(expect.any(String));
        const parameters = [...shared, ...((operation.parameters ?? []) as unknown[]).map(resolve)];
        for (const parameter of parameters) expect(parameter, id).toMatchObject({ name: expect.any(String), in: expect.stringMatching(/^(path|query|header|cookie)$/) });
        for (const [, name] of path.matchAll(/\{([A-Za-z]+)\}/g)) {
          expect(parameters.find((parameter) => parameter.name === name && parameter.in === 'path'), `${id} {${name}}`).toMatchObject({ required: true });
        }
      }
    }
  });

  it('resolves every $ref', () => {
    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref') refs.push(String(value));
          else walk(value);
        }
      }
    };
    walk(document);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of new Set(refs)) expect(resolve({ $ref: ref }), ref).toBeDefined();
  });

  it('has component schemas that compile as JSON Schema 2020-12, without form hints', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    addFormats(ajv);
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect(() => ajv.compile(schema), name).not.toThrow();
      expect(JSON.stringify(schema), name).not.toContain('"ui":');
    }
  });

  it('describes records the API really answers', async () => {
    const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
    addFormats(ajv);
    const validateTld = ajv.compile(document.components.schemas.Tlds!);
    const { signIn } = await import('./support/http-calls.ts');
    const token = (await signIn(api.baseUrl, 'admin', 'portal-demo')).body;
    const tlds = await callJson<{ data: unknown[] }>(api.baseUrl, 'GET', `/groups/${token.user.group_id}/tlds?limit=5`, { token: token.access_token });
    for (const tld of tlds.body.data) expect(validateTld(tld), JSON.stringify(validateTld.errors)).toBe(true);
    const validateDomain = ajv.compile(document.components.schemas.Domains!);
    const domains = await callJson<{ data: unknown[] }>(api.baseUrl, 'GET', `/groups/${token.user.group_id}/domains?limit=5`, { token: token.access_token });
    for (const domain of domains.body.data) expect(validateDomain(domain), JSON.stringify(validateDomain.errors)).toBe(true);
  });
});
