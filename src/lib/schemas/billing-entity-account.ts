/** An account a billing entity pays for. */
import { accountId, nullable, recordSchema, text } from './schema-parts.ts';

export const billingEntityAccountSchema = recordSchema({
  title: 'Billed account',
  properties: {
    account_id: accountId(),
    cost_centre: nullable(text(64)),
  },
  required: ['account_id'],
});
