/**
 * The shapes of searching, ordering and adding domains and of a domain's platform calls, gap
 * analysis and DNS statistics (DESIGN.md section 13), shared by their contracts
 * (domain-contracts.ts): the bodies the routes check, and what they answer. Each answer names all
 * its fields (`additionalProperties: false`): what it does not name is not sent.
 */
import { availabilityStates } from '../domains/availability-row.ts';
import { additionReasonKeys, nameReasonKeys, stateReasonKeys } from '../domains/name-reasons.ts';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableText = { type: ['string', 'null'] } as const;
const money = <const Description extends string>(description: Description) =>
  ({ type: 'integer', description: `${description}, in the currency's minor unit (whole yen for JPY).` }) as const;
const reasonFields = <const Keys extends readonly string[]>(keys: Keys) =>
  ({
    reason_key: { enum: keys, description: 'Why, as a key the portal translates (with `reason_values`).' },
    reason: { type: 'string', description: 'The reason in English.' },
    reason_values: { type: 'object', additionalProperties: { type: 'string' }, description: 'The values the reason names (label, character, tld, block, line …).' },
  }) as const;

/** The defaults of the budgets of names checked and lines added (the API's settings may differ: api-config.ts). */
export const domainCheckBudget = { perUser: 500, perAccount: 2000, windowSeconds: 60 } as const;
export const domainAdditionBudget = { perUser: 2000, perAccount: 5000, windowSeconds: 300 } as const;

/** How a route's budget per user and per account reads in its description. */
export const budgetText = (unit: string, limits: { perUser: number; perAccount: number; windowSeconds: number }, variable: string): string =>
  `Every ${unit} counts against a budget per user (${limits.perUser}) and per account (${limits.perAccount}) in a sliding window of ${limits.windowSeconds} seconds`
  + ` (defaults; ${variable}_USER_LIMIT, ${variable}_ACCOUNT_LIMIT, ${variable}_WINDOW_SECONDS): beyond it, before any work, 429 too_many_requests with the retry-after header`
  + ' and `retry_after`, `limit_scope` (user or account), `limit` and `window_seconds`.';

/** What a budget's 429 carries beside the error's own fields. */
export const budgetRefusal = {
  description: 'Throttled; see the retry-after header.',
  carries: {
    type: 'object',
    properties: {
      retry_after: { type: 'integer', description: 'Seconds to wait.' },
      limit_scope: { enum: ['user', 'account'] },
      limit: integer,
      window_seconds: integer,
    },
  },
} as const;

const maxCheckedNames = 100;

export const domainCheckBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    names: {
      type: 'array', minItems: 1, maxItems: maxCheckedNames, description: 'Names as typed: Unicode or A-labels, any case, a final dot allowed.',
      items: { type: 'string', minLength: 1, maxLength: 300 },
    },
    suggest_for: { type: 'string', minLength: 1, maxLength: 63, description: 'A word: the answer adds the word under every TLD the account may buy.' },
  },
} as const;

/** One row of the availability check: both forms of the name, its one state and why, and the account's prices. */
export const availabilityRowShape = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'unicode_name', 'tld', 'state', 'idn', 'mixed_script', 'scripts'],
  properties: {
    name: { type: 'string', description: 'The name in A-labels (for an invalid name, the input normalised).' },
    unicode_name: { type: 'string', description: 'The name in Unicode (U-labels).' },
    tld: { type: ['string', 'null'], description: 'The TLD from the catalogue (the longest suffix it knows), else the last label.' },
    state: { enum: availabilityStates },
    ...reasonFields([...nameReasonKeys, ...stateReasonKeys]),
    idn: { type: 'boolean', description: 'Some label is internationalised.' },
    mixed_script: { type: 'boolean', description: 'The registrable label mixes scripts beyond one writing system (UTS #39, highly restrictive): warn, it may imitate another name.' },
    scripts: { type: 'array', items: text, description: 'ISO 15924 codes of the label\'s scripts (Latn, Cyrl, Hani …), in order of appearance.' },
    min_period_years: integer,
    max_period_years: integer,
    privacy_supported: { type: 'boolean', description: 'The TLD offers WHOIS privacy.' },
    domain_id: { type: 'integer', description: 'For registered_here: the account\'s domain of that name (absent while it is only in an open order).' },
    prices: {
      type: 'object',
      additionalProperties: false,
      required: ['currency', 'create', 'renew', 'transfer'],
      description: 'A year of each action in the account\'s currency, from the pricing rules (the account\'s pricing entity first, else the global list; a premium name at its premium price). For available, premium, registered and registered_here names.',
      properties: { currency: text, create: money('Registration, per year'), renew: money('Renewal, per year'), transfer: money('Transfer (with its year)') },
    },
  },
} as const;

const maxOrderItems = 100;
export const orderContactRoles = ['registrant_contact_id', 'admin_contact_id', 'tech_contact_id', 'billing_contact_id'] as const;
const contactId = { type: 'integer', minimum: 1 } as const;

