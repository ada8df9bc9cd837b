/** DS data submitted to the parent registry. */
import { integer, nullable, oneOf, pattern, recordSchema, reference } from './schema-parts.ts';

export const dsRecordStatuses = ['pending', 'submitted', 'active', 'removed'] as const;
export const dsDigestTypes = [1, 2, 4] as const;

export const dsRecordSchema = recordSchema({
  title: 'DS record',
  properties: {
    key_tag: integer(0, 65535),
    algorithm: integer(1, 255),
    digest_type: { type: 'integer', enum: [...dsDigestTypes], ui: { widget: 'select' } },
    digest: pattern('^[0-9A-Fa-f]{40,128}$', 128, { expects: 'hexDigest' }),
    dnssec_key_id: nullable(reference('dnssec-keys')),
    status: oneOf(dsRecordStatuses),
  },
  required: ['key_tag', 'algorithm', 'digest_type', 'digest'],
  groups: { security: ['key_tag', 'algorithm', 'digest_type', 'digest', 'dnssec_key_id', 'status'] },
});
