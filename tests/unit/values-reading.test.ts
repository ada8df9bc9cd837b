/** Values read as what they are (DESIGN.md section 11): codes, durations, named codes and states. */
import { describe, expect, it } from 'vitest';
import { columnFor } from '~/islands/resources/detail/field-display';
import { csvValue } from '~/islands/resources/list/csv';
import { staticT } from '~/lib/i18n/static-text';
import { formatDuration } from '~/lib/resources/duration-text';
import { formatFieldValue } from '~/lib/resources/field-value';
import { resourceByName, resourceDeclarations } from '~/lib/resources/index';
import { declaredTone } from '~/lib/resources/status-tones';
import { translatorFor } from './support/translators';

const columnOf = (resource: string, field: string) => columnFor(resourceByName(resource)!, field);

describe('identifiers and codes', () => {
  it('are never digit-grouped, in any language, while counts are', () => {
    for (const language of ['en', 'es', 'ja']) {
      expect(formatFieldValue(columnOf('domains', 'id'), { id: 1507 }, language, staticT)).toBe('1507');
      expect(formatFieldValue(columnOf('dnssec-keys', 'key_tag'), { key_tag: 29183 }, language, staticT)).toBe('29183');
      expect(formatFieldValue(columnOf('dns-zones', 'serial'), { serial: 2026070307 }, language, staticT)).toBe('2026070307');
      expect(formatFieldValue(columnOf('transactions', 'order_id'), { order_id: 12345 }, language, staticT)).toBe('12345');
    }
    expect(formatFieldValue(columnOf('intelligence-results', 'monthly_visits'), { monthly_visits: 12345 }, 'en', staticT)).toBe('12,345');
  });

  it('reads every id field of every declaration as a code, also a field only its schema knows', () => {
    for (const declaration of resourceDeclarations) {
      for (const column of declaration.columns.filter((entry) => /(^|_)id$/.test(entry.field))) expect(column.reads, `${declaration.name}.${column.field}`).toBe('code');
    }
    expect(columnOf('ds-records', 'dnssec_key_id').reads).toBe('code');
  });

  it('name DNSSEC algorithms and digest types after their number', async () => {
    expect(formatFieldValue(columnOf('dnssec-keys', 'algorithm'), { algorithm: 13 }, 'en', staticT)).toBe('13 ECDSAP256SHA256');
    expect(formatFieldValue(columnOf('ds-records', 'algorithm'), { algorithm: 8 }, 'en', staticT)).toBe('8 RSASHA256');
    expect(formatFieldValue(columnOf('ds-records', 'algorithm'), { algorithm: 15 }, 'en', staticT)).toBe('15 ED25519');
    expect(formatFieldValue(columnOf('ds-records', 'algorithm'), { algorithm: 99 }, 'en', staticT)).toBe('99');
    const ja = await translatorFor('ja');
    expect(formatFieldValue(columnOf('ds-records', 'digest_type'), { digest_type: 2 }, 'ja', ja)).toBe('2 SHA-256');
    expect(formatFieldValue(columnOf('ds-records', 'digest_type'), { digest_type: 4 }, 'en', staticT)).toBe('4 SHA-384');
  });

  it('stay raw in CSV exports', () => {
    expect(csvValue(29183)).toBe('29183');
    expect(csvValue(3600)).toBe('3600');
  });
});

describe('durations', () => {
  it('read seconds in the largest units, in the reader’s language', async () => {
    const cases: [number, string, string, string][] = [
      [3600, '1 h', '1 h', '1時間'],
      [86400, '1 d', '1 d', '1日'],
      [300, '5 min', '5 min', '5分'],
      [5400, '1 h 30 min', '1 h 30 min', '1時間30分'],
      [90061, '1 d 1 h 1 min 1 s', '1 d 1 h 1 min 1 s', '1日1時間1分1秒'],
      [0, '0 s', '0 s', '0秒'],
    ];
    const es = await translatorFor('es');
    const ja = await translatorFor('ja');
    for (const [seconds, english, spanish, japanese] of cases) {
      expect(formatDuration(seconds, staticT)).toBe(english);
      expect(formatDuration(seconds, es)).toBe(spanish);
      expect(formatDuration(seconds, ja)).toBe(japanese);
    }
  });

  it('are how TTL columns read', () => {
    expect(formatFieldValue(columnOf('dns-records', 'ttl'), { ttl: 86400 }, 'en', staticT)).toBe('1 d');
    expect(formatFieldValue(columnOf('dns-zones', 'default_ttl'), { default_ttl: 3600 }, 'en', staticT)).toBe('1 h');
  });
});

describe('states', () => {
  it('every status column reads as a state, and each of its values has a declared tone', () => {
    const statusColumns = resourceDeclarations.flatMap((declaration) => declaration.columns.filter((column) => /(^|_)status$/.test(column.field)).map((column) => ({ declaration, column })));
    expect(statusColumns.length).toBeGreaterThan(25);
    for (const { declaration, column } of statusColumns) {
      expect(column.reads, `${declaration.name}.${column.field}`).toBe('status');
      for (const value of column.values ?? []) expect(declaredTone(value), `${declaration.name}.${column.field} = ${value}`).toBeDefined();
    }
    expect(columnOf('authentication-log', 'outcome').reads).toBe('status');
  });

  it('give done states green, failures red and waiting amber', () => {
    expect(declaredTone('active')).toBe('green');
    expect(declaredTone('expired')).toBe('red');
    expect(declaredTone('pending')).toBe('amber');
  });
});

describe('long values', () => {
  it('are the contents, digests, keys and name server lists', () => {
    for (const [resource, field] of [['dns-records', 'content'], ['ds-records', 'digest'], ['dnssec-keys', 'public_key'], ['domains', 'nameservers']] as const) {
      expect(columnOf(resource, field).reads, `${resource}.${field}`).toBe('long');
    }
  });
});
