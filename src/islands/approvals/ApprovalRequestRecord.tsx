/**
 * An approval request's record (/domains/approval-requests/{id}; DESIGN.md section 13): its state
 * as the public page says it (an expired link reads "Expired"), the records it is about linked
 * to their pages, the change as before → after, and, while it waits for its approver, Resend
 * and Cancel (with a confirmation) instead of editing the status by hand: the declaration makes
 * approval requests read-only, so only the approver's decision or these two actions move them.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { HttpError, isAbortError } from '~/lib/data/errors';
import { failureOf } from '~/lib/data/data-request';
import type { Resources } from '~/lib/i18n/english-text';
import { registerNamespace } from '~/lib/i18n/locale-store';
import { errorColor, showSnackbar, successColor } from '~/lib/notifications/snackbar-store';
import { can } from '~/lib/permissions/can';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { $portalView } from '~/lib/session/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { ErrorState } from '../kit/ErrorState';
import { LoadingState } from '../kit/LoadingState';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { FieldValue } from '../kit/values/FieldValue';
import { columnFor } from '../resources/detail/field-display';
import { recordAddress } from '../resources/detail/record-address';
import { useRecord } from '../resources/detail/use-record';
import '../resources/detail/record-words';
import { cancelApprovalRequest, resendApprovalRequest, resendIntervalSeconds } from './request-api';
import { ChangeDiff } from './ChangeDiff';
import { momentText } from './ApprovalSummary';
import { askedBy, isWaiting, relatedRecords, requestStatus } from './request-record';
import './approval-words';

interface ApprovalRequestRecordProps {
  declaration: ResourceDeclaration;
  /** The record route's pattern (`/domains/approval-requests/{id}`). */
  routePattern: string;
  /** English labels of the declaration (namespace `resources`), computed at build time. */
  englishResources: Resources;
}

type Action = 'resend' | 'cancel';

/** A refusal because the request no longer waits (409 not_pending): it was decided, cancelled or expired meanwhile. */
const notPending = (error: unknown) => error instanceof HttpError && error.status === 409;

