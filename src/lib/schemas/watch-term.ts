/** A term a watch monitors. */
import { oneOf, recordSchema, text } from './schema-parts.ts';

export const termMatchTypes = ['exact', 'contains', 'fuzzy', 'homoglyph', 'typo'] as const;
export const termStatuses = ['active', 'paused'] as const;

export const watchTermSchema = recordSchema({
  title: 'Monitored term',
  properties: { term: text(100), match_type: oneOf(termMatchTypes), status: oneOf(termStatuses) },
  required: ['term', 'match_type'],
});
