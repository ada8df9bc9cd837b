/**
 * A look-alike domain a watch found; reviewers change its status and attach it to a case. What
 * explains the match (technique, similarity, risk score, resolves, certificate, wildcard DNS; issue
 * 15) is computed by the API and read-only: those fields are columns of the declaration, not of
 * this write schema, so a PATCH naming them is refused.
 */
import { nullable, oneOf, recordSchema, reference } from './schema-parts.ts';

export const watchDomainStatuses = ['new', 'reviewed', 'ignored', 'escalated'] as const;

/** The fields the API computes (read-only). */
export const watchDomainComputedFields = ['technique', 'similarity', 'risk_score', 'resolves', 'has_certificate', 'wildcard_dns'] as const;

export const watchDomainSchema = recordSchema({
  title: 'Watched domain',
  properties: {
    status: oneOf(watchDomainStatuses),
    case_id: nullable(reference('watch-cases')),
  },
});
