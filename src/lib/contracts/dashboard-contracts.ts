/**
 * The routes of home, pulse and the invoicing overview (DESIGN.md section 14) by contract (api-contract.ts): where each is (dashboardRoutes, which the
 * portal's script may carry) and what it takes and answers (dashboardContracts, which the API registers
 * and the portal reads the types of).
 */
import {
  attentionReasonIds, defaultPulseDays, defaultSpendMonths, homeFigureIds, maxPulseDays, maxPulseEvents, maxSpendMonths, pulseKinds, watchFigureIds,
} from '../schemas/dashboard.ts';
import { defineContract } from './api-contract.ts';
import { periodQuery } from './period-query.ts';

const account = '/groups/{context}';

export const dashboardRoutes = {
  home: { method: 'GET', path: `${account}/home` },
  pulse: { method: 'GET', path: `${account}/pulse` },
  spend: { method: 'GET', path: `${account}/spend` },
} as const;

const tags = ['dashboard'] as const;
const params = { type: 'object', required: ['context'], properties: { context: { type: 'string', description: "The account's id (36 characters)." } } } as const;

const count = { type: 'integer', minimum: 0 } as const;
/** Amounts by currency code, in minor units. */
const amounts = { type: 'object', additionalProperties: { type: 'integer' } } as const;
const day = { type: 'string', format: 'date' } as const;

/** `{ data }` around an answer. */
const dataOf = <const Schema>(schema: Schema) => ({ type: 'object', additionalProperties: false, required: ['data'], properties: { data: schema } }) as const;

/** A count of records of a declared resource, which its list answers the same for `pql`. */
const figure = <const Ids extends readonly string[]>(ids: Ids) => ({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'count', 'resource', 'pql'],
  properties: {
    id: { enum: ids },
    count,
    resource: { type: 'string', description: 'The declared resource counted; its list answers the same total for `pql`.' },
    pql: { type: 'string', description: 'PQL over the resource\'s declared fields (relative dates such as `today+30d`).' },
  },
}) as const;

const named = { type: 'object', additionalProperties: false, required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } } as const;


