/** A contact's handle at one registry. */
import { dateTime, nullable, oneOf, recordSchema, reference, text } from './schema-parts.ts';

export const registryHandleStatuses = ['active', 'pending', 'failed', 'deleted'] as const;

export const registryHandleSchema = recordSchema({
  title: 'Registry handle',
  properties: {
    registry: text(100),
    handle: text(64),
    tld_id: nullable(reference('tlds')),
    status: oneOf(registryHandleStatuses),
    synced_at: nullable(dateTime()),
  },
  required: ['registry', 'handle'],
});