export const domainOrderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'contacts'],
  properties: {
    items: {
      type: 'array', minItems: 1, maxItems: maxOrderItems,
      items: {
        type: 'object', additionalProperties: false, required: ['name'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 300 },
          period_years: { type: 'integer', minimum: 1, maximum: 10, description: 'Years to register for (default 1), within the TLD\'s limits.' },
        },
      },
    },
    contacts: {
      type: 'object', additionalProperties: false, required: orderContactRoles,
      properties: { registrant_contact_id: contactId, admin_contact_id: contactId, tech_contact_id: contactId, billing_contact_id: contactId },
    },
    nameservers: {
      type: ['array', 'null'], minItems: 2, maxItems: 13, items: { type: 'string', minLength: 1, maxLength: 253 },
      description: 'Host names to delegate to (2 to 13); null or absent: our DNS, with a zone made for each domain.',
    },
    privacy: { type: 'boolean', description: 'WHOIS privacy where the TLD offers it (default false).' },
  },
} as const;

const orderedKinds = ['registration', 'transfer'] as const;
const nullableContact = nullableInteger;

/** An order's item as stored, its options without the transfer's auth code. */
export const orderItemShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'group_id', 'order_id', 'kind', 'domain_name', 'unicode_name', 'period_years', 'status', 'failure_reason', 'amount', 'currency', 'domain_id', 'options', 'created_at', 'updated_at', 'version'],
  properties: {
    id: integer, group_id: text, order_id: integer, kind: { enum: orderedKinds },
    domain_name: { type: 'string', description: 'The A-label.' }, unicode_name: text, period_years: integer,
    status: { enum: ['queued', 'processing', 'completed', 'failed', 'cancelled'] }, failure_reason: nullableText,
    amount: money('The item\'s price for its whole period'), currency: text,
    domain_id: { type: ['integer', 'null'], description: 'The domain it made (or completed), once completed.' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['tld', 'product_id', 'contacts', 'nameservers', 'privacy', 'premium'],
      description: 'What fulfilling it needs: `tld`, `product_id`, `contacts` (the four roles), `nameservers` (null: our DNS), `privacy`, `premium`; `auth_code_given` for a transfer (the code itself is never answered).',
      properties: {
        tld: text,
        product_id: nullableInteger,
        contacts: {
          type: 'object', additionalProperties: false, required: orderContactRoles,
          properties: { registrant_contact_id: nullableContact, admin_contact_id: nullableContact, tech_contact_id: nullableContact, billing_contact_id: nullableContact },
        },
        nameservers: { type: ['array', 'null'], items: text },
        privacy: { type: 'boolean' },
        premium: { type: 'boolean' },
        auth_code_given: { type: 'boolean' },
      },
    },
    created_at: text, updated_at: text, version: integer,
  },
} as const;

/** The name of a record an order points to (`product.name`, `account.name`). */
const namedRecord = { type: 'object', additionalProperties: false, properties: { name: nullableText } } as const;

/** An order as GET /groups/{context}/orders/{id} answers it, with its items and the approval it waits for. */
export const orderWithItemsShape = {
  type: 'object',
  additionalProperties: false,
  description: 'An order as GET /groups/{context}/orders/{id} answers it (schema Orders), with its `items`.',
  required: ['id', 'reference', 'kind', 'status', 'amount', 'currency', 'items', 'approval'],
  properties: {
    id: integer, group_id: text, reference: text, kind: { enum: orderedKinds },
    status: { enum: ['awaiting_approval', 'processing', 'completed', 'failed', 'cancelled'], description: 'awaiting_approval when its total reached the account\'s threshold; else fulfilled at once (completed, or failed when no item could be).' },
    domain_id: nullableInteger, domain_name: nullableText, certificate_id: nullableInteger, block_id: nullableInteger, product_id: nullableInteger,
    period_years: nullableInteger, amount: money('The total'), currency: text, created_by_user_id: nullableInteger,
    submitted_at: nullableText, completed_at: nullableText, failure_reason: nullableText, notes: nullableText,
    created_at: text, updated_at: text, version: integer, product: namedRecord, account: namedRecord,
    items: { type: 'array', items: orderItemShape },
    approval: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['id', 'status', 'approver_name', 'expires_at'],
      description: 'The approval request the order waits (or waited) for; never its public id, which only the approver\'s mail holds.',
      properties: { id: integer, status: { enum: ['pending', 'approved', 'rejected', 'expired', 'cancelled'] }, approver_name: text, expires_at: text },
    },
  },
} as const;

const maxAdditionLines = 500;

export const domainAdditionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['lines'],
  properties: {
    lines: {
      type: 'array', minItems: 1, maxItems: maxAdditionLines,
      items: {
        type: 'object', additionalProperties: false, required: ['name'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 300 },
          auth_code: { type: ['string', 'null'], maxLength: 128, description: 'The transfer authorisation code from the current registrar.' },
          external: { type: 'boolean', description: 'Keep the domain at its registrar; add it for DNS and the inventory only.' },
        },
      },
    },
    dry_run: { type: 'boolean', description: 'Judge the lines only; nothing is created.' },
  },
} as const;

