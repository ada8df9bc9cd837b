/** Domain-control validation of one name of a certificate; the method and approver can change. */
import { email, nullable, oneOf, recordSchema } from './schema-parts.ts';

export const validationMethods = ['dns_cname', 'dns_txt', 'http_file', 'email'] as const;
export const validationStatuses = ['pending', 'valid', 'invalid', 'expired'] as const;

export const sslValidationSchema = recordSchema({
  title: 'Domain validation',
  properties: {
    method: oneOf(validationMethods),
    approver_email: nullable(email()),
  },
  required: ['method'],
  groups: { validation: ['method', 'approver_email'] },
});
