import { describe, expect, it } from 'vitest';
import { domains } from '../../src/lib/resources/domains';
import { contacts } from '../../src/lib/resources/contacts';
import { displayNameOf, recordDisplayName } from '../../src/lib/resources/record-display-name';

describe('a record’s name as titles and lists show it', () => {
  it('shows an IDN domain by its Unicode name with the A-label beside it', () => {
    const idn = { name: 'xn--mnchen-aurora-wob.de', unicode_name: 'münchen-aurora.de' };
    expect(recordDisplayName(domains, (field) => idn[field as keyof typeof idn])).toBe('münchen-aurora.de (xn--mnchen-aurora-wob.de)');
  });

  it('shows an ASCII domain, and a record without a Unicode field, by its display field alone', () => {
    expect(displayNameOf('aurorafoods.com', 'aurorafoods.com')).toBe('aurorafoods.com');
    expect(displayNameOf('aurorafoods.com', undefined)).toBe('aurorafoods.com');
    expect(recordDisplayName(contacts, (field) => (field === contacts.displayField ? 'Emily Smith' : 'xn--x'))).toBe('Emily Smith');
    expect(displayNameOf('', 'x')).toBeUndefined();
  });
});
