/**
 * One row of the availability check's answer (DESIGN.md section 13, `POST domain_checks`): the
 * API writes it, the search screen reads it. Declared once, here.
 */
export const availabilityStates = ['available', 'premium', 'registered_here', 'registered', 'reserved', 'blocked', 'invalid'] as const;
export type AvailabilityState = (typeof availabilityStates)[number];

/** Per year, in the account's currency (minor units). */
export interface AvailabilityPrices {
  currency: string;
  create: number;
  renew: number;
  transfer: number;
}

export interface AvailabilityRow {
  /** The A-label form (what an order names). */
  name: string;
  unicode_name: string;
  /** Null when the name has none (a bare word answered invalid). */
  tld: string | null;
  state: AvailabilityState;
  /** Why a name is not available, a key of `domain-order:reason`, with `reason` its English text. */
  reason_key?: string;
  reason?: string;
  /** The values the reason's text names (`{ label }`, `{ tld }` …). */
  reason_values?: Record<string, string>;
  idn: boolean;
  mixed_script: boolean;
  /** Scripts of the registrable label (ISO 15924 codes), said beside the mixed-script warning. */
  scripts: string[];
  min_period_years?: number;
  max_period_years?: number;
  privacy_supported?: boolean;
  prices?: AvailabilityPrices;
  /** The account's own domain, for `registered_here`. */
  domain_id?: number;
}
