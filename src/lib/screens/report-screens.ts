/** Reports (DESIGN.md section 14). */
import { areaScreens } from './screen-declaration.ts';

const reports = { permission: 'view-reports' };

export const reportScreens = areaScreens('reports', 'default', [
  ['/reports', { ...reports, menu: { group: 'dns', icon: 'i-lucide-chart-column' } }],
  ['/reports/dns', { ...reports, menu: { group: 'dns', icon: 'i-lucide-chart-line', label: 'chrome:nav.item.reportDns' } }],
  ['/reports/dns-records', { ...reports, menu: { group: 'dns', icon: 'i-lucide-chart-bar', label: 'chrome:nav.item.reportDnsRecords' } }],
  ['/reports/domains', { ...reports, menu: { group: 'dns', icon: 'i-lucide-chart-pie', label: 'chrome:nav.item.reportDomains' } }],
  ['/reports/ssls', { ...reports, menu: { group: 'dns', icon: 'i-lucide-chart-area', label: 'chrome:nav.item.reportSsls' } }],
  ['/reports/renewals-forecast', { ...reports, menu: { group: 'dns', icon: 'i-lucide-calendar-clock' } }],
  ['/reports/portfolio-activity', { ...reports, menu: { group: 'dns', icon: 'i-lucide-chart-spline' } }],
]);
