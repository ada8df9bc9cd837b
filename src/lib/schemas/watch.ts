/** A brand watch: monitors terms and collects look-alike domains. */
import { dateTime, longText, nullable, oneOf, recordSchema, reference, text } from './schema-parts.ts';

export const watchStatuses = ['active', 'paused', 'closed'] as const;
export const watchFrequencies = ['hourly', 'daily', 'weekly'] as const;

export const watchSchema = recordSchema({
  title: 'Watch',
  properties: {
    name: text(200),
    brand: text(100),
    template_id: nullable(reference('watch-templates')),
    status: oneOf(watchStatuses),
    frequency: oneOf(watchFrequencies),
    owner_user_id: nullable(reference('users')),
    next_run_at: nullable(dateTime()),
    notes: nullable(longText()),
  },
  required: ['name', 'brand', 'status'],
  groups: { general: ['name', 'brand', 'template_id', 'status', 'owner_user_id'], settings: ['frequency', 'next_run_at'], notes: ['notes'] },
});
