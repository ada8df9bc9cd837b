/**
 * What each operation needs, as the `x-permission` extension of the OpenAPI document (the
 * reference at /api/reference shows it): `none` for public calls, `signed-in` for any signed-in
 * user, else the ability (with what else the route checks). The generic resource operations carry
 * their contract's permission (src/lib/contracts/resource-contracts.ts); the fixed routes are listed here by
 * operation id, as their route files check them.
 */
import type { OperationObject, PathItem } from './openapi-types.ts';
import { watchOperationPermissions } from './watch-paths.ts';
import { intelligenceOperationPermissions } from './intelligence-paths.ts';

export const publicPermission = 'none';
export const signedInPermission = 'signed-in';

export const fixedOperationPermissions: Readonly<Record<string, string>> = {
  two_factor_codes: 'none (the sign-in\'s two-factor token)',
  get_profile: signedInPermission,
  update_profile: signedInPermission,
  change_password: signedInPermission,
  get_two_factor: signedInPermission,
  start_two_factor: signedInPermission,
  disable_two_factor: signedInPermission,
  confirm_two_factor: signedInPermission,
  list_profile_sessions: signedInPermission,
  end_profile_session: signedInPermission,
  end_other_profile_sessions: signedInPermission,
  get_audit_entry: 'view-<area> of the entry\'s area',
  list_saved_filters: signedInPermission,
  create_saved_filter: signedInPermission,
  delete_saved_filter: signedInPermission,
  add_tray_items: 'manage-tray',
  empty_tray: 'manage-tray',
  platform_call: 'the operation\'s own permission',
  domain_gap_analysis: 'view-domains',
  domain_dns_statistics: 'view-dns',
  zone_draft: 'view-dns',
  stage_zone_change: 'manage-dns',
  unstage_zone_change: 'manage-dns',
  zone_plan: 'view-dns',
  zone_versions: 'view-dns',
  export_zone_file: 'view-dns',
  import_zone_file: 'manage-dns',
  zone_dnssec: 'view-dns',
  enable_dnssec: 'manage-dns',
  disable_dnssec: 'manage-dns',
  roll_dnssec_key: 'manage-dns',
  resend_approval_request: 'manage-approvals, or the user who asked',
  cancel_approval_request: 'manage-approvals, or the user who asked',
  delete_domains: 'manage-domains',
  change_domain_contacts: 'manage-domains',
  check_domains: 'view-domains',
  order_domains: 'manage-orders',
  order_items: 'view-orders',
  add_domains: 'manage-domains',
  start_job: 'manage-tray and the action\'s permission',
  cancel_job: 'manage-tray',
  retry_job: 'manage-tray and the action\'s permission',
  list_job_items: 'view-tray',
  export_job_items: 'view-tray',
  list_reports: 'view-reports',
  get_report: 'view-reports and the view permission of the report\'s resource',
  get_home: signedInPermission,
  get_pulse: 'signed-in (each kind needs its list\'s view permission)',
  get_spend: 'view-invoicing',
  ...watchOperationPermissions,
  ...intelligenceOperationPermissions,
};

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Sets `x-permission` on every operation that has none: public ones `none`, the rest from the table (else `signed-in`). */
export function withPermissions(paths: Record<string, PathItem>): Record<string, PathItem> {
  for (const item of Object.values(paths)) {
    for (const method of methods) {
      const operation: OperationObject | undefined = item[method];
      if (!operation || typeof operation['x-permission'] === 'string') continue;
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      operation['x-permission'] = isPublic ? publicPermission : (fixedOperationPermissions[operation.operationId] ?? signedInPermission);
    }
  }
  return paths;
}
