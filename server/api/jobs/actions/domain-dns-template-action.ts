/**
 * `dns_template { template, confirm? }` on domains (DESIGN.md section 12 and 13): a built-in
 * template (src/lib/dns/dns-templates.ts) applied to the domain's zone through the starter's
 * draft and published in the item's transaction: one new version per zone (zone-jobs.ts). One
 * domain is one zone, so items run alone; the dry run still plans each zone (`groups`).
 *
 * Ineligible: not_found; no_zone (the domain has no zone here); draft_not_empty (the starter's
 * draft of the zone holds changes); unchanged (the zone holds the template already);
 * zone_problems (the result would break a zone rule: say which).
 */
import { dnsTemplate, dnsTemplateIds, templateChanges, type DnsTemplate } from '../../../../src/lib/dns/dns-templates.ts';
import type { NewChange } from '../../dns/zone-drafts.ts';
import type { StoredRecord, ZoneRow } from '../../dns/zone-rows.ts';
import type { DryRunGroup, Eligibility, ItemOutcome, JobAction, JobContext } from '../job-action.ts';
import { notFound, readDomainFacts, type DomainFacts } from './domain-facts.ts';
import { sayIn, type Say } from './job-messages.ts';
import { confirmOption, draftChangeCounts, draftRefusal, dryRunGroup, problemsText, readLiveRecords, readZones, stageAndPublish, wouldBePlan } from './zone-jobs.ts';

function templateOf(context: JobContext): DnsTemplate | undefined {
  return typeof context.options.template === 'string' ? dnsTemplate(context.options.template) : undefined;
}

/** What the template changes in the zone: the records it replaces, the ones it adds. */
function changesOf(template: DnsTemplate, zone: ZoneRow, live: readonly StoredRecord[]): NewChange[] {
  const { deletes, creates } = templateChanges(template, zone, live);
  return [
    ...deletes.map((found): NewChange => ({ action: 'delete', record_id: found.id!, record: null })),
    ...creates.map((found): NewChange => ({ action: 'create', record_id: null, record: found })),
  ];
}

interface DomainZone {
  domain: DomainFacts;
  zone: ZoneRow | undefined;
  live: StoredRecord[];
  draftChanges: number | undefined;
}

/** Each domain with its zone, the zone's records and the starter's draft, read for all at once. */
function domainZones(context: JobContext, ids: readonly number[]): Map<number, DomainZone> {
  const domains = readDomainFacts(context, ids);
  const zoneIds = [...new Set([...domains.values()].flatMap((domain) => (domain.zone_id === null ? [] : [domain.zone_id])))];
  const zones = readZones(context, zoneIds);
  const live = readLiveRecords(context, zoneIds);
  const drafts = draftChangeCounts(context, zoneIds);
  return new Map([...domains].map(([id, domain]) => {
    const zoneId = domain.zone_id ?? -1;
    return [id, { domain, zone: zones.get(zoneId), live: live.get(zoneId) ?? [], draftChanges: drafts.get(zoneId) }];
  }));
}

type TemplateDecision = { eligible: true; zone: ZoneRow; changes: NewChange[]; note: string } | { eligible: false; reason_key: string; reason: string };

function decide(context: JobContext, template: DnsTemplate, found: DomainZone, say: Say): TemplateDecision {
  const { domain, zone } = found;
  if (!zone) return { eligible: false, reason_key: 'no_zone', reason: say('zone.none', { name: domain.name }) };
  const draft = draftRefusal(context, zone, found.draftChanges);
  if (draft) return { eligible: false, ...draft };
  const changes = changesOf(template, zone, found.live);
  if (changes.length === 0) return { eligible: false, reason_key: 'unchanged', reason: say('template.unchanged', { zone: zone.name }) };
  const plan = wouldBePlan(zone, found.live, changes);
  if (plan.problems.length > 0) return { eligible: false, reason_key: 'zone_problems', reason: say('zone.problems', { zone: zone.name, problems: problemsText(plan, context.locale) }) };
  const creates = changes.filter((change) => change.action === 'create').length;
  return { eligible: true, zone, changes, note: say('template.note', { create: creates, delete: changes.length - creates }) };
}

export const dnsTemplateDomainsAction: JobAction = {
  name: 'dns_template',
  resource: 'domains',
  permission: 'manage-dns',
  options: {
    type: 'object',
    additionalProperties: false,
    required: ['template'],
    properties: { template: { type: 'string', enum: [...dnsTemplateIds] }, confirm: confirmOption },
  },
  check(context, ids) {
    const say = sayIn(context.locale);
    const template = templateOf(context);
    const found = domainZones(context, ids);
    return new Map(ids.map((id): [number, Eligibility] => {
      const entry = found.get(id);
      if (!entry || !template) return [id, notFound(id, say)];
      const decision = decide(context, template, entry, say);
      const label = entry.domain.name;
      return [id, decision.eligible ? { eligible: true, label, note: decision.note } : { eligible: false, label, reason_key: decision.reason_key, reason: decision.reason }];
    }));
  },
  groups(context, eligible) {
    const template = templateOf(context);
    if (!template) return [];
    const say = sayIn(context.locale);
    const ids = [...eligible].flatMap(([id, entry]) => (entry.eligible ? [id] : []));
    const groups: DryRunGroup[] = [];
    for (const entry of domainZones(context, ids).values()) {
      const decision = decide(context, template, entry, say);
      if (decision.eligible) groups.push(dryRunGroup(decision.zone, wouldBePlan(decision.zone, entry.live, decision.changes), context.locale));
    }
    return groups;
  },
  run(context, item): ItemOutcome {
    const say = sayIn(context.locale);
    const template = templateOf(context);
    const entry = domainZones(context, [item.resource_id]).get(item.resource_id);
    if (!entry || !template) return { state: 'failed', reason_key: 'not_found', reason: say('notFound') };
    const decision = decide(context, template, entry, say);
    if (!decision.eligible) {
      return decision.reason_key === 'unchanged' ? { state: 'done', result: { unchanged: true, message: decision.reason } } : { state: 'failed', reason_key: decision.reason_key, reason: decision.reason };
    }
    const published = stageAndPublish(context, decision.zone, decision.changes);
    if (!published.ok) return { state: 'failed', reason_key: published.reason_key, reason: published.reason };
    return {
      state: 'done',
      result: { zone: decision.zone.name, template: template.id, serial: published.serial, counts: published.counts, message: say('zone.published', { zone: decision.zone.name, serial: published.serial }) },
    };
  },
};
