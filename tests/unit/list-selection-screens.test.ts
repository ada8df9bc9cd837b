/** A list's selection opens bulk screens (issue "Domain lifecycle"): only those the user may view, with the rows chosen. */
import { describe, expect, it } from 'vitest';
import { allowedSelectionScreens, selectionHref } from '~/lib/lists/bulk-actions';
import { selectionScreenLinks } from '~/lib/lists/selection-screens';

describe('selection screens', () => {
  it('offers Change contacts and Delete for domains to a user who may manage domains', () => {
    const screens = allowedSelectionScreens(selectionScreenLinks('domains'), (permission) => permission === 'manage-domains');
    expect(screens.map(({ pattern, label }) => [pattern, label])).toEqual([
      ['/domains/contacts', 'lists:bulkScreen.contacts'],
      ['/domains/delete', 'lists:bulkScreen.delete'],
    ]);
    expect(screens.every((screen) => screen.icon?.startsWith('i-'))).toBe(true);
    expect(selectionHref(screens[0]!, [4, 7])).toBe('/domains/contacts?ids=4,7');
  });

  it('offers nothing to a reader, and nothing for other lists', () => {
    expect(allowedSelectionScreens(selectionScreenLinks('domains'), () => false)).toEqual([]);
    expect(selectionScreenLinks('contacts')).toEqual([]);
  });
});