/** One line to add, judged: a transfer with its price, an external domain, or refused with the reason. */
export const additionRowShape = {
  type: 'object',
  additionalProperties: false,
  required: ['line', 'name', 'unicode_name', 'outcome'],
  properties: {
    line: { type: 'integer', minimum: 0, description: 'The line\'s index in the request.' },
    name: text, unicode_name: text,
    outcome: { enum: ['transfer', 'external', 'refused'] },
    ...reasonFields([...nameReasonKeys, ...stateReasonKeys, ...additionReasonKeys]),
    price: {
      type: 'object', additionalProperties: false, required: ['amount', 'currency'],
      properties: { amount: money('The transfer'), currency: text }, description: 'What a transfer costs.',
    },
  },
} as const;

/** The platform's operations by name (the API runs each: server/api/platform/platform-operations.ts, which must name the same). */
export const platformOperationNames = [
  'registrar.domain.info', 'registrar.domain.renew', 'registrar.domain.lock', 'registrar.domain.unlock',
  'registrar.domain.transfer_lock', 'registrar.domain.privacy', 'registrar.domain.auth_code',
] as const;

/** A platform call: the operation's name and its fields beside it. */
export const platformCallBody = {
  type: 'object',
  required: ['operation'],
  properties: { operation: { type: 'string', enum: platformOperationNames } },
  additionalProperties: true,
  description: 'The operation name plus its fields (domain_id or domain; renew also period_years; transfer_lock and privacy also enabled). unlock asks the account\'s approver and answers `approval: { id, status, expires_at }`.',
} as const;

/** What a platform call answers: the operation's outcome (a failure too is a 200, with its own code). */
export const platformAnswerShape = {
  type: 'object',
  additionalProperties: false,
  required: ['platform'],
  properties: {
    platform: {
      type: 'object',
      additionalProperties: false,
      required: ['status', 'result'],
      properties: {
        status: { type: 'string', enum: ['success', 'failure'] },
        result: {
          type: 'object',
          additionalProperties: false,
          required: ['actionResult', 'message', 'code', 'result'],
          properties: {
            actionResult: { type: 'boolean' },
            message: { type: 'string', description: "In the reader's language (Accept-Language: en, es, ja; English otherwise)." },
            code: { type: 'integer', description: '200 when it did what was asked; else why not (404, 409, 422).' },
            result: { description: "The operation's own answer as it wrote it (info: the registry's view; renew: the new expiry and its charge; unlock: the `approval` it waits for; auth_code: the code), or null." },
          },
        },
      },
    },
  },
} as const;

/** Which TLDs of the catalogue hold a watched brand's name, and which do not. */
export const gapAnalysisShape = {
  type: 'object',
  additionalProperties: false,
  required: ['domain', 'label', 'brand', 'held', 'missing', 'coverage_percent'],
  properties: {
    domain: text,
    label: { type: 'string', description: 'The name without its TLD.' },
    brand: { type: 'string', description: 'The watched brand it is named after.' },
    held: {
      type: 'array',
      description: "The account's domains of the label, by TLD.",
      items: { type: 'object', additionalProperties: false, required: ['tld', 'domain_id', 'status'], properties: { tld: text, domain_id: integer, status: text } },
    },
    missing: { type: 'array', items: text, description: 'The active generic and country-code TLDs of the catalogue the account holds no domain of the label in.' },
    coverage_percent: { type: 'integer', minimum: 0, maximum: 100 },
  },
} as const;

/** The defaults of a DNS statistics period (the API reads them: server/api/dns-statistics/statistics-period.ts, which must say the same). */
export const statisticsDays = { default: 30, max: 366 } as const;
/** What a statistics period's `from` and `to` are. */
export const statisticsPeriodTexts = { from: 'First day (YYYY-MM-DD); with `to`, instead of `days`.', to: 'Last day (YYYY-MM-DD), included.' } as const;

const idAndName = { type: 'object', additionalProperties: false, required: ['id', 'name'], properties: { id: integer, name: text } } as const;
const countSeries = {
  type: 'array',
  items: { type: 'object', additionalProperties: false, required: ['key', 'counts'], properties: { key: text, counts: { type: 'array', items: integer, description: 'One count per date.' } } },
} as const;

/** Queries per day of a domain's zone, by record type and by response code. */
export const dnsStatisticsShape = {
  type: 'object',
  additionalProperties: false,
  required: ['domain', 'zone', 'from', 'to', 'latest_day', 'dates', 'totals', 'by_type', 'by_response_code'],
  properties: {
    domain: idAndName,
    zone: { ...idAndName, type: ['object', 'null'], description: 'Null when the domain has no zone here.' },
    from: text,
    to: text,
    latest_day: { type: ['string', 'null'], description: 'The last day counted (null: none).' },
    dates: { type: 'array', items: text },
    totals: { type: 'array', items: integer, description: 'All queries, one count per date.' },
    by_type: countSeries,
    by_response_code: countSeries,
  },
} as const;
