/**
 * What a bulk job says about an item (DESIGN.md section 13, bulk jobs): why it is not eligible,
 * why it failed, what it waits for — in the job's language (en, es, ja; English otherwise), like
 * the platform operations' messages (platform/platform-messages.ts), whose templates are reused
 * where they say the same thing: `say('renew.notRenewable', …)` reads either catalogue.
 *
 * Placeholders are `{name}`; `{status}` (a domain's or a certificate's), `{period}`, `{date}`
 * and `{until}` are formatted per language, the rest are taken as they are.
 */
import { timeText } from '../../approvals/approval-text.ts';
import { domainStatusText, messageLocaleOf, platformMessage, type MessageLocale, type MessageValues, type PlatformMessageKey } from '../../platform/platform-messages.ts';

type Templates = Readonly<Record<MessageLocale, string>>;

export const actionMessages = {
  // As the job engine says it of an id no action answered (server/api/jobs/job-messages.ts).
  notFound: {
    en: 'No such record in this account.',
    es: 'No existe ese registro en esta cuenta.',
    ja: 'このアカウントにそのレコードはありません。',
  },
  'renew.deletionWaiting': {
    en: 'The deletion of {name} waits for approval: it is not renewed.',
    es: 'La eliminación de {name} espera aprobación: no se renueva.',
    ja: '{name} の削除が承認待ちのため、更新しません。',
  },
  'renew.note': {
    en: '{period}; expires on {date} afterwards.',
    es: '{period}; después caduca el {date}.',
    ja: '{period}。更新後の有効期限は {date} です。',
  },
  'lock.finished': {
    en: '{name} is {status}; its registry lock cannot change.',
    es: '{name} está {status}; su bloqueo de registro no puede cambiar.',
    ja: '{name} は「{status}」のため、レジストリロックは変更できません。',
  },
  'nameservers.finished': {
    en: '{name} is {status}; its name servers cannot change.',
    es: '{name} está {status}; sus servidores de nombres no pueden cambiar.',
    ja: '{name} は「{status}」のため、ネームサーバーは変更できません。',
  },
  'nameservers.registryLocked': {
    en: '{name} is locked at the registry; unlock it before changing its name servers.',
    es: '{name} está bloqueado en el registro: desbloquéelo antes de cambiar sus servidores de nombres.',
    ja: '{name} はレジストリでロックされています。ネームサーバーを変更する前にロックを解除してください。',
  },
  'nameservers.unchanged': {
    en: '{name} already uses these name servers.',
    es: '{name} ya usa estos servidores de nombres.',
    ja: '{name} はすでにこれらのネームサーバーを使っています。',
  },
  'nameservers.changed': {
    en: 'The name servers of {name} are now {nameservers}.',
    es: 'Los servidores de nombres de {name} son ahora {nameservers}.',
    ja: '{name} のネームサーバーを {nameservers} に変更しました。',
  },
  'contacts.external': {
    en: '{name} is managed at another registrar; change its contacts there.',
    es: '{name} se gestiona en otro registrador; cambie allí sus contactos.',
    ja: '{name} は他のレジストラで管理されています。連絡先はそちらで変更してください。',
  },
  'contacts.finished': {
    en: '{name} is {status}; its contacts cannot change.',
    es: '{name} está {status}; sus contactos no pueden cambiar.',
    ja: '{name} は「{status}」のため、連絡先は変更できません。',
  },
  'contacts.contactNotFound': {
    en: 'Contact {contact} is not in the account of {name}.',
    es: 'El contacto {contact} no está en la cuenta de {name}.',
    ja: '連絡先 {contact} は {name} のアカウントにありません。',
  },
  'contacts.registrantWaiting': {
    en: 'A registrant change of {name} already waits for approval.',
    es: 'Un cambio de titular de {name} ya espera aprobación.',
    ja: '{name} の登録者の変更はすでに承認を待っています。',
  },
  'contacts.unchanged': {
    en: '{name} already has these contacts.',
    es: '{name} ya tiene estos contactos.',
    ja: '{name} はすでにこれらの連絡先になっています。',
  },
  'contacts.waiting': {
    en: 'The new registrant of {name} waits for approval by {approver} (at most until {until}).',
    es: 'El nuevo titular de {name} espera la aprobación de {approver} (como mucho hasta el {until}).',
    ja: '{name} の新しい登録者は {approver} さんの承認を待っています（最長で {until} まで）。',
  },
  'zone.none': {
    en: '{name} has no DNS zone here.',
    es: '{name} no tiene zona DNS aquí.',
    ja: '{name} にはここで管理している DNS ゾーンがありません。',
  },
  'zone.draftNotEmpty': {
    en: 'Your draft of {zone} holds {count} unpublished changes: publish or discard it first.',
    es: 'Su borrador de {zone} tiene {count} cambios sin publicar: publíquelo o descártelo primero.',
    ja: '{zone} の下書きに未公開の変更が {count} 件あります。先に公開するか破棄してください。',
  },
  'zone.problems': {
    en: 'The change would break a rule of {zone}: {problems}',
    es: 'El cambio rompería una regla de {zone}: {problems}',
    ja: 'この変更は {zone} のルールに反します：{problems}',
  },
  'zone.unconfirmed': {
    en: 'Publishing {zone} needs a confirmation the job was not given: {warnings}',
    es: 'Publicar {zone} necesita una confirmación que el trabajo no recibió: {warnings}',
    ja: '{zone} の公開には、このジョブで確認されていない承認が必要です：{warnings}',
  },
  'zone.publishFailed': {
    en: '{zone} could not be published: {message}',
    es: 'No se pudo publicar {zone}: {message}',
    ja: '{zone} を公開できませんでした：{message}',
  },
  'zone.published': {
    en: '{zone} published (serial {serial}).',
    es: '{zone} publicada (serie {serial}).',
    ja: '{zone} を公開しました（シリアル {serial}）。',
  },
  'template.unchanged': {
    en: '{zone} already holds the records of this template.',
    es: '{zone} ya tiene los registros de esta plantilla.',
    ja: '{zone} にはすでにこのテンプレートのレコードがあります。',
  },
  'template.note': {
    en: '{create} records to add, {delete} to remove.',
    es: '{create} registros que añadir, {delete} que quitar.',
    ja: '追加するレコード {create} 件、削除するレコード {delete} 件。',
  },
  'record.protectedSoa': {
    en: 'The SOA record at the apex of {zone} cannot be deleted.',
    es: 'El registro SOA del ápice de {zone} no se puede eliminar.',
    ja: '{zone} の頂点の SOA レコードは削除できません。',
  },
  'record.protectedNs': {
    en: 'The last NS records at the apex of {zone} cannot be deleted.',
    es: 'Los últimos registros NS del ápice de {zone} no se pueden eliminar.',
    ja: '{zone} の頂点に残る最後の NS レコードは削除できません。',
  },
  'record.ttlUnchanged': {
    en: 'The record already has a TTL of {ttl} seconds.',
    es: 'El registro ya tiene un TTL de {ttl} segundos.',
    ja: 'このレコードの TTL はすでに {ttl} 秒です。',
  },
  'ssl.status': {
    en: 'The certificate {name} is {status}: only an issued or expired certificate renews.',
    es: 'El certificado {name} está {status}: solo se renueva un certificado emitido o caducado.',
    ja: '証明書 {name} は「{status}」です。更新できるのは発行済みまたは期限切れの証明書だけです。',
  },
  'ssl.noProduct': {
    en: 'The certificate {name} names no product to renew.',
    es: 'El certificado {name} no indica ningún producto que renovar.',
    ja: '証明書 {name} には更新する商品がありません。',
  },
  'ssl.renewalPending': {
    en: 'A renewal of {name} is already ordered ({reference}).',
    es: 'Ya se ha pedido una renovación de {name} ({reference}).',
    ja: '{name} の更新はすでに注文されています（{reference}）。',
  },
  'ssl.ordered': {
    en: 'Renewal of {name} ordered ({reference}).',
    es: 'Renovación de {name} pedida ({reference}).',
    ja: '{name} の更新を注文しました（{reference}）。',
  },
  'contact.unchanged': {
    en: '{name} already has this value in {field}.',
    es: '{name} ya tiene este valor en {field}.',
    ja: '{name} の {field} はすでにこの値です。',
  },
} as const satisfies Readonly<Record<string, Templates>>;

