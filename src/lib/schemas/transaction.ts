/** An invoicing transaction (amounts in the currency's minor unit). */
import { currencyCode, dateTime, integer, money, nullable, oneOf, pattern, recordSchema, text } from './schema-parts.ts';

export const transactionKinds = ['charge', 'credit', 'refund', 'payment', 'adjustment'] as const;
export const transactionStatuses = ['pending', 'invoiced', 'paid', 'void', 'refunded'] as const;

export const transactionSchema = recordSchema({
  title: 'Transaction',
  properties: {
    reference: pattern('^[A-Z0-9][A-Z0-9-]{3,39}$', 40, { expects: 'transactionReference' }),
    kind: oneOf(transactionKinds),
    status: oneOf(transactionStatuses),
    description: text(500),
    amount: money(),
    tax_amount: money(),
    currency: currencyCode(),
    invoice_number: nullable(text(40)),
    period_years: nullable(integer(1, 10)),
    transacted_at: dateTime(),
  },
  required: ['reference', 'kind', 'status', 'description', 'amount', 'currency', 'transacted_at'],
  groups: {
    general: ['reference', 'kind', 'status', 'description', 'transacted_at'],
    billing: ['amount', 'tax_amount', 'currency', 'invoice_number', 'period_years'],
  },
});
