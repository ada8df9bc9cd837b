/** The signed-in navigation, grouped by area. Labels are i18n keys; icons are UnoCSS icon classes. */
export interface NavigationItem {
  href: string;
  label: string;
  icon: string;
  /** Shown only to users who hold one of these permissions (`|`-separated); none means everyone signed in. */
  permission?: string;
  /** A count the page fills in after load (the tray's size), with the icon shown while it is above zero. */
  liveCount?: { name: 'tray'; filledIcon: string };
}

export interface NavigationGroup {
  id: string;
  label: string;
  icon: string;
  items: NavigationItem[];
}

export const navigation: NavigationGroup[] = [
  {
    id: 'home',
    label: 'chrome:nav.group.home',
    icon: 'i-lucide-house',
    items: [
      { href: '/', label: 'chrome:segment.home', icon: 'i-lucide-house' },
      { href: '/pulse', label: 'chrome:segment.pulse', icon: 'i-lucide-activity', permission: 'view-reports|staff' },
    ],
  },
  {
    id: 'domains',
    label: 'chrome:nav.group.domains',
    icon: 'i-lucide-globe',
    items: [
      { href: '/domains', label: 'chrome:nav.item.domains', icon: 'i-lucide-globe', permission: 'view-domains' },
      { href: '/domains/search', label: 'chrome:nav.item.domainSearch', icon: 'i-lucide-search', permission: 'view-domains' },
      { href: '/domains/order', label: 'chrome:nav.item.domainOrder', icon: 'i-lucide-shopping-cart', permission: 'manage-orders' },
      { href: '/domains/add', label: 'chrome:nav.item.domainAdd', icon: 'i-lucide-circle-plus', permission: 'manage-domains' },
      { href: '/domains/orders', label: 'chrome:segment.orders', icon: 'i-lucide-receipt', permission: 'view-orders' },
      { href: '/domains/approval-requests', label: 'chrome:segment.approval-requests', icon: 'i-portal-material-change', permission: 'view-approvals' },
      { href: '/domains/contacts', label: 'chrome:nav.item.domainContacts', icon: 'i-lucide-contact', permission: 'manage-domains' },
      { href: '/domains/delete', label: 'chrome:nav.item.domainDelete', icon: 'i-lucide-trash-2', permission: 'manage-domains' },
      { href: '/domains/log', label: 'chrome:segment.log', icon: 'i-lucide-history', permission: 'view-domains' },
    ],
  },
  {
    id: 'dns',
    label: 'chrome:nav.group.dns',
    icon: 'i-portal-dnssec',
    items: [
      { href: '/domains/search/records', label: 'chrome:nav.item.recordSearch', icon: 'i-lucide-list-tree', permission: 'view-dns' },
      { href: '/domains/bind-import', label: 'chrome:segment.bind-import', icon: 'i-lucide-file-up', permission: 'manage-dns' },
      { href: '/domains/dns-log', label: 'chrome:segment.dns-log', icon: 'i-lucide-history', permission: 'view-dns' },
      { href: '/reports', label: 'chrome:segment.reports', icon: 'i-lucide-chart-column', permission: 'view-reports' },
      { href: '/reports/dns', label: 'chrome:nav.item.reportDns', icon: 'i-lucide-chart-line', permission: 'view-reports' },
      { href: '/reports/dns-records', label: 'chrome:nav.item.reportDnsRecords', icon: 'i-lucide-chart-bar', permission: 'view-reports' },
      { href: '/reports/domains', label: 'chrome:nav.item.reportDomains', icon: 'i-lucide-chart-pie', permission: 'view-reports' },
      { href: '/reports/ssls', label: 'chrome:nav.item.reportSsls', icon: 'i-lucide-chart-area', permission: 'view-reports' },
      { href: '/reports/renewals-forecast', label: 'chrome:segment.renewals-forecast', icon: 'i-lucide-calendar-clock', permission: 'view-reports' },
      { href: '/reports/portfolio-activity', label: 'chrome:segment.portfolio-activity', icon: 'i-lucide-chart-spline', permission: 'view-reports' },
    ],
  },
  {
    id: 'ssl',
    label: 'chrome:nav.group.ssl',
    icon: 'i-portal-ssl',
    items: [
      { href: '/ssls', label: 'chrome:nav.item.certificates', icon: 'i-portal-ssl', permission: 'view-ssls' },
      { href: '/ssls/organisations', label: 'chrome:segment.organisations', icon: 'i-lucide-building-2', permission: 'view-ssls' },
    ],
  },
  {
    id: 'contacts',
    label: 'chrome:nav.group.contacts',
    icon: 'i-lucide-contact',
    items: [
      { href: '/contacts', label: 'chrome:segment.contacts', icon: 'i-lucide-contact', permission: 'view-contacts' },
      { href: '/contacts/log', label: 'chrome:segment.log', icon: 'i-lucide-history', permission: 'view-contacts' },
    ],
  },
  {
    id: 'accounts',
    label: 'chrome:nav.group.accounts',
    icon: 'i-lucide-users',
    items: [
      { href: '/accounts', label: 'chrome:segment.accounts', icon: 'i-lucide-briefcase-business', permission: 'view-accounts' },
      { href: '/users', label: 'chrome:segment.users', icon: 'i-lucide-users', permission: 'view-users' },
      { href: '/users/authentication-log', label: 'chrome:segment.authentication-log', icon: 'i-lucide-key-round', permission: 'view-users' },
      { href: '/my-profile', label: 'chrome:segment.my-profile', icon: 'i-lucide-circle-user' },
    ],
  },
  {
    id: 'products',
    label: 'chrome:nav.group.products',
    icon: 'i-lucide-package',
    items: [
      { href: '/products', label: 'chrome:segment.products', icon: 'i-lucide-package', permission: 'view-products' },
      { href: '/products/registrar-templates', label: 'chrome:segment.registrar-templates', icon: 'i-lucide-file-cog', permission: 'view-products' },
      { href: '/tlds', label: 'chrome:segment.tlds', icon: 'i-portal-punycode', permission: 'view-tlds' },
      { href: '/blocks', label: 'chrome:segment.blocks', icon: 'i-portal-dll', permission: 'view-blocks' },
    ],
  },
  {
    id: 'invoicing',
    label: 'chrome:nav.group.invoicing',
    icon: 'i-lucide-receipt-text',
    items: [
      { href: '/invoicing', label: 'chrome:nav.item.invoicingOverview', icon: 'i-lucide-receipt-text', permission: 'view-invoicing' },
      { href: '/invoicing/transactions', label: 'chrome:segment.transactions', icon: 'i-lucide-arrow-left-right', permission: 'view-invoicing' },
      { href: '/invoicing/billing-entities', label: 'chrome:segment.billing-entities', icon: 'i-lucide-landmark', permission: 'view-invoicing' },
      { href: '/invoicing/pricing-entities', label: 'chrome:segment.pricing-entities', icon: 'i-lucide-tags', permission: 'view-invoicing' },
      { href: '/invoicing/global-pricing-rules', label: 'chrome:segment.global-pricing-rules', icon: 'i-lucide-scale', permission: 'view-invoicing' },
      { href: '/invoicing/pricing-entity-rules', label: 'chrome:segment.pricing-entity-rules', icon: 'i-lucide-sliders-horizontal', permission: 'view-invoicing' },
    ],
  },
  {
    id: 'watch',
    label: 'chrome:nav.group.watch',
    icon: 'i-lucide-eye',
    items: [
      { href: '/watch', label: 'chrome:nav.item.watches', icon: 'i-lucide-eye', permission: 'view-watch' },
      { href: '/watch/overview', label: 'chrome:segment.overview', icon: 'i-lucide-layout-dashboard', permission: 'view-watch' },
      { href: '/watch/templates', label: 'chrome:segment.templates', icon: 'i-lucide-file-text', permission: 'view-watch' },
    ],
  },
  {
    id: 'intelligence',
    label: 'chrome:nav.group.intelligence',
    icon: 'i-lucide-lightbulb',
    items: [
      { href: '/intelligence', label: 'chrome:nav.item.prospects', icon: 'i-lucide-lightbulb', permission: 'view-intelligence|prospect-viewer' },
      { href: '/intelligence/modules', label: 'chrome:segment.modules', icon: 'i-lucide-blocks', permission: 'view-intelligence|prospect-viewer' },
      { href: '/intelligence/templates', label: 'chrome:segment.templates', icon: 'i-lucide-file-text', permission: 'view-intelligence|prospect-viewer' },
    ],
  },
  {
    id: 'brand',
    label: 'chrome:nav.group.brand',
    icon: 'i-portal-demys',
    items: [{ href: '/brand-protection', label: 'chrome:segment.brand-protection', icon: 'i-portal-demys', permission: 'brand-viewer|staff' }],
  },
  {
    id: 'tray',
    label: 'chrome:nav.group.tray',
    icon: 'i-portal-bulk-tray-empty',
    items: [
      {
        href: '/tray', label: 'chrome:segment.tray', icon: 'i-portal-bulk-tray-empty', permission: 'view-tray',
        liveCount: { name: 'tray', filledIcon: 'i-portal-bulk-tray-full' },
      },
      { href: '/tray/records', label: 'chrome:nav.item.trayRecords', icon: 'i-portal-bulk-tray-full', permission: 'view-tray' },
    ],
  },
  {
    id: 'api',
    label: 'chrome:nav.group.api',
    icon: 'i-lucide-book-open',
    items: [{ href: '/api', label: 'chrome:nav.item.apiDocs', icon: 'i-lucide-book-open' }],
  },
];

/** The navigation item a path belongs to: the longest href that prefixes it. */
export function activeNavigationHref(pathname: string): string | undefined {
  const hrefs = navigation.flatMap((group) => group.items.map((item) => item.href));
  const matches = hrefs.filter((href) => (href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`)));
  return matches.sort((a, b) => b.length - a.length)[0];
}