export type ActionMessageKey = keyof typeof actionMessages;
export type ReasonKey = ActionMessageKey | PlatformMessageKey;
export type Say = (key: ReasonKey, values?: MessageValues) => string;

/** A certificate's statuses said inside a sentence; a domain's are the platform messages' (domainStatusText). */
const certificateStatusWords: Readonly<Record<Exclude<MessageLocale, 'en'>, Readonly<Record<string, string>>>> = {
  es: {
    requested: 'solicitado', pending_validation: 'pendiente de validación', pending_issuance: 'pendiente de emisión', issued: 'emitido',
    revoked: 'revocado', cancelled: 'cancelado', rejected: 'rechazado',
  },
  ja: {
    requested: '申請済み', pending_validation: '認証待ち', pending_issuance: '発行待ち',
    issued: '発行済み', revoked: '失効', cancelled: 'キャンセル', rejected: '却下',
  },
};

function valueText(placeholder: string, value: string | number, locale: MessageLocale): string {
  switch (placeholder) {
    case 'status':
      return (locale === 'en' ? undefined : certificateStatusWords[locale][String(value)]) ?? domainStatusText(String(value), locale);
    case 'period': {
      const years = Number(value);
      if (locale === 'ja') return `${years} 年`;
      if (locale === 'es') return `${years} ${years === 1 ? 'año' : 'años'}`;
      return `${years} ${years === 1 ? 'year' : 'years'}`;
    }
    case 'date':
      return String(value).slice(0, 10);
    case 'until': {
      if (locale === 'en') return timeText(String(value));
      const stamp = new Date(String(value)).toISOString();
      return `${stamp.slice(0, 10)} ${stamp.slice(11, 16)} UTC`;
    }
    default:
      return String(value);
  }
}

function isActionMessage(key: string): key is ActionMessageKey {
  return Object.hasOwn(actionMessages, key);
}

/** The message `key` (a job's or a platform operation's) in `locale`, its placeholders filled. */
export function actionMessage(locale: string, key: ReasonKey, values: MessageValues = {}): string {
  if (!isActionMessage(key)) return platformMessage(locale, key, values);
  const language = messageLocaleOf(locale);
  const template: string = actionMessages[key][language];
  return template.replace(/\{(\w+)\}/g, (whole, placeholder: string) => {
    const value = values[placeholder];
    return value === undefined ? whole : valueText(placeholder, value, language);
  });
}

/** `actionMessage` bound to the job's language: `const say = sayIn(context.locale)`. */
export function sayIn(locale: string): Say {
  return (key, values) => actionMessage(locale, key, values);
}
