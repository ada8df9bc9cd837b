/**
 * Look-alike domains a watch found (/watch/{id}/domains): every row, wildcard-DNS names included;
 * technique, similarity, risk and the facts behind it are read-only (issue 15).
 */
import { watchDomainSchema, watchDomainStatuses } from '../schemas/watch-domain.ts';
import { lookalikeTechniques } from '../schemas/watch-insights.ts';
import { areaPermissions, column, entityLabel, enumColumn, listed, section, standardColumns, updateOnly } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const watchDomains: ResourceDeclaration = {
  name: 'watch-domains',
  apiPath: 'watches/{watchId}/domains',
  parent: { parameter: 'watchId', resource: 'watches' },
  label: entityLabel('watch-domains'),
  icon: 'i-lucide-scan-search',
  area: 'watch',
  permissions: areaPermissions('watch'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    column('tld', 'text', { sortable: true }),
    column('matched_term', 'text', { sortable: true }),
    enumColumn('technique', lookalikeTechniques, { listed: true }),
    listed('similarity', 'number'),
    listed('risk_score', 'number'),
    column('resolves', 'boolean'),
    column('registrar_name', 'text', { sortable: true }),
    column('registrant_country_code', 'text', { sortable: true }),
    column('registered_at', 'date', { sortable: true }),
    column('has_mx', 'boolean'),
    column('has_website', 'boolean'),
    column('has_certificate', 'boolean'),
    column('wildcard_dns', 'boolean'),
    enumColumn('status', watchDomainStatuses, { listed: true }),
    column('case_id', 'number'),
    listed('first_seen_at', 'datetime'),
    column('last_seen_at', 'datetime', { sortable: true }),
  ],
  defaultSort: '-risk_score',
  sections: [
    section('general', ['name', 'tld', 'matched_term', 'technique', 'similarity', 'risk_score', 'status', 'case_id', 'wildcard_dns']),
    section('registration', ['registrar_name', 'registrant_country_code', 'registered_at', 'resolves', 'has_mx', 'has_website', 'has_certificate']),
    section('dates', ['first_seen_at', 'last_seen_at']),
  ],
  schema: watchDomainSchema,
  operations: updateOnly,
  routes: { list: '/watch/{id}/domains' },
};
