import { describe, expect, it } from 'vitest';
import { ttlSeconds } from '../../src/lib/dns/zone-file/zone-file-ttl';
import { ttlPresets, ttlText } from '../../src/lib/dns/ttl-text';

describe('TTLs as durations', () => {
  it('says seconds in the largest units that fit exactly, at most two', () => {
    expect(ttlText(3600, 'en')).toBe('1 hr');
    expect(ttlText(86_400, 'en')).toBe('1 day');
    expect(ttlText(300, 'en')).toBe('5 min');
    expect(ttlText(5400, 'en')).toBe('1 hr 30 min');
    expect(ttlText(604_800, 'en')).toBe('1 wk');
    expect(ttlText(3661, 'en')).toBe('3,661 s');
    expect(ttlText(45, 'en')).toBe('45 sec');
  });

  it('speaks the user’s language', () => {
    expect(ttlText(3600, 'ja')).toBe('1 時間');
    expect(ttlText(300, 'es')).toBe('5 min');
  });

  it('offers presets that a typed duration reads back exactly', () => {
    for (const preset of ttlPresets) expect(ttlSeconds(String(preset))).toBe(preset);
    expect(ttlSeconds('1h')).toBe(3600);
    expect(ttlSeconds('1h30m')).toBe(5400);
  });
});
