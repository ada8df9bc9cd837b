/**
 * One API route's contract, written once (docs/ARCHITECTURE.md, "API contracts"): its method and
 * path, what it takes (path parameters, query, body) and what it answers, as JSON Schema. Three
 * users read it:
 *   - the API registers it (server/api/http/contract-routes.ts): Fastify checks the parameters and
 *     the body by it and writes the answer by it, so a field the contract does not name never
 *     leaves the server, and the handler's request and answer are typed by it;
 *   - the OpenAPI document is made from the contracts registered (server/api/openapi/);
 *   - the portal's calls (src/lib/data, `callContract`) are typed by it, answer included.
 * The method and path live apart from the schemas (`ContractRoute`), so that a page's script
 * carries the route and only the types of the rest.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export type ContractMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a route is: its method and its path in OpenAPI form (`/groups/{context}/zones/{zoneId}/draft`). */
export interface ContractRoute {
  readonly method: ContractMethod;
  readonly path: string;
}

/** One answer of the route: what it means, and its body (none for 204; text answers name their media type). */
export interface ContractAnswer {
  readonly description: string;
  readonly schema?: JSONSchema;
  /** A body other than JSON (a zone file's text/dns): written as is, documented as this media type. */
  readonly mediaType?: string;
}

export interface ApiContract extends ContractRoute {
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  /** The permission the route asks, shown in the document (`x-permission`): `none` for a public route, `signed-in` for any signed-in user, else the ability and what else the route checks. */
  readonly permission: string;
  /** Answered without a signed-in user (the document says no token is needed). */
  readonly public?: boolean;
  /** Takes the Idempotency-Key header: a repeat is answered with the first answer and nothing is done again (the document names the header and its 409 and 422). */
  readonly idempotent?: boolean;
  /** The path's parameters, as one object schema. */
  readonly params?: JSONSchema;
  /** The query's parameters, as one object schema. */
  readonly querystring?: JSONSchema;
  readonly body?: JSONSchema;
  /** The body may be left out (documented so; a missing body is read as an empty one by every route). */
  readonly bodyOptional?: boolean;
  /** The answers that succeed, by status: the API writes each by its schema. */
  readonly answers: { readonly [status: number]: ContractAnswer };
  /** The refusals the route may answer, by status (documented; written by the API's error handler): what they mean, and what they carry beside the error's own fields. */
  readonly refusals?: { readonly [status: number]: string | { readonly description: string; readonly carries: JSONSchema } };
}

/**
 * Keeps a contract's literal types (for FromSchema) while checking it is one. Marked free of side
 * effects, so that a page importing a module's routes (`zoneRoutes`) does not carry its contracts.
 */
export const defineContract = /*#__NO_SIDE_EFFECTS__*/ <const C extends ApiContract>(contract: C): C => contract;

type SchemaOf<C, Key extends 'params' | 'body'> = C extends { readonly [K in Key]: infer S } ? S : undefined;
type Typed<S> = S extends JSONSchema ? FromSchema<S> : undefined;

export type ParamsOf<C extends ApiContract> = Typed<SchemaOf<C, 'params'>>;
export type BodyOf<C extends ApiContract> = Typed<SchemaOf<C, 'body'>>;

/** The statuses a route answers with a body. */
type AnsweredStatus<C extends ApiContract> = { [S in keyof C['answers']]: C['answers'][S] extends { schema: JSONSchema } ? S : never }[keyof C['answers']];

/** What the route answers: its successful answers' bodies, typed by their schemas (nothing for a route that answers 204 only). */
export type AnswerOf<C extends ApiContract> = [AnsweredStatus<C>] extends [never]
  ? void
  : { [S in AnsweredStatus<C>]: C['answers'][S] extends { schema: infer Schema } ? Typed<Schema> : never }[AnsweredStatus<C>];

/** `/groups/{context}/zones/{zoneId}` → `/groups/:context/zones/:zoneId`, as Fastify routes it. */
export const routerPath = (path: string): string => path.replaceAll(/\{([A-Za-z_]\w*)\}/g, ':$1');