export const dashboardContracts = {
  home: defineContract({
    ...dashboardRoutes.home,
    operationId: 'get_home', tags, permission: 'signed-in',
    summary: 'The home page: figures, the last changes, accounts needing attention, watch figures',
    description: 'Any signed-in user. Figures count in the caller\'s scope (staff in their own account: every account) exactly as the resource\'s list does for `pql`. `attention` only for staff in their own account; `watch` with view-watch.',
    params,
    answers: {
      200: {
        description: 'The home page\'s data.',
        schema: dataOf({
          type: 'object',
          additionalProperties: false,
          required: ['figures', 'recent_changes'],
          properties: {
            figures: { type: 'array', items: figure(homeFigureIds), description: 'Only the figures whose resource the caller may view.' },
            recent_changes: {
              type: 'array',
              maxItems: 10,
              description: 'The 10 newest audit entries the caller may read (as GET …/audit_log answers them), each with `resource`: the declared resource whose record page it names, when there is one.',
              items: {
                type: 'object',
                required: ['id', 'action', 'created_at'],
                additionalProperties: true,
                properties: { id: { type: 'integer' }, action: { type: 'string' }, created_at: { type: 'string' }, resource: { type: 'string' } },
              },
            },
            attention: {
              type: 'array',
              maxItems: 10,
              description: 'Staff in their own account only: accounts needing attention, worst first (most reasons counted in all).',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['id', 'name', 'reasons'],
                properties: {
                  id: { type: 'string' },
                  name: { type: 'string' },
                  reasons: {
                    type: 'array',
                    items: { type: 'object', additionalProperties: false, required: ['id', 'count'], properties: { id: { enum: attentionReasonIds }, count: { type: 'integer', minimum: 1 } } },
                  },
                },
              },
            },
            watch: { type: 'array', items: figure(watchFigureIds), description: 'Whoever may view watches (brand viewers among them).' },
          },
        }),
      },
    },
  }),

  pulse: defineContract({
    ...dashboardRoutes.pulse,
    operationId: 'get_pulse', tags, permission: 'signed-in (each kind needs its list\'s view permission)',
    summary: 'What changed in a period, per kind, per day, and the newest events (view-reports or staff)',
    description: `Kinds: registrations (domains.registered_at), renewals (completed renewal orders by completed_at, and audit entries \`renew\` on domains by created_at), expiries (domains.expires_at), dns_publishes (zone publishes by created_at), certificate_issuances (ssl_certificates.issued_at), watch_matches (watch_domains.created_at). 400 invalid_parameter for a bad day, only one of from and to, to before from, more than ${maxPulseDays} days, or an unknown kind.`,
    params,
    querystring: {
      type: 'object',
      properties: {
        ...periodQuery(maxPulseDays, { from: `First day (YYYY-MM-DD); with \`to\`. Default: ${defaultPulseDays} days ending today.`, to: 'Last day (YYYY-MM-DD), included.' }),
        kinds: { type: 'string', description: 'Comma-separated kinds whose days and events are answered (counts are always of every kind).' },
      },
    },
    answers: {
      200: {
        description: 'The pulse of the period.',
        schema: dataOf({
          type: 'object',
          additionalProperties: false,
          required: ['from', 'to', 'kinds', 'days', 'events'],
          properties: {
            from: day,
            to: day,
            kinds: {
              type: 'array',
              description: 'Every kind the caller may see, with its count in the period; `resource` and `pql` when one list shows exactly what is counted (not renewals).',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['kind', 'count'],
                properties: { kind: { enum: pulseKinds }, count, resource: { type: 'string' }, pql: { type: 'string' } },
              },
            },
            days: {
              type: 'array',
              description: 'Every day of the period, oldest first, with the count per kind asked for.',
              items: { type: 'object', additionalProperties: false, required: ['date', 'values'], properties: { date: day, values: { type: 'object', additionalProperties: { type: 'integer' } } } },
            },
            events: {
              type: 'array',
              maxItems: maxPulseEvents,
              description: 'The newest events of the kinds asked for, newest first; `resource` and `id` name the record page it opens (`id` empty when none).',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['at', 'kind', 'label', 'resource', 'id'],
                properties: { at: { type: 'string' }, kind: { enum: pulseKinds }, label: { type: 'string' }, resource: { type: 'string' }, id: { type: 'string' } },
              },
            },
          },
        }),
      },
    },
  }),

  spend: defineContract({
    ...dashboardRoutes.spend,
    operationId: 'get_spend', tags, permission: 'view-invoicing',
    summary: 'The invoicing overview: spend per month and currency, billing and pricing entities, latest transactions (view-invoicing)',
    description: 'Spend: transactions in scope by the month of transacted_at; charges and adjustments as signed, credits and refunds taken off (their absolute amount), payments and void transactions left out; net of tax, minor units.',
    params,
    querystring: {
      type: 'object',
      properties: {
        months: { type: 'integer', minimum: 1, maximum: maxSpendMonths, default: defaultSpendMonths, description: `Months ending with this one (1 to ${maxSpendMonths}).` },
      },
    },
    answers: {
      200: {
        description: 'The invoicing overview.',
        schema: dataOf({
          type: 'object',
          additionalProperties: false,
          required: ['months', 'currencies', 'totals', 'billing_entities', 'pricing_entity', 'latest_transactions'],
          properties: {
            months: {
              type: 'array',
              description: 'Every month of the period, oldest first, ending with this month: net spend per currency in minor units.',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['month', 'amounts'],
                properties: { month: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}$' }, amounts },
              },
            },
            currencies: { type: 'array', items: { type: 'string' }, description: 'The currencies present, alphabetically.' },
            totals: amounts,
            billing_entities: { type: 'array', items: named, description: 'The billing entities the context account is attached to.' },
            pricing_entity: { anyOf: [named, { type: 'null' }] },
            latest_transactions: {
              type: 'array',
              maxItems: 10,
              items: { type: 'object', additionalProperties: true },
              description: 'As the transactions list answers them, newest `transacted_at` first.',
            },
          },
        }),
      },
    },
  }),
} as const;
