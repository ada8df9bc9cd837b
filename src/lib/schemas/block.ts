/** A brand block bought from a block provider. */
import { dateTime, flag, integer, longText, nullable, oneOf, recordSchema, reference, text } from './schema-parts.ts';

export const blockKinds = ['dpml', 'dpml_plus', 'adult_block', 'adult_block_plus', 'global_block', 'global_block_plus'] as const;
export const blockStatuses = ['pending', 'active', 'expired', 'cancelled'] as const;

export const blockSchema = recordSchema({
  title: 'Block',
  properties: {
    label: text(100),
    kind: oneOf(blockKinds),
    provider: text(100),
    product_id: nullable(reference('products')),
    status: oneOf(blockStatuses),
    trademark_name: nullable(text(200)),
    trademark_number: nullable(text(64)),
    trademark_jurisdiction: nullable(text(64)),
    tld_count: integer(0, 2000),
    starts_at: nullable(dateTime()),
    expires_at: nullable(dateTime()),
    auto_renew: flag(),
    notes: nullable(longText()),
  },
  required: ['label', 'kind', 'provider', 'status'],
  groups: {
    general: ['label', 'kind', 'provider', 'product_id', 'status', 'tld_count'],
    trademark: ['trademark_name', 'trademark_number', 'trademark_jurisdiction'],
    dates: ['starts_at', 'expires_at', 'auto_renew'],
    notes: ['notes'],
  },
});
