/** A list's selection opens bulk screens (issue "Domain lifecycle"): only those the user may view, with the rows chosen. */
import { describe, expect, it } from 'vitest';
import { selectionHref, selectionScreens } from '~/lib/lists/bulk-actions';

describe('selection screens', () => {
  it('offers Change contacts and Delete for domains to a user who may manage domains', () => {
    const screens = selectionScreens('domains', (permission) => permission === 'manage-domains');
    expect(screens.map(({ screen, label }) => [screen.pattern, label])).toEqual([
      ['/domains/contacts', 'lists:bulkScreen.contacts'],
      ['/domains/delete', 'lists:bulkScreen.delete'],
    ]);
    expect(selectionHref(screens[0]!.screen, [4, 7])).toBe('/domains/contacts?ids=4,7');
  });

  it('offers nothing to a reader, and nothing for other lists', () => {
    expect(selectionScreens('domains', () => false)).toEqual([]);
    expect(selectionScreens('contacts', () => true)).toEqual([]);
  });
});
