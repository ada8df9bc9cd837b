/** Which registry actions a domain's record offers, and why not (issue 12, item 4). */
import { describe, expect, it } from 'vitest';
import { actionAvailability, defaultRenewYears, flag, renewPeriods, type DomainFacts, type TldFacts } from '~/islands/domains/actions/action-availability';

const domain: DomainFacts = {
  name: 'example.com', tld: 'com', status: 'active', expires_at: '2027-03-01T00:00:00.000Z', external: false,
  registry_lock: false, transfer_lock: true, privacy: false,
};
const tld: TldFacts = { registry_lock_supported: true, privacy_supported: true, min_period_years: 1, max_period_years: 10 };
const manager = { manages: true, pendingUnlock: false };

describe('actions on a domain', () => {
  it('offers every action on an active domain of a TLD with registry lock', () => {
    const available = actionAvailability(domain, tld, manager);
    expect(Object.entries(available).filter(([, entry]) => entry.shown && !entry.off).map(([name]) => name).sort())
      .toEqual(['authCode', 'info', 'lock', 'privacy', 'renew', 'transferLock']);
    expect(available.unlock.shown).toBe(false);
  });

  it('offers unlock instead of lock on a locked domain, off while an unlock waits for approval', () => {
    const locked = { ...domain, registry_lock: true };
    expect(actionAvailability(locked, tld, manager).lock.shown).toBe(false);
    expect(actionAvailability(locked, tld, manager).unlock).toEqual({ shown: true });
    expect(actionAvailability(locked, tld, { manages: true, pendingUnlock: true }).unlock.off?.key).toBe('unlockPending');
  });

  it('keeps the transfer lock and the transfer code off while the registry lock holds', () => {
    const available = actionAvailability({ ...domain, registry_lock: true }, tld, manager);
    expect(available.transferLock.off?.key).toBe('registryLocked');
    expect(available.authCode.off?.key).toBe('registryLocked');
  });

  it('says when the TLD has no registry lock or no WHOIS privacy', () => {
    const available = actionAvailability(domain, { ...tld, registry_lock_supported: false, privacy_supported: false }, manager);
    expect(available.lock.off).toEqual({ key: 'noRegistryLock', values: { tld: 'com' } });
    expect(available.privacy.off).toEqual({ key: 'noPrivacy', values: { tld: 'com' } });
  });

  it('leaves the TLD\'s features to the API when the catalogue is not readable', () => {
    const available = actionAvailability(domain, undefined, manager);
    expect(available.lock.off).toBeUndefined();
    expect(available.privacy.off).toBeUndefined();
  });

  it('names the state that rules an action out', () => {
    const expired = actionAvailability({ ...domain, status: 'expired' }, tld, manager);
    expect(expired.renew.off).toBeUndefined();
    expect(expired.authCode.off).toEqual({ key: 'status', values: { status: 'expired' } });
    const redemption = actionAvailability({ ...domain, status: 'redemption' }, tld, manager);
    expect(redemption.renew.off?.key).toBe('status');
    expect(redemption.transferLock.off?.key).toBe('status');
    expect(actionAvailability({ ...domain, status: 'transferred_out' }, tld, manager).info.off?.key).toBe('transferredOut');
  });

  it('shows no registry action on an external domain, and only the registry\'s view to a reader', () => {
    expect(Object.values(actionAvailability({ ...domain, external: true }, tld, manager)).some((entry) => entry.shown)).toBe(false);
    const reader = actionAvailability(domain, tld, { manages: false, pendingUnlock: false });
    expect(Object.entries(reader).filter(([, entry]) => entry.shown).map(([name]) => name)).toEqual(['info']);
  });

  it('reads the API\'s 0/1 flags', () => {
    expect([flag(1), flag(true), flag('1'), flag(0), flag(null), flag(undefined)]).toEqual([true, true, true, false, false, false]);
  });
});

describe('renewal periods', () => {
  const now = new Date('2026-01-15T00:00:00.000Z');

  it('are the TLD\'s, each with the expiry it gives', () => {
    const periods = renewPeriods('2027-03-01T00:00:00.000Z', { ...tld, max_period_years: 3 }, now);
    expect(periods.map((period) => [period.years, period.expires.slice(0, 10), period.allowed])).toEqual([
      [1, '2028-03-01', true], [2, '2029-03-01', true], [3, '2030-03-01', true],
    ]);
  });

  it('rule out what would go past ten years ahead, and start from the domain\'s own period', () => {
    const periods = renewPeriods('2033-06-01T00:00:00.000Z', undefined, now);
    expect(periods.filter((period) => period.allowed).map((period) => period.years)).toEqual([1, 2]);
    expect(defaultRenewYears(periods, 2)).toBe(2);
    expect(defaultRenewYears(periods, 5)).toBe(1);
    expect(defaultRenewYears(renewPeriods('2035-12-01T00:00:00.000Z', undefined, now), 1)).toBeUndefined();
  });
});
