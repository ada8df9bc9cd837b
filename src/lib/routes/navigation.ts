/** The signed-in navigation, grouped by area. Labels are i18n keys; icons are UnoCSS icon classes. */
export interface NavigationItem {
  href: string;
  label: string;
  icon: string;
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
    label: 'nav.group.home',
    icon: 'i-lucide-house',
    items: [
      { href: '/', label: 'segment.home', icon: 'i-lucide-house' },
      { href: '/pulse', label: 'segment.pulse', icon: 'i-lucide-activity' },
    ],
  },
  {
    id: 'domains',
    label: 'nav.group.domains',
    icon: 'i-lucide-globe',
    items: [
      { href: '/domains', label: 'nav.item.domains', icon: 'i-lucide-globe' },
      { href: '/domains/search', label: 'nav.item.domainSearch', icon: 'i-lucide-search' },
      { href: '/domains/order', label: 'nav.item.domainOrder', icon: 'i-lucide-shopping-cart' },
      { href: '/domains/add', label: 'nav.item.domainAdd', icon: 'i-lucide-circle-plus' },
      { href: '/domains/orders', label: 'segment.orders', icon: 'i-lucide-receipt' },
      { href: '/domains/approval-requests', label: 'segment.approval-requests', icon: 'i-portal-material-change' },
      { href: '/domains/contacts', label: 'nav.item.domainContacts', icon: 'i-lucide-contact' },
      { href: '/domains/delete', label: 'nav.item.domainDelete', icon: 'i-lucide-trash-2' },
      { href: '/domains/log', label: 'segment.log', icon: 'i-lucide-history' },
    ],
  },
  {
    id: 'dns',
    label: 'nav.group.dns',
    icon: 'i-portal-dnssec',
    items: [
      { href: '/domains/search/records', label: 'nav.item.recordSearch', icon: 'i-lucide-list-tree' },
      { href: '/domains/bind-import', label: 'segment.bind-import', icon: 'i-lucide-file-up' },
      { href: '/domains/dns-log', label: 'segment.dns-log', icon: 'i-lucide-history' },
      { href: '/reports', label: 'segment.reports', icon: 'i-lucide-chart-column' },
      { href: '/reports/dns', label: 'nav.item.reportDns', icon: 'i-lucide-chart-line' },
      { href: '/reports/dns-records', label: 'nav.item.reportDnsRecords', icon: 'i-lucide-chart-bar' },
      { href: '/reports/domains', label: 'nav.item.reportDomains', icon: 'i-lucide-chart-pie' },
      { href: '/reports/ssls', label: 'nav.item.reportSsls', icon: 'i-lucide-chart-area' },
      { href: '/reports/renewals-forecast', label: 'segment.renewals-forecast', icon: 'i-lucide-calendar-clock' },
      { href: '/reports/portfolio-activity', label: 'segment.portfolio-activity', icon: 'i-lucide-chart-spline' },
    ],
  },
  {
    id: 'ssl',
    label: 'nav.group.ssl',
    icon: 'i-portal-ssl',
    items: [
      { href: '/ssls', label: 'nav.item.certificates', icon: 'i-portal-ssl' },
      { href: '/ssls/organisations', label: 'segment.organisations', icon: 'i-lucide-building-2' },
    ],
  },
  {
    id: 'contacts',
    label: 'nav.group.contacts',
    icon: 'i-lucide-contact',
    items: [
      { href: '/contacts', label: 'segment.contacts', icon: 'i-lucide-contact' },
      { href: '/contacts/log', label: 'segment.log', icon: 'i-lucide-history' },
    ],
  },
  {
    id: 'accounts',
    label: 'nav.group.accounts',
    icon: 'i-lucide-users',
    items: [
      { href: '/accounts', label: 'segment.accounts', icon: 'i-lucide-briefcase-business' },
      { href: '/users', label: 'segment.users', icon: 'i-lucide-users' },
      { href: '/users/authentication-log', label: 'segment.authentication-log', icon: 'i-lucide-key-round' },
      { href: '/my-profile', label: 'segment.my-profile', icon: 'i-lucide-circle-user' },
    ],
  },
  {
    id: 'products',
    label: 'nav.group.products',
    icon: 'i-lucide-package',
    items: [
      { href: '/products', label: 'segment.products', icon: 'i-lucide-package' },
      { href: '/products/registrar-templates', label: 'segment.registrar-templates', icon: 'i-lucide-file-cog' },
      { href: '/tlds', label: 'segment.tlds', icon: 'i-portal-punycode' },
      { href: '/blocks', label: 'segment.blocks', icon: 'i-portal-dll' },
    ],
  },
  {
    id: 'invoicing',
    label: 'nav.group.invoicing',
    icon: 'i-lucide-receipt-text',
    items: [
      { href: '/invoicing', label: 'nav.item.invoicingOverview', icon: 'i-lucide-receipt-text' },
      { href: '/invoicing/transactions', label: 'segment.transactions', icon: 'i-lucide-arrow-left-right' },
      { href: '/invoicing/billing-entities', label: 'segment.billing-entities', icon: 'i-lucide-landmark' },
      { href: '/invoicing/pricing-entities', label: 'segment.pricing-entities', icon: 'i-lucide-tags' },
      { href: '/invoicing/global-pricing-rules', label: 'segment.global-pricing-rules', icon: 'i-lucide-scale' },
      { href: '/invoicing/pricing-entity-rules', label: 'segment.pricing-entity-rules', icon: 'i-lucide-sliders-horizontal' },
    ],
  },
  {
    id: 'watch',
    label: 'nav.group.watch',
    icon: 'i-lucide-eye',
    items: [
      { href: '/watch', label: 'nav.item.watches', icon: 'i-lucide-eye' },
      { href: '/watch/overview', label: 'segment.overview', icon: 'i-lucide-layout-dashboard' },
      { href: '/watch/templates', label: 'segment.templates', icon: 'i-lucide-file-text' },
    ],
  },
  {
    id: 'intelligence',
    label: 'nav.group.intelligence',
    icon: 'i-lucide-lightbulb',
    items: [
      { href: '/intelligence', label: 'nav.item.prospects', icon: 'i-lucide-lightbulb' },
      { href: '/intelligence/modules', label: 'segment.modules', icon: 'i-lucide-blocks' },
      { href: '/intelligence/templates', label: 'segment.templates', icon: 'i-lucide-file-text' },
    ],
  },
  {
    id: 'brand',
    label: 'nav.group.brand',
    icon: 'i-portal-demys',
    items: [{ href: '/brand-protection', label: 'segment.brand-protection', icon: 'i-portal-demys' }],
  },
  {
    id: 'tray',
    label: 'nav.group.tray',
    icon: 'i-portal-bulk-tray-empty',
    items: [
      { href: '/tray', label: 'segment.tray', icon: 'i-portal-bulk-tray-empty' },
      { href: '/tray/records', label: 'nav.item.trayRecords', icon: 'i-portal-bulk-tray-full' },
    ],
  },
  {
    id: 'api',
    label: 'nav.group.api',
    icon: 'i-lucide-book-open',
    items: [{ href: '/api', label: 'nav.item.apiDocs', icon: 'i-lucide-book-open' }],
  },
];

/** The navigation item a path belongs to: the longest href that prefixes it. */
export function activeNavigationHref(pathname: string): string | undefined {
  const hrefs = navigation.flatMap((group) => group.items.map((item) => item.href));
  const matches = hrefs.filter((href) => (href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`)));
  return matches.sort((a, b) => b.length - a.length)[0];
}
