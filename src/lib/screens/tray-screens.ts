/** The tray of bulk items. */
import { areaScreens } from './screen-declaration.ts';

export const trayScreens = areaScreens('tray', 'default', [
  ['/tray', {
    permission: 'view-tray',
    menu: { group: 'tray', icon: 'i-portal-bulk-tray-empty', liveCount: { name: 'tray', filledIcon: 'i-portal-bulk-tray-full' } },
  }],
  ['/tray/records', { permission: 'view-tray', menu: { group: 'tray', icon: 'i-portal-bulk-tray-full', label: 'chrome:nav.item.trayRecords' } }],
]);
