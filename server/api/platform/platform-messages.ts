/**
 * What a platform call says (`result.message`, the portal's toast) in the reader's language:
 * every message is a key with an English, Spanish and Japanese template. The route reads the
 * language from Accept-Language (`ja-JP` reads as `ja`); any other language gets English.
 *
 * Placeholders are `{name}`. Most take their value as it is; a few are formatted per language:
 * - `{status}`: a domain status (`pending_delete`), said as a word ("pending delete", "削除待ち");
 * - `{period}`: a number of years with its unit ("1 year", "2 años", "2 年");
 * - `{date}`: an ISO time as its day (YYYY-MM-DD);
 * - `{until}`: an ISO time to the minute ("25 Nov 2026, 17:02 UTC"; "2026-11-25 17:02 UTC").
 * The English is the wording the API always had: tests and the portal's e2e match it.
 */
import type { domainStatuses } from '../../../src/lib/schemas/domain.ts';
import { timeText } from '../approvals/approval-text.ts';

export const messageLocales = ['en', 'es', 'ja'] as const;
export type MessageLocale = (typeof messageLocales)[number];

type Templates = Readonly<Record<MessageLocale, string>>;

export const platformMessages = {
  'domain.external': {
    en: '{name} is managed at another registrar: registry actions are not available for it here.',
    es: '{name} se gestiona en otro registrador: aquí no tiene acciones de registro.',
    ja: '{name} は他のレジストラで管理されているため、ここではレジストリの操作はできません。',
  },
  'info.transferredOut': {
    en: '{name} is no longer registered through us.',
    es: '{name} ya no está registrado con nosotros.',
    ja: '{name} はもう当社で登録されていません。',
  },
  'info.answered': {
    en: 'Registry information for {name}.',
    es: 'Información del registro sobre {name}.',
    ja: '{name} についてのレジストリの情報です。',
  },
  'renew.notRenewable': {
    en: '{name} cannot be renewed while it is {status}.',
    es: '{name} no se puede renovar mientras esté {status}.',
    ja: '{name} は「{status}」のため、更新できません。',
  },
  'renew.periodOutOfRange': {
    en: '.{tld} renews for {min} to {max} years, not {years}.',
    es: '.{tld} se renueva por entre {min} y {max} años, no por {years}.',
    ja: '.{tld} の更新期間は {min}〜{max} 年です（{years} 年ではありません）。',
  },
  'renew.tooFarAhead': {
    en: '{name} cannot be registered more than {years} years ahead.',
    es: '{name} no puede quedar registrado más de {years} años por delante.',
    ja: '{name} は {years} 年より先まで登録することはできません。',
  },
  'renew.renewed': {
    en: '{name} renewed for {period}; it now expires on {date}.',
    es: '{name} se ha renovado por {period}; ahora caduca el {date}.',
    ja: '{name} を {period}更新しました。新しい有効期限は {date} です。',
  },
  'lock.unsupported': {
    en: 'The .{tld} registry offers no registry lock.',
    es: 'El registro de .{tld} no ofrece bloqueo de registro.',
    ja: '.{tld} のレジストリはレジストリロックを提供していません。',
  },
  'lock.alreadyLocked': {
    en: '{name} is already locked.',
    es: '{name} ya está bloqueado.',
    ja: '{name} はすでにロックされています。',
  },
  'lock.locked': {
    en: '{name} is now locked at the registry.',
    es: 'Se ha bloqueado {name} en el registro.',
    ja: '{name} をレジストリでロックしました。',
  },
  'unlock.alreadyUnlocked': {
    en: '{name} is already unlocked.',
    es: '{name} ya está desbloqueado.',
    ja: '{name} はすでにロックが解除されています。',
  },
  'unlock.alreadyWaiting': {
    en: 'Unlocking {name} already waits for approval by {approver} (until {until}).',
    es: 'El desbloqueo de {name} ya espera la aprobación de {approver} (hasta el {until}).',
    ja: '{name} のロック解除はすでに {approver} さんの承認を待っています（{until} まで）。',
  },
  'unlock.waiting': {
    en: 'Unlocking {name} waits for approval by {approver}; it stays locked until then (at most until {until}).',
    es: 'El desbloqueo de {name} espera la aprobación de {approver}; sigue bloqueado hasta entonces (como mucho hasta el {until}).',
    ja: '{name} のロック解除は {approver} さんの承認を待っています。それまではロックされたままです（最長で {until} まで）。',
  },
  'unlock.someApprover': {
    en: 'the approver',
    es: 'el aprobador',
    ja: '承認者',
  },
  'transferLock.finished': {
    en: '{name} is {status}; its transfer lock cannot change.',
    es: '{name} está {status}; su bloqueo de transferencia no puede cambiar.',
    ja: '{name} は「{status}」のため、移管ロックは変更できません。',
  },
  'transferLock.registryLocked': {
    en: '{name} is locked at the registry; unlock it before changing its transfer lock.',
    es: '{name} está bloqueado en el registro: desbloquéelo antes de cambiar su bloqueo de transferencia.',
    ja: '{name} はレジストリでロックされています。移管ロックを変更する前にロックを解除してください。',
  },
  'transferLock.alreadyOn': {
    en: 'The transfer lock of {name} is already on.',
    es: 'El bloqueo de transferencia de {name} ya está activado.',
    ja: '{name} の移管ロックはすでにオンです。',
  },
  'transferLock.alreadyOff': {
    en: 'The transfer lock of {name} is already off.',
    es: 'El bloqueo de transferencia de {name} ya está desactivado.',
    ja: '{name} の移管ロックはすでにオフです。',
  },
  'transferLock.nowOn': {
    en: 'The transfer lock of {name} is now on.',
    es: 'El bloqueo de transferencia de {name} está ahora activado.',
    ja: '{name} の移管ロックをオンにしました。',
  },
  'transferLock.nowOff': {
    en: 'The transfer lock of {name} is now off.',
    es: 'El bloqueo de transferencia de {name} está ahora desactivado.',
    ja: '{name} の移管ロックをオフにしました。',
  },
  'privacy.finished': {
    en: '{name} is {status}; its WHOIS privacy cannot change.',
    es: '{name} está {status}; su privacidad WHOIS no puede cambiar.',
    ja: '{name} は「{status}」のため、WHOIS プライバシーは変更できません。',
  },
  'privacy.unsupported': {
    en: 'The .{tld} registry allows no WHOIS privacy.',
    es: 'El registro de .{tld} no permite la privacidad WHOIS.',
    ja: '.{tld} のレジストリは WHOIS プライバシーを認めていません。',
  },
  'privacy.alreadyOn': {
    en: 'The WHOIS privacy of {name} is already on.',
    es: 'La privacidad WHOIS de {name} ya está activada.',
    ja: '{name} の WHOIS プライバシーはすでにオンです。',
  },
  'privacy.alreadyOff': {
    en: 'The WHOIS privacy of {name} is already off.',
    es: 'La privacidad WHOIS de {name} ya está desactivada.',
    ja: '{name} の WHOIS プライバシーはすでにオフです。',
  },
  'privacy.nowOn': {
    en: 'The WHOIS privacy of {name} is now on.',
    es: 'La privacidad WHOIS de {name} está ahora activada.',
    ja: '{name} の WHOIS プライバシーをオンにしました。',
  },
  'privacy.nowOff': {
    en: 'The WHOIS privacy of {name} is now off.',
    es: 'La privacidad WHOIS de {name} está ahora desactivada.',
    ja: '{name} の WHOIS プライバシーをオフにしました。',
  },
  'authCode.notActive': {
    en: 'No transfer code while {name} is {status}.',
    es: 'No hay código de transferencia mientras {name} esté {status}.',
    ja: '{name} は「{status}」のため、移管コードは発行できません。',
  },
  'authCode.registryLocked': {
    en: 'Unlock {name} at the registry before asking for a transfer code.',
    es: 'Desbloquee {name} en el registro antes de pedir un código de transferencia.',
    ja: '移管コードを依頼する前に、{name} のレジストリロックを解除してください。',
  },
  'authCode.issued': {
    en: 'A new transfer code for {name} was issued.',
    es: 'Se ha emitido un nuevo código de transferencia para {name}.',
    ja: '{name} の新しい移管コードを発行しました。',
  },
} as const satisfies Readonly<Record<string, Templates>>;

