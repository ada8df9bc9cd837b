/**
 * What the job engine itself says about an item (DESIGN.md section 13, bulk jobs), in the job's
 * language (en, es, ja; English otherwise): a record no longer there, an error, a starter who may
 * no longer act, and the approver's decision on an item that waited for it. The actions say
 * their own reasons (server/api/jobs/actions/).
 */
import { messageLocaleOf, type MessageLocale } from '../platform/platform-messages.ts';

const jobMessages = {
  not_found: {
    en: 'No such record in this account.',
    es: 'No existe ese registro en esta cuenta.',
    ja: 'このアカウントにそのレコードはありません。',
  },
  error: {
    en: 'Something went wrong; nothing was changed. Try again later.',
    es: 'Algo ha fallado; no se ha cambiado nada. Vuelva a intentarlo más tarde.',
    ja: '問題が発生したため、何も変更されていません。後でもう一度お試しください。',
  },
  no_permission: {
    en: '{username} may no longer do this in this account.',
    es: '{username} ya no puede hacer esto en esta cuenta.',
    ja: '{username} さんはこのアカウントでこの操作ができなくなりました。',
  },
  unknown_action: {
    en: 'This action is no longer offered.',
    es: 'Esta acción ya no se ofrece.',
    ja: 'この操作は提供されなくなりました。',
  },
  approval_rejected: {
    en: 'The approver rejected it.',
    es: 'El aprobador lo rechazó.',
    ja: '承認者が却下しました。',
  },
  approval_expired: {
    en: 'Its approval request expired without a decision.',
    es: 'Su solicitud de aprobación caducó sin decisión.',
    ja: '承認依頼は決定されないまま期限切れになりました。',
  },
  approval_cancelled: {
    en: 'Its approval request was cancelled.',
    es: 'Su solicitud de aprobación se canceló.',
    ja: '承認依頼は取り消されました。',
  },
  approval_not_applied: {
    en: 'Approved, but it could no longer be applied: {message}',
    es: 'Aprobado, pero ya no se pudo aplicar: {message}',
    ja: '承認されましたが、適用できませんでした: {message}',
  },
} as const satisfies Record<string, Readonly<Record<MessageLocale, string>>>;

export type JobMessageKey = keyof typeof jobMessages;

/** The message `key` in the job's language, its `{placeholders}` filled. */
export function jobMessage(locale: string, key: JobMessageKey, values: Readonly<Record<string, string | number>> = {}): string {
  const template: string = jobMessages[key][messageLocaleOf(locale)];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}
