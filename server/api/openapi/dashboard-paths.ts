/**
 * OpenAPI paths and schemas of routes/dashboard.ts (DESIGN.md section 14): the home page's data,
 * the pulse and the invoicing overview.
 */
import { attentionReasons } from '../dashboard/attention-accounts.ts';
import { pulseKinds } from '../dashboard/dashboard-types.ts';
import { homeFigureDeclarations, watchFigureDeclarations } from '../dashboard/home-figures.ts';
import { maxPulseEvents } from '../dashboard/pulse.ts';
import { defaultPulseDays, maxPulseDays } from '../dashboard/pulse-period.ts';
import { defaultSpendMonths, maxSpendMonths } from '../dashboard/spend.ts';
import { groupErrors } from './openapi-components.ts';
import { periodParameters } from './period-parameters.ts';
import { jsonResponse, ref, type JsonObject, type PathItem } from './openapi-types.ts';

// Component schemas are compiled one by one, so they name no other component: parts are inlined.
const figure = (ids: readonly string[]): JsonObject => ({
  type: 'object',
  required: ['id', 'count', 'resource', 'pql'],
  properties: {
    id: { enum: [...ids] },
    count: { type: 'integer', minimum: 0 },
    resource: { type: 'string', description: 'The declared resource counted; its list answers the same total for `pql`.' },
    pql: { type: 'string', description: 'PQL over the resource\'s declared fields (relative dates such as `today+30d`).' },
  },
});
const named = (): JsonObject => ({ type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } });
const dataOf = (schema: JsonObject): JsonObject => ({ type: 'object', required: ['data'], properties: { data: schema } });

export function dashboardSchemas(): Record<string, JsonObject> {
  return {
    Home: dataOf({
      type: 'object',
      required: ['figures', 'recent_changes'],
      properties: {
        figures: { type: 'array', items: figure(homeFigureDeclarations.map((entry) => entry.id)), description: 'Only the figures whose resource the caller may view.' },
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
            required: ['id', 'name', 'reasons'],
            properties: {
              id: { type: 'string' },
              name: { type: 'string' },
              reasons: { type: 'array', items: { type: 'object', required: ['id', 'count'], properties: { id: { enum: [...attentionReasons] }, count: { type: 'integer', minimum: 1 } } } },
            },
          },
        },
        watch: { type: 'array', items: figure(watchFigureDeclarations.map((entry) => entry.id)), description: 'Whoever may view watches (brand viewers among them).' },
      },
    }),
    Pulse: dataOf({
      type: 'object',
      required: ['from', 'to', 'kinds', 'days', 'events'],
      properties: {
        from: { type: 'string', format: 'date' },
        to: { type: 'string', format: 'date' },
        kinds: {
          type: 'array',
          description: 'Every kind the caller may see, with its count in the period; `resource` and `pql` when one list shows exactly what is counted (not renewals).',
          items: {
            type: 'object',
            required: ['kind', 'count'],
            properties: { kind: { enum: [...pulseKinds] }, count: { type: 'integer', minimum: 0 }, resource: { type: 'string' }, pql: { type: 'string' } },
          },
        },
        days: {
          type: 'array',
          description: 'Every day of the period, oldest first, with the count per kind asked for.',
          items: { type: 'object', required: ['date', 'values'], properties: { date: { type: 'string', format: 'date' }, values: { type: 'object', additionalProperties: { type: 'integer' } } } },
        },
        events: {
          type: 'array',
          maxItems: maxPulseEvents,
          description: 'The newest events of the kinds asked for, newest first; `resource` and `id` name the record page it opens (`id` empty when none).',
          items: {
            type: 'object',
            required: ['at', 'kind', 'label', 'resource', 'id'],
            properties: { at: { type: 'string' }, kind: { enum: [...pulseKinds] }, label: { type: 'string' }, resource: { type: 'string' }, id: { type: 'string' } },
          },
        },
      },
    }),
    Spend: dataOf({
      type: 'object',
      required: ['months', 'currencies', 'totals', 'billing_entities', 'pricing_entity', 'latest_transactions'],
      properties: {
        months: {
          type: 'array',
          description: 'Every month of the period, oldest first, ending with this month: net spend per currency in minor units.',
          items: { type: 'object', required: ['month', 'amounts'], properties: { month: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}$' }, amounts: { type: 'object', additionalProperties: { type: 'integer' } } } },
        },
        currencies: { type: 'array', items: { type: 'string' }, description: 'The currencies present, alphabetically.' },
        totals: { type: 'object', additionalProperties: { type: 'integer' } },
        billing_entities: { type: 'array', items: named(), description: 'The billing entities the context account is attached to.' },
        pricing_entity: { anyOf: [named(), { type: 'null' }] },
        latest_transactions: { type: 'array', maxItems: 10, items: { type: 'object', additionalProperties: true }, description: 'As the transactions list answers them, newest `transacted_at` first.' },
      },
    }),
  };
}

const tags = ['dashboard'];

export function dashboardPaths(): Record<string, PathItem> {
  return {
    '/groups/{context}/home': {
      parameters: [ref('parameters', 'context')],
      get: {
        operationId: 'get_home', summary: 'The home page: figures, the last changes, accounts needing attention, watch figures', tags,
        description: 'Any signed-in user. Figures count in the caller\'s scope (staff in their own account: every account) exactly as the resource\'s list does for `pql`. `attention` only for staff in their own account; `watch` with view-watch.',
        responses: { '200': jsonResponse('The home page\'s data.', ref('schemas', 'Home')), ...groupErrors() },
      },
    },
    '/groups/{context}/pulse': {
      parameters: [ref('parameters', 'context')],
      get: {
        operationId: 'get_pulse', summary: 'What changed in a period, per kind, per day, and the newest events (view-reports or staff)', tags,
        description: `Kinds: registrations (domains.registered_at), renewals (completed renewal orders by completed_at, and audit entries \`renew\` on domains by created_at), expiries (domains.expires_at), dns_publishes (zone publishes by created_at), certificate_issuances (ssl_certificates.issued_at), watch_matches (watch_domains.created_at). 400 invalid_parameter for a bad day, only one of from and to, to before from, more than ${maxPulseDays} days, or an unknown kind.`,
        parameters: [
          ...periodParameters(maxPulseDays, { from: `First day (YYYY-MM-DD); with \`to\`. Default: ${defaultPulseDays} days ending today.`, to: 'Last day (YYYY-MM-DD), included.' }),
          { name: 'kinds', in: 'query', description: 'Comma-separated kinds whose days and events are answered (counts are always of every kind).', schema: { type: 'string' } },
        ],
        responses: { '200': jsonResponse('The pulse of the period.', ref('schemas', 'Pulse')), ...groupErrors() },
      },
    },
    '/groups/{context}/spend': {
      parameters: [ref('parameters', 'context')],
      get: {
        operationId: 'get_spend', summary: 'The invoicing overview: spend per month and currency, billing and pricing entities, latest transactions (view-invoicing)', tags,
        description: 'Spend: transactions in scope by the month of transacted_at; charges and adjustments as signed, credits and refunds taken off (their absolute amount), payments and void transactions left out; net of tax, minor units.',
        parameters: [{ name: 'months', in: 'query', description: `Months ending with this one (1 to ${maxSpendMonths}).`, schema: { type: 'integer', minimum: 1, maximum: maxSpendMonths, default: defaultSpendMonths } }],
        responses: { '200': jsonResponse('The invoicing overview.', ref('schemas', 'Spend')), ...groupErrors() },
      },
    },
  };
}
