/** Every report by name (src/lib/schemas/report.ts `reportNames`), and who may read one. */
import { reportNames, reportResources, type ReportName } from '../../../src/lib/schemas/report.ts';
import type { BoundResource } from '../resources/bound-resource.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import { dnsRecordsReport } from './dns-records-report.ts';
import { dnsReport } from './dns-report.ts';
import { domainsReport } from './domains-report.ts';
import { portfolioActivityReport } from './portfolio-activity-report.ts';
import { renewalsForecastReport } from './renewals-forecast-report.ts';
import { sslsReport } from './ssls-report.ts';
import type { ReportDefinition } from './report-types.ts';

export const reportDefinitions: Readonly<Record<ReportName, ReportDefinition>> = {
  domains: domainsReport,
  dns: dnsReport,
  'dns-records': dnsRecordsReport,
  ssls: sslsReport,
  'renewals-forecast': renewalsForecastReport,
  'portfolio-activity': portfolioActivityReport,
};

export function isReportName(name: unknown): name is ReportName {
  return typeof name === 'string' && (reportNames as readonly string[]).includes(name);
}

export function reportResourceName(name: ReportName): string {
  return reportResources[name];
}

/** The permission the caller lacks to read the report (beyond view-reports), or null. */
export function missingPermission(definition: ReportDefinition, resource: BoundResource, scope: GroupScope): string | null {
  if (definition.missingPermission) return definition.missingPermission(resource, scope);
  const permission = resource.declaration.permissions.view;
  return scope.auth.can(permission) ? null : permission;
}
