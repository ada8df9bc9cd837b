/** Contacts and their registry handles and approval requests. */
import { areaScreens } from './screen-declaration.ts';

export const contactScreens = areaScreens('contacts', 'default', [
  ['/contacts', { menu: { group: 'contacts', icon: 'i-lucide-contact' } }],
  ['/contacts/log', { menu: { group: 'contacts', icon: 'i-lucide-history' } }],
  ['/contacts/{id}', {
    tabs: ['/contacts/{id}', '/contacts/{id}/registry-handles', '/contacts/{id}/approval-requests', '/contacts/{id}/log'],
    tabLabel: 'chrome:tab.overview',
  }],
  ['/contacts/{id}/log', { tabLabel: 'chrome:tab.history' }],
  '/contacts/{id}/registry-handles',
  '/contacts/{id}/approval-requests',
]);
