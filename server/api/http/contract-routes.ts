/**
 * Routes registered by their contracts (src/lib/contracts; docs/ARCHITECTURE.md, "API contracts").
 * Fastify checks a route's path parameters (their text read as the numbers they declare) and its
 * body (as the record forms check one: no coercion, every problem at once, the problems in the
 * caller's language: error-handler.ts) by the contract, and writes its answers by it: a field the
 * contract does not name is not sent. The hooks that answer 401, 403 or 404 run before the checks
 * (`preValidation`), so a caller who may not act hears that before anything about their body.
 */
import Ajv from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, FastifySchemaValidationError, onSendHookHandler, preValidationHookHandler, RouteHandlerMethod, RouteOptions } from 'fastify';
import { routerPath, type AnswerOf, type ApiContract, type BodyOf, type ParamsOf } from '../../../src/lib/contracts/api-contract.ts';
import { compileSchema } from '../../../src/lib/validation/json-schema/ajv-runtime.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered by. */
    contract?: ApiContract;
  }
}

/**
 * The request as the contract types it (not as FastifyRequest's generics resolve one: the compiler
 * gives up on those with these schemas). The query is as it came: the route reads it, so that
 * each parameter's 400 says what is wrong with it (the contract documents it).
 */
export type ContractRequest<C extends ApiContract> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & { params: ParamsOf<C>; query: Readonly<Record<string, unknown>>; body: BodyOf<C> };
/**
 * A handler answers what its contract answers (a 201 sets its status on `reply` first), or sends
 * through `reply` and returns it (an answer without a body, a text one), as Fastify wants of an
 * async handler that sends.
 */
export type ContractHandler<C extends ApiContract> = (request: ContractRequest<C>, reply: FastifyReply) => Promise<AnswerOf<C> | FastifyReply>;

export interface ContractRouteOptions {
  /** What answers 401, 403 or 404 (signed in, allowed, the record in the account), before the checks. */
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  /** What sees the answer before it leaves (the Idempotency-Key's keeping it for repeats). */
  onSend?: onSendHookHandler;
  /** Registered with the Idempotency-Key's hooks (http/idempotency.ts, `keyed`), as a contract that says `idempotent` must be. */
  keyed?: true;
  bodyLimit?: number;
}

// Path parameters arrive as text: read as the numbers their schemas declare.
const parameterAjv = new Ajv({ coerceTypes: true, allErrors: true, strict: false });

type Check = (data: unknown) => { value: unknown } | { error: FastifySchemaValidationError[] };

function checkOf(schema: object, httpPart: string | undefined): Check {
  if (httpPart === 'body') {
    const validate = compileSchema(schema);
    return (data) => {
      // A missing body (Fastify hands it over as null) is read as an empty one, which the schema may refuse.
      const body = data === undefined || data === null ? {} : data;
      return validate(body) ? { value: body } : { error: (validate.errors ?? []) as FastifySchemaValidationError[] };
    };
  }
  const validate = parameterAjv.compile(schema);
  return (data) => (validate(data) ? { value: data } : { error: (validate.errors ?? []) as FastifySchemaValidationError[] });
}

/** The statuses the contract answers with JSON, and their schemas: what Fastify writes the answers by. */
function answerSchemas(contract: ApiContract): Record<string, object> {
  return Object.fromEntries(Object.entries(contract.answers).flatMap(([status, answer]) => (answer.schema && !answer.mediaType ? [[status, answer.schema as object]] : [])));
}

/**
 * The route of `contract` on `app`, handled by `handle(options, handler)`. Two steps, so that the
 * contract's type is fixed before the handler is typed by it (the compiler otherwise tries the
 * handler against every schema a contract could have, and gives up).
 */
export function routeByContract<C extends ApiContract>(app: FastifyInstance, contract: C): { handle(options: ContractRouteOptions, handler: ContractHandler<C>): void } {
  return { handle: (options, handler) => register(app, contract, options, handler as unknown as RouteHandlerMethod) };
}

function register(app: FastifyInstance, contract: ApiContract, options: ContractRouteOptions, handler: RouteHandlerMethod): void {
  // Plain objects for Fastify: the contract's literal types are for the handler, not for Fastify to infer from.
  const schema: FastifySchema = { response: answerSchemas(contract) };
  if (contract.params) schema.params = contract.params as object;
  if (contract.body) schema.body = contract.body as object;
  const route: RouteOptions = {
    method: contract.method,
    url: routerPath(contract.path),
    schema,
    validatorCompiler: ({ schema: part, httpPart }) => checkOf(part as object, httpPart),
    config: { contract },
    handler,
  };
  if ((contract.idempotent === true) !== (options.keyed === true)) {
    throw new Error(`${contract.operationId}: a contract that takes the Idempotency-Key is registered with its hooks (http/idempotency.ts), and only such a contract`);
  }
  if (options.preValidation) route.preValidation = options.preValidation;
  if (options.onSend) route.onSend = options.onSend;
  if (options.bodyLimit) route.bodyLimit = options.bodyLimit;
  app.route(route);
}
