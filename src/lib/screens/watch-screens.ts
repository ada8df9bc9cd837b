/** Watches, their report pages (clean layout), intelligence and brand protection. */
import { areaScreens } from './screen-declaration.ts';

const prospects = 'view-intelligence|prospect-viewer';

export const watchScreens = [
  ...areaScreens('watch', 'clean', ['/watch/{id}/action-report', '/watch/{id}/detail-report', '/watch/{id}/overview-report'], {}).map(
    (screen) => ({ ...screen, permission: 'view-watch' }),
  ),
  ...areaScreens('watch', 'default', [
    ['/watch', { menu: { group: 'watch', icon: 'i-lucide-eye', label: 'chrome:nav.item.watches' } }],
    '/watch/log',
    ['/watch/overview', { permission: 'view-watch', menu: { group: 'watch', icon: 'i-lucide-layout-dashboard' } }],
    ['/watch/templates', { menu: { group: 'watch', icon: 'i-lucide-file-text' } }],
    ['/watch/{id}', {
      tabs: ['/watch/{id}', '/watch/{id}/cases', '/watch/{id}/domains', '/watch/{id}/monitored', '/watch/{id}/contacts', '/watch/{id}/log'],
      tabLabel: 'chrome:tab.overview',
    }],
    ['/watch/{id}/log', { tabLabel: 'chrome:tab.history' }],
    '/watch/{id}/cases',
    '/watch/{id}/domains',
    '/watch/{id}/monitored',
    '/watch/{id}/contacts',
  ]),
  ...areaScreens('intelligence', 'default', [
    ['/intelligence', { permission: prospects, menu: { group: 'intelligence', icon: 'i-lucide-lightbulb', label: 'chrome:nav.item.prospects' } }],
    '/intelligence/log',
    ['/intelligence/modules', { permission: prospects, menu: { group: 'intelligence', icon: 'i-lucide-blocks' } }],
    ['/intelligence/templates', { permission: prospects, menu: { group: 'intelligence', icon: 'i-lucide-file-text' } }],
    ['/intelligence/{id}', {
      permission: prospects,
      tabs: [
        '/intelligence/{id}', '/intelligence/{id}/results', '/intelligence/{id}/patterns', '/intelligence/{id}/ssl-focus',
        '/intelligence/{id}/traffic-focus', '/intelligence/{id}/registry-lock-focus', '/intelligence/{id}/log',
      ],
      tabLabel: 'chrome:tab.overview',
    }],
    ['/intelligence/{id}/log', { tabLabel: 'chrome:tab.history' }],
    ['/intelligence/{id}/results', { permission: prospects }],
    ['/intelligence/{id}/patterns', { permission: prospects }],
    ['/intelligence/{id}/ssl-focus', { permission: prospects }],
    ['/intelligence/{id}/traffic-focus', { permission: prospects }],
    ['/intelligence/{id}/registry-lock-focus', { permission: prospects }],
  ]),
  ...areaScreens('brand-protection', 'default', [
    ['/brand-protection', { permission: 'brand-viewer|staff', menu: { group: 'brand', icon: 'i-portal-demys' } }],
  ]),
];
