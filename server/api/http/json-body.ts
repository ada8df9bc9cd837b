/**
 * JSON bodies as Fastify parses them (prototype-poisoning checks included), except that an empty
 * body counts as none, and that every JSON route refuses bodies beyond the limits of json-limits.ts.
 */
import type { FastifyInstance } from 'fastify';
import { tooDeepError, tooLargeFieldError } from './json-limits.ts';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    const tooDeep = tooDeepError(text);
    if (tooDeep) {
      done(tooDeep, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) done(error, undefined);
      else done(tooLargeFieldError(parsed), parsed);
    });
  });
}
