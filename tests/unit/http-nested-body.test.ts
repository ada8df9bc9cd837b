import { describe, expect, it } from 'vitest';
import { nestBracketKeys } from '~/lib/http/nest-bracket-keys.ts';
import { answer, createTestClient } from './support/fake-api.ts';

describe('POST bodies with a[b] keys', () => {
  it('become nested objects and lists', () => {
    expect(
      nestBracketKeys({
        name: 'example.com',
        'contact[name]': 'Ana',
        'contact[address][city]': 'Lima',
        'contact[address][country_code]': 'pe',
        'nameservers[0]': 'ns1.example.net',
        'nameservers[1]': 'ns2.example.net',
        'tags[]': 'vip',
      }),
    ).toEqual({
      name: 'example.com',
      contact: { name: 'Ana', address: { city: 'Lima', country_code: 'pe' } },
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      tags: ['vip'],
    });
  });

  it('leave other bodies as they are, never touch the caller’s objects, and ignore prototype keys', () => {
    const plain = { a: 1, b: { c: 2 } };
    expect(nestBracketKeys(plain)).toBe(plain);
    const own = { x: 1 };
    const body = { contact: own, 'contact[name]': 'Ana', '__proto__[polluted]': 'yes' };
    expect(nestBracketKeys(body)).toEqual({ contact: { x: 1, name: 'Ana' } });
    expect(own).toEqual({ x: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('are nested by the client before a POST is sent, and only a POST', async () => {
    const { client, api } = createTestClient({ route: () => answer(200, {}) });
    await client.post('groups/g/platform_calls', { operation: 'registrar.domain.renew', 'domain[name]': 'a.com', 'domain[period]': 2 });
    await client.patch('groups/g/domains/1', { 'settings[lock]': true });
    expect(api.sent[0]!.json()).toEqual({ operation: 'registrar.domain.renew', domain: { name: 'a.com', period: 2 } });
    expect(api.sent[1]!.json()).toEqual({ 'settings[lock]': true });
  });
});
