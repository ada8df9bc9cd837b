/** The shared catalogue: products, registrar templates, TLDs and blocks. */
import { areaScreens } from './screen-declaration.ts';

export const catalogueScreens = [
  ...areaScreens('products', 'default', [
    ['/products', { menu: { group: 'products', icon: 'i-lucide-package' } }],
    ['/products/{id}', { tabs: ['/products/{id}', '/invoicing/global-pricing-rules/{id}'], tabLabel: 'chrome:tab.overview' }],
    ['/products/registrar-templates', { menu: { group: 'products', icon: 'i-lucide-file-cog' } }],
    '/products/registrar-templates/{id}',
  ]),
  ...areaScreens('tlds', 'default', [['/tlds', { menu: { group: 'products', icon: 'i-portal-punycode' } }], '/tlds/{id}']),
  ...areaScreens('blocks', 'default', [['/blocks', { menu: { group: 'products', icon: 'i-portal-dll' } }], '/blocks/{id}']),
];