export type PlatformMessageKey = keyof typeof platformMessages;
export type MessageValues = Readonly<Record<string, string | number>>;

type DomainStatus = (typeof domainStatuses)[number];

/** A domain status as it reads inside a sentence ("while it is …", "… is in redemption; …"). */
const statusWords: Readonly<Record<MessageLocale, Readonly<Record<DomainStatus, string>>>> = {
  en: {
    active: 'active',
    pending: 'pending',
    pending_transfer: 'being transferred',
    expired: 'expired',
    redemption: 'in redemption',
    pending_delete: 'pending deletion',
    suspended: 'suspended',
    transferred_out: 'transferred out',
  },
  es: {
    active: 'activo',
    pending: 'pendiente',
    pending_transfer: 'pendiente de transferencia',
    expired: 'caducado',
    redemption: 'en periodo de redención',
    pending_delete: 'pendiente de eliminación',
    suspended: 'suspendido',
    transferred_out: 'transferido a otro registrador',
  },
  ja: {
    active: '有効',
    pending: '保留中',
    pending_transfer: '移管待ち',
    expired: '期限切れ',
    redemption: '償還期間中',
    pending_delete: '削除待ち',
    suspended: '停止中',
    transferred_out: '他社へ移管済み',
  },
};

/** `ja-JP` → `ja`; a language without templates → English. */
export function messageLocaleOf(locale: string | null | undefined): MessageLocale {
  const base = (locale ?? '').trim().slice(0, 2).toLowerCase();
  return (messageLocales as readonly string[]).includes(base) ? (base as MessageLocale) : 'en';
}

