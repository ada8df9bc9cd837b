/**
 * A platform call's message (the portal's toast) speaks the reader's language: Accept-Language
 * `ja` (or `ja-JP`) answers in Japanese, `es` in Spanish, anything else or nothing in English,
 * word for word as the API always said it. Every catalogue key has an English, Spanish and
 * Japanese template with the same placeholders, and no operation writes a message of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messageLocaleOf,
  messageLocales,
  placeholdersOf,
  platformMessage,
  platformMessages,
  type PlatformMessageKey,
} from '../../server/api/platform/platform-messages.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Platform = { platform?: { status: string; result: { actionResult: boolean; message: string; code: number; result: Record<string, unknown> | null } } };

const platformFolder = join(import.meta.dirname, '../../server/api/platform');

describe('platform call messages over the API', () => {
  let api: TestApi;
  let admin: SignedInUser;

  beforeAll(async () => {
    api = await startTestApi({ platformCallLimit: 1000 }, { domains: 200 });
    admin = await signInAs(api.baseUrl, 'admin');
  });
  afterAll(() => api.close());

  const call = async (body: unknown, language?: string) =>
    (await callJson<Platform>(api.baseUrl, 'POST', `/groups/${admin.groupId}/platform_calls`, {
      token: admin.token,
      body,
      headers: language === undefined ? {} : { 'accept-language': language },
    })).body.platform!;
  const used = new Set<number>();
  const domainWhere = (condition: string) => {
    const rows = api.db
      .prepare(`SELECT d.id, d.name, d.status, d.expires_at FROM domains d JOIN tlds t ON t.id = d.tld_id
        WHERE d.group_id = ? AND d.external = 0 AND ${condition} ORDER BY d.id`)
      .all(admin.groupId) as { id: number; name: string; status: string; expires_at: string }[];
    const row = rows.find((candidate) => !used.has(candidate.id));
    if (!row) throw new Error(`no domain where ${condition}`);
    used.add(row.id);
    return row;
  };
  const expiryDay = (platform: Platform['platform']) => String(platform?.result.result?.expires).slice(0, 10);

  it('the same renewal answers in Japanese with accept-language: ja and in English without', async () => {
    const domain = domainWhere("d.status = 'active' AND t.max_period_years >= 2 AND d.expires_at < '2030'");
    const japanese = await call({ operation: 'registrar.domain.renew', domain_id: domain.id, period_years: 2 }, 'ja');
    expect(japanese).toMatchObject({ status: 'success', result: { code: 200 } });
    expect(japanese.result.message).toBe(`${domain.name} を 2 年更新しました。新しい有効期限は ${expiryDay(japanese)} です。`);

    const english = await call({ operation: 'registrar.domain.renew', domain_id: domain.id, period_years: 1 });
    expect(english).toMatchObject({ status: 'success', result: { code: 200 } });
    expect(english.result.message).toBe(`${domain.name} renewed for 1 year; it now expires on ${expiryDay(english)}.`);
  });

  it('reads a regional tag as its language, says Spanish year plurals, and answers English to a language it does not speak', async () => {
    const domain = domainWhere("d.status = 'active' AND t.max_period_years >= 2 AND d.expires_at < '2030'");
    const spanish = await call({ operation: 'registrar.domain.renew', domain_id: domain.id, period_years: 2 }, 'es-ES,es;q=0.9,en;q=0.8');
    expect(spanish.result.message).toBe(`${domain.name} se ha renovado por 2 años; ahora caduca el ${expiryDay(spanish)}.`);
    const regional = await call({ operation: 'registrar.domain.renew', domain_id: domain.id, period_years: 1 }, 'ja-JP');
    expect(regional.result.message).toBe(`${domain.name} を 1 年更新しました。新しい有効期限は ${expiryDay(regional)} です。`);
    const french = await call({ operation: 'registrar.domain.info', domain_id: domain.id }, 'fr-FR,fr;q=0.9');
    expect(french.result.message).toBe(`Registry information for ${domain.name}.`);
  });

  it('says a refusal and the domain status inside it in the reader\'s language, in red (not 200)', async () => {
    const domain = domainWhere("d.status IN ('pending_delete', 'redemption', 'suspended', 'pending_transfer', 'transferred_out', 'pending')");
    const japaneseWords: Record<string, string> = {
      pending: '保留中', pending_transfer: '移管待ち', redemption: '償還期間中', pending_delete: '削除待ち', suspended: '停止中', transferred_out: '他社へ移管済み',
    };
    const japanese = await call({ operation: 'registrar.domain.renew', domain_id: domain.id }, 'ja');
    expect(japanese).toMatchObject({ status: 'failure', result: { code: 409 } });
    expect(japanese.result.message).toBe(`${domain.name} は「${japaneseWords[domain.status]}」のため、更新できません。`);
    const englishWords: Record<string, string> = {
      pending: 'pending', pending_transfer: 'being transferred', redemption: 'in redemption', pending_delete: 'pending deletion', suspended: 'suspended', transferred_out: 'transferred out',
    };
    const english = await call({ operation: 'registrar.domain.renew', domain_id: domain.id }, 'en-GB');
    expect(english.result.message).toBe(`${domain.name} cannot be renewed while it is ${englishWords[domain.status]}.`);
  });

  it('locks in Spanish, and the English the portal\'s e2e waits for stays as it was', async () => {
    const spanishDomain = domainWhere("d.status = 'active' AND t.registry_lock_supported = 1 AND d.registry_lock = 0");
    const spanish = await call({ operation: 'registrar.domain.lock', domain_id: spanishDomain.id }, 'es');
    expect(spanish.result.message).toBe(`Se ha bloqueado ${spanishDomain.name} en el registro.`);
    const englishDomain = domainWhere("d.status = 'active' AND t.registry_lock_supported = 1 AND d.registry_lock = 0");
    const english = await call({ operation: 'registrar.domain.lock', domain_id: englishDomain.id }, 'en');
    expect(english.result.message).toBe(`${englishDomain.name} is now locked at the registry.`);
  });
});

describe('the platform message catalogue', () => {
  const keys = Object.keys(platformMessages) as PlatformMessageKey[];

  it('has every key in English, Spanish and Japanese with the same placeholders', () => {
    expect(keys.length).toBeGreaterThanOrEqual(20);
    for (const key of keys) {
      const templates: Record<string, string> = platformMessages[key];
      expect(Object.keys(templates).sort(), key).toEqual([...messageLocales].sort());
      const english = placeholdersOf(templates.en!).sort();
      for (const locale of messageLocales) {
        expect(templates[locale]!.trim(), `${key} (${locale})`).not.toBe('');
        expect(placeholdersOf(templates[locale]!).sort(), `${key} (${locale})`).toEqual(english);
      }
      // Real translations, not English copied over.
      expect(templates.es, key).not.toBe(templates.en);
      expect(templates.ja, key).not.toBe(templates.en);
    }
  });

  it('is what every operation says: no operation writes a message of its own', () => {
    const sources = readdirSync(platformFolder).filter((file) => file.endsWith('.ts') && file !== 'platform-messages.ts');
    const inline = sources.flatMap((file) =>
      [...readFileSync(join(platformFolder, file), 'utf8').matchAll(/\b(succeeded\(\s*[`'"]|failed\(\s*\d+\s*,\s*[`'"])/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(inline).toEqual([]);
  });

  it('reads a language from any tag, English when it has no templates', () => {
    expect(messageLocaleOf('ja')).toBe('ja');
    expect(messageLocaleOf('ja-JP')).toBe('ja');
    expect(messageLocaleOf('ES-mx')).toBe('es');
    expect(messageLocaleOf('fr')).toBe('en');
    expect(messageLocaleOf('')).toBe('en');
    expect(messageLocaleOf(undefined)).toBe('en');
    expect(platformMessage('de-DE', 'lock.locked', { name: 'example.com' })).toBe('example.com is now locked at the registry.');
  });

  it('says years with their plural in each language and dates as the English always did', () => {
    const renewed = (locale: string, period: number) => platformMessage(locale, 'renew.renewed', { name: 'example.com', period, date: '2028-03-04T05:06:07.000Z' });
    expect(renewed('en', 1)).toBe('example.com renewed for 1 year; it now expires on 2028-03-04.');
    expect(renewed('en', 2)).toBe('example.com renewed for 2 years; it now expires on 2028-03-04.');
    expect(renewed('es', 1)).toBe('example.com se ha renovado por 1 año; ahora caduca el 2028-03-04.');
    expect(renewed('es', 3)).toBe('example.com se ha renovado por 3 años; ahora caduca el 2028-03-04.');
    expect(renewed('ja', 1)).toBe('example.com を 1 年更新しました。新しい有効期限は 2028-03-04 です。');
    expect(renewed('ja', 5)).toBe('example.com を 5 年更新しました。新しい有効期限は 2028-03-04 です。');

    const waiting = (locale: string) => platformMessage(locale, 'unlock.waiting', { name: 'example.com', approver: 'Ana', until: '2026-11-25T17:02:00.000Z' });
    expect(waiting('en')).toBe('Unlocking example.com waits for approval by Ana; it stays locked until then (at most until 25 Nov 2026, 17:02 UTC).');
    expect(waiting('es')).toContain('(como mucho hasta el 2026-11-25 17:02 UTC)');
    expect(waiting('ja')).toContain('（最長で 2026-11-25 17:02 UTC まで）');
  });

  it('says a domain status in words of each language', () => {
    const refused = (locale: string) => platformMessage(locale, 'renew.notRenewable', { name: 'example.com', status: 'pending_delete' });
    expect(refused('en')).toBe('example.com cannot be renewed while it is pending deletion.');
    expect(refused('es')).toBe('example.com no se puede renovar mientras esté pendiente de eliminación.');
    expect(refused('ja')).toBe('example.com は「削除待ち」のため、更新できません。');
    // A status without words of its own reads as its code's words.
    expect(platformMessage('ja', 'authCode.notActive', { name: 'example.com', status: 'on_ice' })).toBe('example.com は「on ice」のため、移管コードは発行できません。');
  });
});
