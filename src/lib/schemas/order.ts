/** An order: placed through the order flow; only its notes are edited. */
import { longText, nullable, recordSchema } from './schema-parts.ts';

export const orderKinds = ['registration', 'transfer', 'renewal', 'restore', 'trade', 'ssl', 'block', 'deletion'] as const;
export const orderStatuses = ['draft', 'pending', 'awaiting_approval', 'processing', 'completed', 'failed', 'cancelled'] as const;

export const orderSchema = recordSchema({
  title: 'Order',
  properties: { notes: nullable(longText()) },
  groups: { notes: ['notes'] },
});
