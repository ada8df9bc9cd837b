/** Accounts, users and the signed-in user's profile. */
import { areaScreens } from './screen-declaration.ts';

export const accountScreens = [
  ...areaScreens('accounts', 'default', [
    ['/accounts', { menu: { group: 'accounts', icon: 'i-lucide-briefcase-business' } }],
    '/accounts/log',
    ['/accounts/{id}', { tabs: ['/accounts/{id}', '/accounts/{id}/log'], tabLabel: 'chrome:tab.overview' }],
    ['/accounts/{id}/log', { tabLabel: 'chrome:tab.history' }],
  ]),
  ...areaScreens('users', 'default', [
    ['/users', { menu: { group: 'accounts', icon: 'i-lucide-users' } }],
    '/users/log',
    ['/users/authentication-log', { menu: { group: 'accounts', icon: 'i-lucide-key-round' } }],
    ['/users/{id}', { tabs: ['/users/{id}', '/users/{id}/authentication-log', '/users/{id}/log'], tabLabel: 'chrome:tab.overview' }],
    ['/users/{id}/log', { tabLabel: 'chrome:tab.history' }],
    '/users/{id}/authentication-log',
  ]),
  ...areaScreens('profile', 'default', [['/my-profile', { menu: { group: 'accounts', icon: 'i-lucide-circle-user' } }]]),
];