/** A domain status in the reader's language, as it reads inside a sentence; an unknown one as its code's words. */
export function domainStatusText(status: string, locale: MessageLocale): string {
  return (statusWords[locale] as Readonly<Record<string, string>>)[status] ?? status.replaceAll('_', ' ');
}

function periodText(years: number, locale: MessageLocale): string {
  if (locale === 'ja') return `${years} 年`;
  if (locale === 'es') return `${years} ${years === 1 ? 'año' : 'años'}`;
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

function untilText(iso: string, locale: MessageLocale): string {
  if (locale === 'en') return timeText(iso);
  const stamp = new Date(iso).toISOString();
  return `${stamp.slice(0, 10)} ${stamp.slice(11, 16)} UTC`;
}

function valueText(placeholder: string, value: string | number, locale: MessageLocale): string {
  switch (placeholder) {
    case 'status':
      return domainStatusText(String(value), locale);
    case 'period':
      return periodText(Number(value), locale);
    case 'date':
      return String(value).slice(0, 10);
    case 'until':
      return untilText(String(value), locale);
    default:
      return String(value);
  }
}

/** The placeholders of a template, in order: `{name} renewed for {period}` → ['name', 'period']. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** The message `key` in `locale` (any tag; English when the language has no templates), its placeholders filled. */
export function platformMessage(locale: string, key: PlatformMessageKey, values: MessageValues = {}): string {
  const language = messageLocaleOf(locale);
  const template: string = platformMessages[key][language];
  return template.replace(/\{(\w+)\}/g, (whole, placeholder: string) => {
    const value = values[placeholder];
    return value === undefined ? whole : valueText(placeholder, value, language);
  });
}

/** `platformMessage` bound to one reader's language, for an operation: `const say = messagesIn(context.locale)`. */
export function messagesIn(locale: string): (key: PlatformMessageKey, values?: MessageValues) => string {
  return (key, values) => platformMessage(locale, key, values);
}
