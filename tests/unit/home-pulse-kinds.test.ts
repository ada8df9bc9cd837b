/** The pulse's chosen kinds, kept in the profile's pulse_configuration beside whatever else it holds. */
import { describe, expect, it } from 'vitest';
import { pulseKinds } from '~/lib/dashboard/dashboard-types';
import { chosenKinds, shownKinds, toggledKinds, withKinds } from '~/lib/dashboard/pulse-kinds';
import { timelineDays } from '~/lib/dashboard/pulse-timeline';

describe('the pulse kinds', () => {
  const available = ['registrations', 'renewals', 'expiries', 'watch_matches'] as const;

  it('shows every kind the user may see until a choice is stored', () => {
    for (const configuration of [undefined, null, {}, { widgets: ['x'] }, [], 'kinds', { kinds: 'renewals' }]) {
      expect(chosenKinds(configuration)).toBeUndefined();
      expect(shownKinds(configuration, available)).toEqual([...available]);
    }
  });

  it('shows the stored choice among the kinds the user may see, in the pulse\'s order', () => {
    expect(chosenKinds({ kinds: ['watch_matches', 'nonsense', 'registrations'] })).toEqual(['registrations', 'watch_matches']);
    expect(shownKinds({ kinds: ['dns_publishes', 'renewals'] }, available)).toEqual(['renewals']);
    expect(shownKinds({ kinds: [] }, available)).toEqual([]);
  });

  it('turns one kind on or off and keeps the rest of the configuration', () => {
    expect(toggledKinds(['renewals', 'registrations'], 'expiries', true)).toEqual(['registrations', 'renewals', 'expiries']);
    expect(toggledKinds(['renewals', 'registrations'], 'renewals', false)).toEqual(['registrations']);
    expect(withKinds({ widgets: ['ssl-expiry'], period_days: 30, kinds: ['renewals'] }, ['expiries'])).toEqual({ widgets: ['ssl-expiry'], period_days: 30, kinds: ['expiries'] });
    expect(withKinds(undefined, [...pulseKinds])).toEqual({ kinds: [...pulseKinds] });
  });

  it('groups the timeline by day, newest first, showing only the kinds shown', () => {
    const event = (at: string, kind: (typeof pulseKinds)[number], id: string) => ({ at, kind, label: id, resource: 'domains', id });
    const days = timelineDays([
      event('2026-11-20', 'expiries', '1'),
      event('2026-11-21T08:00:00.000Z', 'renewals', '2'),
      event('2026-11-21T17:00:00.000Z', 'registrations', '3'),
      event('2026-11-21T09:00:00.000Z', 'watch_matches', '4'),
    ], ['expiries', 'renewals', 'registrations']);
    expect(days.map((day) => [day.date, day.events.map((entry) => entry.id)])).toEqual([['2026-11-21', ['3', '2']], ['2026-11-20', ['1']]]);
  });
});
