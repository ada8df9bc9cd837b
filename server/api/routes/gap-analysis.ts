/**
 * GET /groups/{context}/domains/{id}/gap_analysis: for a domain named after one of the
 * account's watched brands, which TLDs of the catalogue hold the brand and which do not.
 * Domains without an analysis (not a watched brand) answer 404, which the portal passes to
 * the caller instead of showing the error page (spec section 8).
 */
import type { FastifyInstance } from 'fastify';
import { domainContracts } from '../../../src/lib/contracts/domain-contracts.ts';
import { viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { ApiContext } from '../api-context.ts';
import { ApiError } from '../http/api-error.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { domainAccess } from './domain-route-hooks.ts';

export function registerGapAnalysisRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  // A brand the account watches or watched (a closed watch's brand is still the account's brand).
  const watchedBrand = db.prepare("SELECT brand FROM watches WHERE group_id = ? AND lower(replace(brand, '-', '')) = ? LIMIT 1");
  const heldVariants = db.prepare("SELECT id, name, tld, status FROM domains WHERE group_id = ? AND name LIKE ? ESCAPE '\\' ORDER BY tld");
  const coreTlds = db.prepare("SELECT name FROM tlds WHERE status = 'active' AND kind IN ('generic', 'country_code') ORDER BY name");
  const domainOf = domainAccess(context, viewAbility('domains'));

  routeByContract(app, domainContracts.gapAnalysis).handle({ preValidation: [context.authenticate, domainOf.hook] }, async (request) => {
    const domain = domainOf.of(request);
    const { name } = domain;
    const label = name.slice(0, -(domain.tld.length + 1));
    const brand = watchedBrand.get(domain.group_id, label.replaceAll('-', '').toLowerCase());
    if (!brand) throw new ApiError(404, 'no_gap_analysis', `There is no gap analysis for ${name}: its name is not a watched brand.`);
    const escaped = label.replace(/[\\%_]/g, '\\$&');
    const held = heldVariants
      .all(domain.group_id, `${escaped}.%`)
      .filter((row) => String(row.name) === `${label}.${String(row.tld)}`)
      .map((row) => ({ tld: String(row.tld), domain_id: Number(row.id), status: String(row.status) }));
    const heldTlds = new Set(held.map((entry) => entry.tld));
    const core = coreTlds.all().map((row) => String(row.name));
    const missing = core.filter((tld) => !heldTlds.has(tld));
    const covered = core.length - missing.length;
    return {
      domain: name,
      label,
      brand: String(brand.brand),
      held,
      missing,
      coverage_percent: core.length === 0 ? 100 : Math.round((covered / core.length) * 100),
    };
  });
}
