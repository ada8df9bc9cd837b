/** Who pays: a billing entity with its address and invoicing preferences. */
import { addressFields, addressProperties } from './shared-fields.ts';
import { currencyCode, email, integer, nullable, oneOf, phone, recordSchema, text } from './schema-parts.ts';

export const invoiceDeliveries = ['email', 'portal', 'post'] as const;
export const billingEntityStatuses = ['active', 'on_hold', 'closed'] as const;

export const billingEntitySchema = recordSchema({
  title: 'Billing entity',
  properties: {
    name: text(200),
    legal_name: text(200),
    vat_number: nullable(text(40)),
    email: email(),
    phone: nullable(phone()),
    ...addressProperties,
    currency: currencyCode(),
    payment_terms_days: integer(0, 180),
    invoice_delivery: oneOf(invoiceDeliveries),
    status: oneOf(billingEntityStatuses),
  },
  required: ['name', 'legal_name', 'email', 'street1', 'city', 'country_code', 'currency'],
  groups: {
    general: ['name', 'legal_name', 'vat_number', 'status'],
    contact: ['email', 'phone'],
    address: addressFields,
    billing: ['currency', 'payment_terms_days', 'invoice_delivery'],
  },
});
