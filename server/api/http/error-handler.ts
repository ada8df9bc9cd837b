/**
 * Turns thrown errors into the API's error body: ApiError as is, schema failures as 400 with the
 * ajv items, SQLite constraint failures as their clean API errors, the rest as 500 without
 * details (a database error's message is SQL and schema text).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, errorBody } from './api-error.ts';
import { constraintError } from '../resources/sqlite-constraint.ts';
import { requestLocale, validateBody } from '../resources/record-validation.ts';
import { notFound } from '../resources/group-scope.ts';

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
    }
    if (error.validation) {
      const contract = request.routeOptions.config.contract;
      // A contract's path that cannot name a record (an id of 0, a serial too long) names none.
      if (contract && error.validationContext === 'params') return reply.code(404).send(notFound().toBody());
      // A contract's body is refused as the record forms refuse one: every problem, in the caller's language (contract-routes.ts).
      if (contract?.body && error.validationContext === 'body') {
        try {
          validateBody(contract.body as object, request.body ?? {}, requestLocale(request));
        } catch (refusal) {
          if (refusal instanceof ApiError) return reply.code(400).send(refusal.toBody());
        }
      }
      const errors = error.validation.map(({ instancePath, keyword, params, message }) => ({ instancePath, keyword, params, message }));
      return reply.code(400).send(errorBody(400, 'validation_failed', error.message, { errors }));
    }
    const constraint = constraintError(error);
    if (constraint) return reply.code(constraint.statusCode).send(constraint.toBody());
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send(errorBody(500, 'internal_error', 'The server could not handle this request.'));
    }
    const code = !error.code ? 'bad_request' : error.code.startsWith('FST_ERR_CTP') ? 'invalid_body' : error.code.toLowerCase();
    return reply.code(status).send(errorBody(status, code, error.message));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
