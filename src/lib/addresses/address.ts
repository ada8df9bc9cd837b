/** Postal address and contact details (spec section 3). Which fields are required is the forms' business. */

/** ISO 3166-1 alpha-2 code in lower case, e.g. `es`. */
export type CountryCode = string;

export interface Address {
  street1: string;
  street2?: string | null;
  street3?: string | null;
  city: string;
  state?: string | null;
  postcode?: string | null;
  country_code: CountryCode;
}

export interface ContactDetails {
  name: string;
  organisation?: string | null;
  email: string;
  phone?: string | null;
  mobile?: string | null;
  fax?: string | null;
}

export const addressFields = [
  'street1',
  'street2',
  'street3',
  'city',
  'state',
  'postcode',
  'country_code',
] as const satisfies readonly (keyof Address)[];

export const contactDetailFields = [
  'name',
  'organisation',
  'email',
  'phone',
  'mobile',
  'fax',
] as const satisfies readonly (keyof ContactDetails)[];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && /^[a-z]{2}$/.test(value);
}
