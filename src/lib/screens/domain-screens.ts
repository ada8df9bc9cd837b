/** Domains, their DNS and their sub-pages. */
import { areaScreens } from './screen-declaration.ts';

export const domainTabs = [
  '/domains/{id}', '/domains/{id}/dns', '/domains/{id}/dnssec', '/domains/{id}/glue-records', '/domains/{id}/orders',
  '/domains/{id}/transactions', '/domains/{id}/dns-log', '/domains/{id}/dns-statistics', '/domains/{id}/log',
] as const;

export const domainScreens = areaScreens('domains', 'default', [
  ['/domains', { menu: { group: 'domains', icon: 'i-lucide-globe', label: 'chrome:nav.item.domains' } }],
  ['/domains/search', { permission: 'view-domains', menu: { group: 'domains', icon: 'i-lucide-search', label: 'chrome:nav.item.domainSearch' } }],
  ['/domains/order', { permission: 'manage-orders', menu: { group: 'domains', icon: 'i-lucide-shopping-cart', label: 'chrome:nav.item.domainOrder' } }],
  ['/domains/add', { permission: 'manage-domains', menu: { group: 'domains', icon: 'i-lucide-circle-plus', label: 'chrome:nav.item.domainAdd' } }],
  ['/domains/orders', { menu: { group: 'domains', icon: 'i-lucide-receipt' } }],
  '/domains/orders/{id}',
  ['/domains/approval-requests', { menu: { group: 'domains', icon: 'i-portal-material-change' } }],
  '/domains/approval-requests/{id}',
  ['/domains/contacts', { permission: 'manage-domains', menu: { group: 'domains', icon: 'i-lucide-contact', label: 'chrome:nav.item.domainContacts' } }],
  ['/domains/delete', { permission: 'manage-domains', menu: { group: 'domains', icon: 'i-lucide-trash-2', label: 'chrome:nav.item.domainDelete' } }],
  ['/domains/log', { menu: { group: 'domains', icon: 'i-lucide-history' } }],
  ['/domains/search/records', { permission: 'view-dns', menu: { group: 'dns', icon: 'i-lucide-list-tree', label: 'chrome:nav.item.recordSearch' } }],
  ['/domains/bind-import', { permission: 'manage-dns', menu: { group: 'dns', icon: 'i-lucide-file-up' } }],
  ['/domains/dns-log', { menu: { group: 'dns', icon: 'i-lucide-history' } }],
  ['/domains/{id}', { tabs: domainTabs, tabLabel: 'chrome:tab.overview' }],
  ['/domains/{id}/dns', { permission: 'view-dns' }],
  ['/domains/{id}/dnssec', { permission: 'view-dns' }],
  '/domains/{id}/glue-records',
  '/domains/{id}/orders',
  '/domains/{id}/transactions',
  ['/domains/{id}/dns-log', { permission: 'view-dns' }],
  ['/domains/{id}/dns-statistics', { permission: 'view-dns' }],
  ['/domains/{id}/log', { tabLabel: 'chrome:tab.history' }],
]);
