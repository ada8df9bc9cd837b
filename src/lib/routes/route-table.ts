/** Every route of the portal (spec section 2), grouped by area, with the layout it renders in. */

export type LayoutName = 'default' | 'clean' | 'docs' | 'login' | 'material-approval';

export interface RouteDefinition {
  /** The route pattern as the spec writes it, e.g. `/domains/{id}/dns`. */
  pattern: string;
  layout: LayoutName;
  /** True when the route needs no sign-in. */
  public: boolean;
  area: string;
}

interface RouteGroup {
  area: string;
  layout: LayoutName;
  public?: boolean;
  patterns: string[];
}

const pricingRuleShapes = ['', '/{id}', '/custom', '/{id}/{ruleName}', '/{id}/{ruleName}/log', '/custom/{ruleName}', '/custom/{ruleName}/log'];
const pricingRuleFamily = (base: string) => pricingRuleShapes.map((shape) => base + shape);

const groups: RouteGroup[] = [
  { area: 'login', layout: 'login', public: true, patterns: ['/login', '/reset', '/logout'] },
  {
    area: 'api',
    layout: 'docs',
    public: true,
    patterns: ['/api', '/api/context', '/api/reference', '/api/authentication', '/api/dns-management', '/api/domain-management'],
  },
  { area: 'approvals', layout: 'material-approval', public: true, patterns: ['/approvals/{id}'] },
  { area: 'watch', layout: 'clean', patterns: ['/watch/{id}/action-report', '/watch/{id}/detail-report', '/watch/{id}/overview-report'] },
  { area: 'home', layout: 'default', patterns: ['/', '/pulse'] },
  {
    area: 'users',
    layout: 'default',
    patterns: ['/users', '/users/log', '/users/{id}', '/users/{id}/log', '/users/authentication-log', '/users/{id}/authentication-log'],
  },
  {
    area: 'watch',
    layout: 'default',
    patterns: [
      '/watch', '/watch/log', '/watch/overview', '/watch/templates', '/watch/{id}', '/watch/{id}/log',
      '/watch/{id}/cases', '/watch/{id}/domains', '/watch/{id}/monitored', '/watch/{id}/contacts',
    ],
  },
  {
    area: 'ssls',
    layout: 'default',
    patterns: [
      '/ssls', '/ssls/{id}', '/ssls/{id}/log', '/ssls/{id}/files', '/ssls/{id}/validation', '/ssls/{id}/transactions',
      '/ssls/organisations', '/ssls/organisations/{id}',
    ],
  },
  { area: 'tlds', layout: 'default', patterns: ['/tlds', '/tlds/{id}'] },
  { area: 'tray', layout: 'default', patterns: ['/tray', '/tray/records'] },
  {
    area: 'domains',
    layout: 'default',
    patterns: [
      '/domains', '/domains/add', '/domains/log', '/domains/order', '/domains/delete', '/domains/dns-log', '/domains/contacts',
      '/domains/bind-import', '/domains/orders', '/domains/orders/{id}', '/domains/search', '/domains/search/records',
      '/domains/approval-requests', '/domains/approval-requests/{id}', '/domains/{id}', '/domains/{id}/dns', '/domains/{id}/log',
      '/domains/{id}/dnssec', '/domains/{id}/orders', '/domains/{id}/dns-log', '/domains/{id}/glue-records',
      '/domains/{id}/transactions', '/domains/{id}/dns-statistics',
    ],
  },
  {
    area: 'reports',
    layout: 'default',
    patterns: [
      '/reports', '/reports/dns', '/reports/ssls', '/reports/domains', '/reports/dns-records', '/reports/renewals-forecast',
      '/reports/portfolio-activity',
    ],
  },
  { area: 'accounts', layout: 'default', patterns: ['/accounts', '/accounts/log', '/accounts/{id}', '/accounts/{id}/log'] },
  { area: 'blocks', layout: 'default', patterns: ['/blocks', '/blocks/{id}'] },
  {
    area: 'contacts',
    layout: 'default',
    patterns: [
      '/contacts', '/contacts/log', '/contacts/{id}', '/contacts/{id}/log', '/contacts/{id}/registry-handles',
      '/contacts/{id}/approval-requests',
    ],
  },
  {
    area: 'products',
    layout: 'default',
    patterns: ['/products', '/products/{id}', '/products/registrar-templates', '/products/registrar-templates/{id}'],
  },
  { area: 'profile', layout: 'default', patterns: ['/my-profile'] },
  {
    area: 'intelligence',
    layout: 'default',
    patterns: [
      '/intelligence', '/intelligence/log', '/intelligence/modules', '/intelligence/templates', '/intelligence/{id}',
      '/intelligence/{id}/log', '/intelligence/{id}/results', '/intelligence/{id}/patterns', '/intelligence/{id}/ssl-focus',
      '/intelligence/{id}/traffic-focus', '/intelligence/{id}/registry-lock-focus',
    ],
  },
  { area: 'brand-protection', layout: 'default', patterns: ['/brand-protection'] },
  {
    area: 'invoicing',
    layout: 'default',
    patterns: [
      '/invoicing', '/invoicing/transactions', '/invoicing/transactions/log', '/invoicing/transactions/{id}',
      '/invoicing/transactions/{id}/log', '/invoicing/billing-entities', '/invoicing/billing-entities/{id}',
      '/invoicing/billing-entities/{id}/log', '/invoicing/billing-entities/{id}/accounts', '/invoicing/pricing-entities',
      '/invoicing/pricing-entities/{id}', '/invoicing/pricing-entities/{id}/log', '/invoicing/pricing-entities/{id}/applicable-rules',
      ...pricingRuleFamily('/invoicing/global-pricing-rules'),
      ...pricingRuleFamily('/invoicing/pricing-entity-rules'),
    ],
  },
];

export const routeTable: readonly RouteDefinition[] = groups.flatMap((group) =>
  group.patterns.map((pattern) => ({ pattern, layout: group.layout, public: group.public ?? false, area: group.area })),
);

const byPattern = new Map(routeTable.map((route) => [route.pattern, route]));

export function findRoute(pattern: string): RouteDefinition | undefined {
  return byPattern.get(pattern);
}

export { routeParameters, specPatternFromAstro } from './route-pattern.ts';
