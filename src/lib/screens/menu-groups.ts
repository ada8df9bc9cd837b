/** The navigation's groups, in order: a screen names its group in `menu.group`. */
export interface MenuGroup {
  id: string;
  label: string;
  icon: string;
}

const group = (id: string, icon: string): MenuGroup => ({ id, label: `chrome:nav.group.${id}`, icon });

export const menuGroups: readonly MenuGroup[] = [
  group('home', 'i-lucide-house'),
  group('domains', 'i-lucide-globe'),
  group('dns', 'i-portal-dnssec'),
  group('ssl', 'i-portal-ssl'),
  group('contacts', 'i-lucide-contact'),
  group('accounts', 'i-lucide-users'),
  group('products', 'i-lucide-package'),
  group('invoicing', 'i-lucide-receipt-text'),
  group('watch', 'i-lucide-eye'),
  group('intelligence', 'i-lucide-lightbulb'),
  group('brand', 'i-portal-demys'),
  group('tray', 'i-portal-bulk-tray-empty'),
  group('api', 'i-lucide-book-open'),
];
