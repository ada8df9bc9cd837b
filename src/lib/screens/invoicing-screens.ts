/** Invoicing: transactions, billing and pricing entities, and the two pricing rule families. */
import { areaScreens, type ScreenEntry } from './screen-declaration.ts';

/** The spec's one shape for both pricing rule families: the list, a parent's rules, custom rules, and each rule with its log. */
function pricingRuleFamily(base: string, icon: string): ScreenEntry[] {
  const history = { tabLabel: 'chrome:tab.history' };
  return [
    [base, { menu: { group: 'invoicing', icon } }],
    `${base}/{id}`,
    `${base}/custom`,
    [`${base}/{id}/{ruleName}`, { tabs: [`${base}/{id}/{ruleName}`, `${base}/{id}/{ruleName}/log`], tabLabel: 'chrome:tab.overview' }],
    [`${base}/{id}/{ruleName}/log`, history],
    [`${base}/custom/{ruleName}`, { tabs: [`${base}/custom/{ruleName}`, `${base}/custom/{ruleName}/log`], tabLabel: 'chrome:tab.overview' }],
    [`${base}/custom/{ruleName}/log`, history],
  ];
}

const history = { tabLabel: 'chrome:tab.history' };
const overview = 'chrome:tab.overview';

export const invoicingScreens = areaScreens('invoicing', 'default', [
  ['/invoicing', { permission: 'view-invoicing', menu: { group: 'invoicing', icon: 'i-lucide-receipt-text', label: 'chrome:nav.item.invoicingOverview' } }],
  ['/invoicing/transactions', { menu: { group: 'invoicing', icon: 'i-lucide-arrow-left-right' } }],
  '/invoicing/transactions/log',
  ['/invoicing/transactions/{id}', { tabs: ['/invoicing/transactions/{id}', '/invoicing/transactions/{id}/log'], tabLabel: overview }],
  ['/invoicing/transactions/{id}/log', history],
  ['/invoicing/billing-entities', { menu: { group: 'invoicing', icon: 'i-lucide-landmark' } }],
  ['/invoicing/billing-entities/{id}', {
    tabs: ['/invoicing/billing-entities/{id}', '/invoicing/billing-entities/{id}/accounts', '/invoicing/billing-entities/{id}/log'],
    tabLabel: overview,
  }],
  ['/invoicing/billing-entities/{id}/log', history],
  '/invoicing/billing-entities/{id}/accounts',
  ['/invoicing/pricing-entities', { menu: { group: 'invoicing', icon: 'i-lucide-tags' } }],
  ['/invoicing/pricing-entities/{id}', {
    tabs: [
      '/invoicing/pricing-entities/{id}', '/invoicing/pricing-entities/{id}/applicable-rules', '/invoicing/pricing-entity-rules/{id}',
      '/invoicing/pricing-entities/{id}/log',
    ],
    tabLabel: overview,
  }],
  ['/invoicing/pricing-entities/{id}/log', history],
  '/invoicing/pricing-entities/{id}/applicable-rules',
  ...pricingRuleFamily('/invoicing/global-pricing-rules', 'i-lucide-scale'),
  ...pricingRuleFamily('/invoicing/pricing-entity-rules', 'i-lucide-sliders-horizontal'),
]);