export default function ApprovalRequestRecord({ declaration, routePattern, englishResources }: ApprovalRequestRecordProps) {
  registerNamespace('resources', englishResources);
  const { t, language } = usePortalTranslation();
  const user = useStore($user);
  const view = useStore($portalView);
  const address = useMemo(
    () => recordAddress(declaration, routePattern, typeof location === 'undefined' ? routePattern : location.pathname),
    [declaration, routePattern],
  );
  const state = useRecord(declaration, address);
  const [busy, setBusy] = useState<Action>();
  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<string>();
  const [reason, setReason] = useState('');
  // The API mails one request at most once a minute (it answers 429, the error screen, sooner).
  const [justResent, setJustResent] = useState(false);
  useEffect(() => {
    if (!justResent) return;
    const timer = setTimeout(() => setJustResent(false), resendIntervalSeconds * 1000);
    return () => clearTimeout(timer);
  }, [justResent]);

  if (state.status === 'error') return <ErrorState failure={state.failure} retry={state.retry} title={t('records:loadFailed')} />;
  if (!state.data) return <LoadingState />;

  const record = state.data;
  const status = requestStatus(record);
  // Those who manage approvals, and whoever asked, may resend or cancel a waiting request (as the API allows).
  const actionable = (can(user, view, declaration.permissions.manage) || askedBy(record, user?.id)) && isWaiting(record);

  const run = async (action: Action) => {
    setBusy(action);
    setCancelError(undefined);
    try {
      if (action === 'resend') {
        await resendApprovalRequest(String(record.id));
        setJustResent(true);
        showSnackbar({ content: t('approvals:record.resent'), color: successColor });
      } else {
        const answer = await cancelApprovalRequest(String(record.id), reason);
        setConfirming(false);
        setReason('');
        showSnackbar({ content: t('approvals:record.cancelled'), color: successColor });
        // The API answers the record as it now stands; anything else is asked for again.
        if (typeof answer === 'object' && answer !== null && 'status' in answer) state.set({ ...record, ...(answer as Record<string, unknown>) });
        else state.retry();
      }
    } catch (error) {
      if (isAbortError(error)) return;
      if (notPending(error)) {
        setConfirming(false);
        showSnackbar({ content: t('approvals:record.notPending'), color: errorColor });
        state.retry();
        return;
      }
      const message = t('approvals:record.failed', { reason: failureOf(error).message });
      if (action === 'cancel') setCancelError(message);
      else showSnackbar({ content: message, color: errorColor });
    } finally {
      setBusy(undefined);
    }
  };

  const value = (field: string) => <FieldValue column={columnFor(declaration, field)} record={{ ...record, status }} language={language} t={t} place="block" />;
  const moment = (field: string) => (typeof record[field] === 'string' ? momentText(record[field], t, language) : t('resources:empty'));
  const label = (field: string) => t(columnFor(declaration, field).label);

  const related = relatedRecords(record).map((item): [string, string, ReactNode] => {
    const text = item.kind === 'order' ? t('approvals:summary.orderNumber', { id: item.id }) : item.name ?? `#${item.id}`;
    const key = item.kind === 'order' ? 'order' : item.kind === 'domain' ? 'domain' : 'contact';
    return [key, t(`approvals:summary.${key}`), <a href={item.href} className="focus-ring [overflow-wrap:anywhere]" data-related={item.kind}>{text}</a>];
  });
  const general: [string, string, ReactNode][] = [
    ['kind', label('kind'), value('kind')],
    ['status', label('status'), value('status')],
    ...related,
    ['requested_by_name', label('requested_by_name'), value('requested_by_name')],
    // A cost only where the change has one (an order, a renewal's price): no empty row for the others.
    ...(typeof record.amount === 'number' ? [['amount', label('amount'), value('amount')] as [string, string, ReactNode]] : []),
    ['created_at', label('created_at'), moment('created_at')],
  ];
  const approver: [string, string, ReactNode][] = [
    ['approver_name', label('approver_name'), value('approver_name')],
    ['approver_email', label('approver_email'), value('approver_email')],
    ['expires_at', label('expires_at'), moment('expires_at')],
    ['decided_at', label('decided_at'), record.decided_at ? moment('decided_at') : t('resources:empty')],
    ['decision_comment', label('decision_comment'), value('decision_comment')],
  ];

  return (
    <div className="flex flex-col gap-4" data-approval-request={status}>
      {actionable && (
        <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t('approvals:record.actions')}>
          <button type="button" className="btn-outline" disabled={busy !== undefined || justResent} aria-busy={busy === 'resend'} onClick={() => void run('resend')} data-resend>
            <span className={busy === 'resend' ? 'i-lucide-loader-circle animate-spin motion-reduce:animate-none' : 'i-lucide-send'} aria-hidden="true" />
            {busy === 'resend' ? t('approvals:record.resending') : t('approvals:record.resend')}
          </button>
          <button type="button" className="btn-outline text-red-d2 dark:text-red-l2" disabled={busy !== undefined} onClick={() => setConfirming(true)} data-cancel-request>
            <span className="i-lucide-ban" aria-hidden="true" />
            {t('approvals:record.cancel')}
          </button>
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Section id="general" title={t('resources:sections.general')} rows={general} />
        <Section id="approver" title={t('resources:sections.approver')} rows={approver} />
      </div>
      <div className="card p-4 min-w-0">
        <ChangeDiff changes={record.changes} t={t} language={language} />
      </div>
      <ConfirmDialog open={confirming} title={t('approvals:record.cancelTitle')} confirmLabel={t('approvals:record.cancel')} busyLabel={t('approvals:record.cancelling')}
        cancelLabel={t('approvals:record.keep')} busy={busy === 'cancel'} error={cancelError} danger
        onConfirm={() => void run('cancel')} onClose={() => { setConfirming(false); setCancelError(undefined); }}>
        <p className="m-0">{t('approvals:record.cancelText')}</p>
        <div className="mt-3 flex flex-col gap-1">
          <label htmlFor="cancel-reason" className="font-medium">{t('approvals:record.cancelComment')}</label>
          <textarea id="cancel-reason" rows={2} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)}
            aria-describedby="cancel-reason-hint" className="input-box w-full px-3 py-2 text-base" disabled={busy === 'cancel'} />
          <p id="cancel-reason-hint" className="m-0 text-xs text-muted">{t('approvals:record.cancelCommentHint')}</p>
        </div>
      </ConfirmDialog>
    </div>
  );
}

function Section({ id, title, rows }: { id: string; title: string; rows: readonly [string, string, ReactNode][] }) {
  return (
    <section className="card p-4" aria-labelledby={`section-${id}`}>
      <h2 id={`section-${id}`} className="m-0 mb-3 text-base font-semibold">{title}</h2>
      <dl className="m-0 grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([field, name, shown]) => (
          <div key={field} className="contents" data-field={field}>
            <dt className="text-muted">{name}</dt>
            <dd className="m-0 min-w-0 break-words whitespace-pre-wrap">{shown}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
