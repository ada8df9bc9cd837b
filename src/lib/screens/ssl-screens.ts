/** SSL certificates and organisations. */
import { areaScreens } from './screen-declaration.ts';

export const sslScreens = areaScreens('ssls', 'default', [
  ['/ssls', { menu: { group: 'ssl', icon: 'i-portal-ssl', label: 'chrome:nav.item.certificates' } }],
  ['/ssls/{id}', { tabs: ['/ssls/{id}', '/ssls/{id}/files', '/ssls/{id}/validation', '/ssls/{id}/transactions', '/ssls/{id}/log'], tabLabel: 'chrome:tab.overview' }],
  ['/ssls/{id}/log', { tabLabel: 'chrome:tab.history' }],
  '/ssls/{id}/files',
  '/ssls/{id}/validation',
  '/ssls/{id}/transactions',
  ['/ssls/organisations', { menu: { group: 'ssl', icon: 'i-lucide-building-2' } }],
  '/ssls/organisations/{id}',
]);
