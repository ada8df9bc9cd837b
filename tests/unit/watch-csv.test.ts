/** The watch screens' CSV files (src/islands/watch/watch-csv.ts): raw keys and numbers, a file name with the answer's day. */
import { describe, expect, it } from 'vitest';
import { countsCsv, matchesCsv } from '~/islands/watch/watch-csv';
import { watchFileName } from '~/islands/watch/watch-file-name';
import type { WatchMatch } from '~/lib/schemas/watch-insights';

describe('watch CSV', () => {
  it('writes a breakdown as key and count', () => {
    expect(countsCsv('key', [{ key: 'high', value: 27 }, { key: 'medium', value: 0 }])).toBe('key,count\r\nhigh,27\r\nmedium,0\r\n');
  });

  it('writes every match with its technique, scores, facts, registration and case', () => {
    const match = {
      id: 1, watch_id: 7, name: 'aur0ra.com', tld: 'com', matched_term: 'aurora', technique: 'homoglyph', similarity: 98, risk_score: 84, risk_band: 'high',
      risk_factors: [], resolves: true, has_mx: true, has_website: false, has_certificate: false, registered_at: '2026-05-22', registrar_name: 'Atlas Domains, Pte. Ltd.',
      registrant_country_code: 'SG', status: 'escalated', case_id: 3, case_reference: 'CASE-3', first_seen_at: '2026-11-20 08:00:00',
    } satisfies WatchMatch;
    expect(matchesCsv([match]).split('\r\n')).toEqual([
      'name,technique,similarity,risk_score,risk_band,facts,registrar,registered_at,status,case',
      'aur0ra.com,homoglyph,98,84,high,resolves mail,"Atlas Domains, Pte. Ltd.",2026-05-22,escalated,CASE-3',
      '',
    ]);
  });

  it('names the file after the watch, the part and the day', () => {
    expect(watchFileName(7, 'techniques', '2026-11-27T12:59:00.000Z')).toBe('watch-7-techniques-2026-11-27.csv');
    expect(watchFileName(7, 'matches', '')).toBe('watch-7-matches.csv');
  });
});
