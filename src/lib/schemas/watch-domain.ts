/** A look-alike domain a watch found; reviewers change its status and attach it to a case. */
import { nullable, oneOf, recordSchema, reference } from './schema-parts.ts';

export const watchDomainStatuses = ['new', 'reviewed', 'ignored', 'escalated'] as const;

export const watchDomainSchema = recordSchema({
  title: 'Watched domain',
  properties: {
    status: oneOf(watchDomainStatuses),
    case_id: nullable(reference('watch-cases')),
  },
});
