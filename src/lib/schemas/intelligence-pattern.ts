/** A name pattern an intelligence item searches for. */
import { oneOf, recordSchema, text } from './schema-parts.ts';

export const patternKinds = ['exact', 'prefix', 'suffix', 'contains', 'typo'] as const;
export const patternStatuses = ['active', 'paused'] as const;

export const intelligencePatternSchema = recordSchema({
  title: 'Pattern',
  properties: { pattern: text(100), kind: oneOf(patternKinds), status: oneOf(patternStatuses) },
  required: ['pattern', 'kind'],
});
