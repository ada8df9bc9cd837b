/** The built-in DNS templates (DESIGN.md section 13): valid records, a valid zone once applied, and applying twice changes nothing. */
import { describe, expect, it } from 'vitest';
import { checkRecord } from '../../src/lib/dns/check-record.ts';
import { checkZone } from '../../src/lib/dns/check-zone.ts';
import { dnsTemplate, dnsTemplateIds, dnsTemplates, templateChanges, templateRecords } from '../../src/lib/dns/dns-templates.ts';
import type { ZoneRecord } from '../../src/lib/dns/zone-record.ts';

const zone = { name: 'example.com' };
const record = (name: string, type: string, content: string, priority: number | null = null, id = 0): ZoneRecord & { id: number } => ({
  id, name, type, ttl: 3600, content, priority, disabled: false, comment: null,
});

/** A zone as a registration leaves it, with mail and web records a template may replace. */
const live = [
  record('@', 'SOA', 'ns1.meridian-dns.net. hostmaster.meridian-dns.net. 2026010101 7200 900 1209600 300', null, 1),
  record('@', 'NS', 'ns1.meridian-dns.net.', null, 2),
  record('@', 'NS', 'ns2.meridian-dns.net.', null, 3),
  record('@', 'A', '198.51.100.7', null, 4),
  record('@', 'MX', 'mail.example.com.', 10, 5),
  record('@', 'TXT', '"v=spf1 mx -all"', null, 6),
  record('@', 'TXT', '"google-site-verification=abc"', null, 7),
  record('www', 'A', '198.51.100.7', null, 8),
  record('_dmarc', 'CNAME', 'dmarc.provider.example.', null, 9),
  record('mail', 'A', '198.51.100.8', null, 10),
];

/** The zone's records after the template's changes. */
function applied(changes: ReturnType<typeof templateChanges<ZoneRecord & { id: number }>>, records = live): ZoneRecord[] {
  const gone = new Set(changes.deletes.map((found) => found.id));
  return [...records.filter((found) => !gone.has(found.id)), ...changes.creates];
}

describe('DNS templates', () => {
  it('declares each template once, with English names, descriptions and records', () => {
    expect(dnsTemplateIds).toEqual(['no-mail', 'google-workspace', 'microsoft-365', 'parking']);
    expect(new Set(dnsTemplateIds).size).toBe(dnsTemplates.length);
    for (const template of dnsTemplates) {
      expect(template.name).not.toBe('');
      expect(template.description).toMatch(/\.$/);
      expect(template.records.length).toBeGreaterThan(0);
    }
  });

  it.each(dnsTemplates.map((template) => [template.id, template] as const))('%s: every record passes the record checks, and the zone rules hold once applied', (_id, template) => {
    for (const found of templateRecords(template, zone)) expect(checkRecord(found, zone), JSON.stringify(found)).toEqual([]);
    expect(checkZone(applied(templateChanges(template, zone, live)), zone)).toEqual([]);
  });

  it('fills the zone into contents', () => {
    expect(templateRecords(dnsTemplate('microsoft-365')!, { name: 'shop.example.co.uk.' }).map((found) => found.content)).toContain('shop-example-co-uk.mail.protection.outlook.com.');
    expect(templateRecords(dnsTemplate('parking')!, zone).find((found) => found.type === 'CNAME')).toMatchObject({ name: 'www', content: 'example.com.' });
  });

  it('replaces the records of the names and types it writes, TXT records only of the same kind, and any CNAME in the way', () => {
    const noMail = templateChanges(dnsTemplate('no-mail')!, zone, live);
    expect(noMail.deletes.map((found) => found.id).sort((a, b) => a - b)).toEqual([5, 6, 9]);
    expect(noMail.creates.map((found) => `${found.name} ${found.type} ${found.content}`)).toEqual(['@ MX .', '@ TXT "v=spf1 -all"', '_dmarc TXT "v=DMARC1; p=reject"']);
    const parking = templateChanges(dnsTemplate('parking')!, zone, live);
    expect(parking.deletes.map((found) => found.id).sort((a, b) => a - b)).toEqual([4, 8]);
  });

  it('changes nothing the second time, and keeps records the zone already has exactly', () => {
    for (const template of dnsTemplates) {
      const once = applied(templateChanges(template, zone, live)).map((found, index) => ({ ...found, id: 100 + index }));
      expect(templateChanges(template, zone, once), template.id).toEqual({ deletes: [], creates: [] });
    }
    const partly = [...live, record('@', 'MX', 'aspmx.l.google.com.', 1, 11)];
    const google = templateChanges(dnsTemplate('google-workspace')!, zone, partly);
    expect(google.deletes.map((found) => found.id).sort((a, b) => a - b)).toEqual([5, 6]);
    expect(google.creates).toHaveLength(5);
  });
});
