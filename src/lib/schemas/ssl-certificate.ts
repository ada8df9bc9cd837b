/** An SSL certificate as a customer edits it (it is ordered, validated and issued elsewhere). */
import { email, flag, nullable, recordSchema, reference } from './schema-parts.ts';

export const certificateStatuses = [
  'requested', 'pending_validation', 'pending_issuance', 'issued', 'expired', 'revoked', 'cancelled', 'rejected',
] as const;
export const keyAlgorithms = ['RSA-2048', 'RSA-3072', 'RSA-4096', 'ECDSA-P256', 'ECDSA-P384'] as const;

export const sslCertificateSchema = recordSchema({
  title: 'SSL certificate',
  properties: {
    auto_renew: flag(),
    approver_email: nullable(email()),
    organisation_id: nullable(reference('ssl-organisations')),
  },
  groups: { general: ['auto_renew', 'approver_email', 'organisation_id'] },
});
