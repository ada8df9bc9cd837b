/**
 * Built-in DNS templates (DESIGN.md section 13, bulk jobs: "DNS template"), declared once: a set
 * of records relative to the apex that a job applies to a domain's zone through its draft
 * (DESIGN.md section 12). Names and descriptions here are the API's English; the portal says
 * them in its own locales by id.
 *
 * Contents may hold `{zone}` (the apex without its final dot, `example.com`) and `{zone-dashed}`
 * (`example-com`, as Microsoft 365 names a domain's mail host).
 *
 * Applying a template replaces, at each name it writes: the records of the same type (A and
 * AAAA also replace an ALIAS, which answers for them), a TXT only of the same kind (an SPF record
 * replaces the SPF record, a DMARC record the DMARC record; other TXT records stay), and any
 * CNAME (it would shadow them); a CNAME of the template replaces everything at its name. A record
 * the zone already has exactly is kept, so applying a template twice changes nothing.
 */
import { recordFingerprint } from './plan/record-sets.ts';
import { txtKind } from './txt-hints.ts';
import { textFromTxt } from './txt-text.ts';
import { plainRecord, type ZoneRecord } from './zone-record.ts';

export interface DnsTemplate {
  id: string;
  name: string;
  description: string;
  /** Relative to the apex (`@`); contents may hold `{zone}` and `{zone-dashed}`. */
  records: readonly ZoneRecord[];
}

const ttl = 3600;

function record(name: string, type: string, content: string, priority: number | null = null): ZoneRecord {
  return { name, type, ttl, content, priority, disabled: false, comment: null };
}

const txt = (name: string, text: string) => record(name, 'TXT', `"${text}"`);

export const dnsTemplates: readonly DnsTemplate[] = [
  {
    id: 'no-mail',
    name: 'No mail',
    description: 'Says the domain sends and receives no mail: a null MX, an SPF record that allows no sender and a DMARC policy that rejects. For parked domains.',
    records: [record('@', 'MX', '.', 0), txt('@', 'v=spf1 -all'), txt('_dmarc', 'v=DMARC1; p=reject')],
  },
  {
    id: 'google-workspace',
    name: 'Google Workspace',
    description: "Mail through Google Workspace: Google's MX records and an SPF record that includes Google's senders.",
    records: [
      record('@', 'MX', 'aspmx.l.google.com.', 1),
      record('@', 'MX', 'alt1.aspmx.l.google.com.', 5),
      record('@', 'MX', 'alt2.aspmx.l.google.com.', 5),
      record('@', 'MX', 'alt3.aspmx.l.google.com.', 10),
      record('@', 'MX', 'alt4.aspmx.l.google.com.', 10),
      txt('@', 'v=spf1 include:_spf.google.com ~all'),
    ],
  },
  {
    id: 'microsoft-365',
    name: 'Microsoft 365',
    description: "Mail through Microsoft 365: the domain's Exchange Online MX record, an SPF record that includes Microsoft's senders and the autodiscover name for mail clients.",
    records: [
      record('@', 'MX', '{zone-dashed}.mail.protection.outlook.com.', 0),
      txt('@', 'v=spf1 include:spf.protection.outlook.com -all'),
      record('autodiscover', 'CNAME', 'autodiscover.outlook.com.'),
    ],
  },
  {
    id: 'parking',
    name: 'Parking page',
    description: 'Points the domain and its www name at the parking host.',
    records: [record('@', 'A', '192.0.2.80'), record('@', 'AAAA', '2001:db8::80'), record('www', 'CNAME', '{zone}.')],
  },
];

export const dnsTemplateIds: readonly string[] = dnsTemplates.map((template) => template.id);

export function dnsTemplate(id: string): DnsTemplate | undefined {
  return dnsTemplates.find((template) => template.id === id);
}

/** The template's records for one zone, its placeholders filled. */
export function templateRecords(template: DnsTemplate, zone: { name: string }): ZoneRecord[] {
  const apex = zone.name.trim().toLowerCase().replace(/\.$/, '');
  return template.records.map((found) => ({ ...found, content: found.content.replaceAll('{zone-dashed}', apex.replaceAll('.', '-')).replaceAll('{zone}', apex) }));
}

const kindOf = (found: ZoneRecord) => (found.type === 'TXT' ? txtKind(textFromTxt(found.content)) : null);

/** Whether the template's record replaces a record the zone has (see the rules above). */
function replaces(wanted: ZoneRecord, live: ZoneRecord): boolean {
  if (wanted.name.toLowerCase() !== live.name.toLowerCase()) return false;
  if (wanted.type === 'CNAME' || live.type === 'CNAME') return true;
  if (wanted.type === 'TXT') return live.type === 'TXT' && kindOf(live) !== null && kindOf(live) === kindOf(wanted);
  if (wanted.type === 'A' || wanted.type === 'AAAA') return live.type === wanted.type || live.type === 'ALIAS';
  return live.type === wanted.type;
}

export interface TemplateChanges<T extends ZoneRecord> {
  /** Records of the zone the template replaces. */
  deletes: T[];
  /** Records of the template the zone lacks. */
  creates: ZoneRecord[];
}

/** What applying the template to a zone's records changes (nothing when it is applied already). */
export function templateChanges<T extends ZoneRecord>(template: DnsTemplate, zone: { name: string }, live: readonly T[]): TemplateChanges<T> {
  const wanted = templateRecords(template, zone);
  const replaced = live.filter((found) => wanted.some((other) => replaces(other, found)));
  const kept = new Map<string, T[]>();
  for (const found of replaced) {
    const key = recordFingerprint(plainRecord(found));
    const same = kept.get(key);
    if (same) same.push(found);
    else kept.set(key, [found]);
  }
  const creates: ZoneRecord[] = [];
  const stays = new Set<T>();
  for (const found of wanted) {
    const same = kept.get(recordFingerprint(found))?.find((candidate) => !stays.has(candidate));
    if (same) stays.add(same);
    else creates.push(found);
  }
  return { deletes: replaced.filter((found) => !stays.has(found)), creates };
}
