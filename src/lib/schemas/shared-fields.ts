/** Field groups several schemas share: the spec's address and contact details (section 3). */
import { countryCode, email, nullable, phone, text, type JsonSchema } from './schema-parts.ts';

export const addressProperties: Record<string, JsonSchema> = {
  street1: text(200),
  street2: nullable(text(200)),
  street3: nullable(text(200)),
  city: text(100),
  state: nullable(text(100)),
  postcode: nullable(text(20)),
  country_code: countryCode(),
};

export const addressFields = ['street1', 'street2', 'street3', 'city', 'state', 'postcode', 'country_code'] as const;

export const contactDetailProperties: Record<string, JsonSchema> = {
  name: text(200),
  organisation: nullable(text(200)),
  email: email(),
  phone: nullable(phone()),
  mobile: nullable(phone()),
  fax: nullable(phone()),
};

export const currencies = ['EUR', 'GBP', 'USD', 'JPY', 'SEK', 'AUD', 'CHF', 'NOK', 'DKK', 'CAD'] as const;
