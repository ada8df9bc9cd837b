/** Home and pulse. */
import { areaScreens } from './screen-declaration.ts';

export const homeScreens = areaScreens('home', 'default', [
  ['/', { menu: { group: 'home', icon: 'i-lucide-house' } }],
  ['/pulse', { permission: 'view-reports|staff', menu: { group: 'home', icon: 'i-lucide-activity' } }],
]);
