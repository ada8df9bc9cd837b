/**
 * The demo users printed at start. All share the demo password (DEMO_PASSWORD, default
 * portal-demo). twofactor has TOTP with a fixed secret; sso may only sign in through the
 * OpenID Connect provider.
 */
import { brandViewerAbility, prospectViewerAbility, staffAbility, staffRole } from '../../../../src/lib/permissions/permission-names.ts';
import { demoCustomerKey, providerAccountKey } from './fixtures/account-catalogue.ts';

export const defaultDemoPassword = 'portal-demo';

/** Base32; shown at start so a developer can add it to an authenticator app. */
export const demoTotpSecret = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA';

export interface DemoUser {
  username: string;
  name: string;
  email: string;
  accountKey: string;
  roles: string[];
  abilities: string[];
  signInMethod: 'password' | 'sso';
  totp: boolean;
  language: string;
  description: string;
}

export const customerAdminRoles = [
  'domains-admin', 'dns-admin', 'ssls-admin', 'contacts-admin', 'users-admin', 'orders-admin', 'approvals-admin',
  'blocks-admin', 'watch-admin', 'reports-admin', 'tray-admin', 'invoicing-viewer', 'accounts-viewer',
  'products-viewer', 'tlds-viewer',
];

export const customerViewerRoles = [
  'domains-viewer', 'dns-viewer', 'ssls-viewer', 'contacts-viewer', 'orders-viewer', 'approvals-viewer',
  'blocks-viewer', 'reports-viewer', 'accounts-viewer', 'products-viewer', 'tlds-viewer', 'invoicing-viewer',
];

export const customerManagerRoles = [
  'domains-manager', 'dns-manager', 'ssls-manager', 'contacts-manager', 'orders-manager', 'reports-viewer',
  'tray-manager', 'accounts-viewer', 'tlds-viewer', 'products-viewer',
];

export const demoUsers: DemoUser[] = [
  {
    username: 'staff', name: 'Priya Raman', email: 'priya.raman@meridiandomains.com', accountKey: providerAccountKey,
    roles: [staffRole], abilities: [staffAbility], signInMethod: 'password', totp: false, language: 'en',
    description: 'provider staff; acts in every account',
  },
  {
    username: 'admin', name: 'Oliver Hughes', email: 'oliver.hughes@aurorafoods.com', accountKey: demoCustomerKey,
    roles: customerAdminRoles, abilities: [], signInMethod: 'password', totp: false, language: 'en',
    description: 'customer administrator (Aurora Foods Group)',
  },
  {
    username: 'viewer', name: 'Amelia Clarke', email: 'amelia.clarke@aurorafoods.com', accountKey: demoCustomerKey,
    roles: customerViewerRoles, abilities: [], signInMethod: 'password', totp: false, language: 'en',
    description: 'read-only customer user',
  },
  {
    username: 'brand', name: 'Sophie Walker', email: 'sophie.walker@aurorafoods.com', accountKey: demoCustomerKey,
    roles: ['watch-viewer', 'domains-viewer', 'reports-viewer', 'blocks-viewer'], abilities: [brandViewerAbility],
    signInMethod: 'password', totp: false, language: 'en', description: 'brand-protection viewer',
  },
  {
    username: 'prospect', name: 'Marcus Tan', email: 'marcus.tan@meridiandomains.com', accountKey: providerAccountKey,
    roles: ['intelligence-viewer'], abilities: [prospectViewerAbility], signInMethod: 'password', totp: false, language: 'en',
    description: 'prospect viewer (intelligence only)',
  },
  {
    username: 'twofactor', name: 'Hannah Becker', email: 'hannah.becker@aurorafoods.com', accountKey: demoCustomerKey,
    roles: customerManagerRoles, abilities: [], signInMethod: 'password', totp: true, language: 'de',
    description: 'customer manager with two-factor sign-in (TOTP)',
  },
  {
    username: 'sso', name: 'Yui Nakamura', email: 'yui.nakamura@aurorafoods.com', accountKey: demoCustomerKey,
    roles: customerAdminRoles, abilities: [], signInMethod: 'sso', totp: false, language: 'ja',
    description: 'signs in through the single sign-on provider only',
  },
];
