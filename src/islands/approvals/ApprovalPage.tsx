/**
 * The public approval page (/approvals/{id}; DESIGN.md section 13, spec sections 2, 6 and 8):
 * opened from the approver's e-mail without signing in. It shows who asks, for which account
 * and domain, the exact change before and after, its cost and when the link expires; the
 * approver approves, or rejects after a confirmation, with an optional comment, and the page
 * then says what was decided and when. An expired, already decided, withdrawn or unknown link
 * says so on the page: the API's 404s under approvals never show the error screen.
 */
import { useEffect, useRef, useState } from 'react';
import { isAbortError } from '~/lib/data/errors';
import type { Resources } from '~/lib/i18n/english-text';
import { registerNamespace } from '~/lib/i18n/locale-store';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { decideApproval, fetchApproval, type Decision } from './approval-api';
import { isAlreadyDecided, publicIdOf, viewOfAnswer, viewOfFailure, type ApprovalView } from './approval-view';
import { ApprovalSummary, kindName } from './ApprovalSummary';
import { ChangeDiff } from './ChangeDiff';
import { absoluteTime, relativeTime } from './change-text';

interface ApprovalPageProps {
  /**
   * The page's English words (namespace `approvals`, without the staff screens' part), given at
   * build time so they travel in the page rather than in the script (the layout's JS budget).
   */
  words: Resources;
}

type Ended = { state: 'expired' } | { state: 'unknown' };

/**
 * The request as asked for: loading, answered, or failed. The page keeps this itself, with the
 * kit's look of the loading and error states, rather than through useData and the kit's state
 * components: those travel in the signed-in chunk, which this signed-out page must not load (its
 * layout's budget, DESIGN.md section 10).
 */
type Asked = { status: 'loading' } | { status: 'ready'; data: unknown } | { status: 'error'; error: unknown };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The icon and the words of each state the page can be in. */
const looks: Record<string, [icon: string, title: string, text: string]> = {
  expired: ['i-lucide-clock-alert text-amber-d2 dark:text-amber-l2', 'expiredTitle', 'expiredText'],
  unknown: ['i-lucide-link-2-off text-muted', 'unknownTitle', 'unknownText'],
  cancelled: ['i-lucide-ban text-muted', 'cancelledTitle', 'cancelledText'],
  approved: ['i-lucide-circle-check text-green-d2 dark:text-green-l2', 'approvedBefore', 'usedText'],
  rejected: ['i-lucide-circle-x text-red-d2 dark:text-red-l2', 'rejectedBefore', 'usedText'],
  decided: ['i-lucide-circle-check text-muted', 'decidedBefore', 'usedText'],
};

export default function ApprovalPage({ words }: ApprovalPageProps) {
  registerNamespace('approvals', words);
  const { t, language } = usePortalTranslation();
  const [publicId] = useState(() => (typeof location === 'undefined' ? undefined : publicIdOf(location.pathname)));
  const [asked, setAsked] = useState<Asked>({ status: 'loading' });
  /** Asking again: "Try again", a decision refused as already made, a page back from the browser's cache. */
  const [attempt, setAttempt] = useState(0);
  /** A decision's refusal that ends the page (the link expired or vanished meanwhile). */
  const [ended, setEnded] = useState<Ended>();
  /** Whether the answer shown is the one to this reader's own decision. */
  const [byReader, setByReader] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<Decision>();
  const [confirming, setConfirming] = useState(false);
  /** Once asked, Reject takes the focus back when the question goes (Go back, Escape, a failed rejection). */
  const [askedToReject, setAskedToReject] = useState(false);
  const [problem, setProblem] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (publicId === undefined) return;
    const controller = new AbortController();
    setAsked({ status: 'loading' });
    fetchApproval(publicId, controller.signal).then(
      (data) => setAsked({ status: 'ready', data }),
      // A request cancelled because the page was left stays loading; coming back asks again.
      (error: unknown) => isAbortError(error) || setAsked({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [publicId, attempt]);
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && setAttempt((count) => count + 1);
    addEventListener('pageshow', shown);
    return () => removeEventListener('pageshow', shown);
  }, []);
  // After the reader's own decision the outcome takes the focus, so it is read out at once.
  useEffect(() => {
    if (byReader) heading.current?.focus();
  }, [byReader, asked]);

  const failed = asked.status === 'error' ? viewOfFailure(asked.error) : undefined;
  if (publicId !== undefined && !ended && asked.status === 'loading') {
    return (
      <p role="status" className="m-0 flex min-h-28 items-center gap-2 p-4 text-muted" data-kit-loading>
        <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {t('approvals:loading')}
      </p>
    );
  }
  if (publicId !== undefined && !ended && asked.status === 'error' && !failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2" data-kit-error>
        <p className="m-0 font-semibold">{t('approvals:loadFailed')}</p>
        <p className="m-0 text-sm text-muted break-words">{messageOf(asked.error)}</p>
        <button type="button" className="btn-outline" onClick={() => setAttempt((count) => count + 1)}>
          <span className="i-lucide-rotate-cw" aria-hidden="true" />
          {t('approvals:retry')}
        </button>
      </div>
    );
  }
  const view: ApprovalView = publicId === undefined ? { state: 'unknown' } : ended ?? failed ?? viewOfAnswer(asked.status === 'ready' ? asked.data : undefined, byReader);

  const decide = async (decision: Decision) => {
    setBusy(decision);
    setProblem(undefined);
    try {
      const answer = await decideApproval(publicId!, decision, comment);
      setByReader(true);
      setAsked({ status: 'ready', data: answer });
    } catch (error) {
      if (isAbortError(error)) return;
      const refused = viewOfFailure(error);
      if (refused) setEnded(refused);
      else if (isAlreadyDecided(error)) {
        // Decided meanwhile (another tab, another approver): show that decision.
        setByReader(false);
        setAttempt((count) => count + 1);
      } else setProblem(t('approvals:page.decideFailed', { reason: messageOf(error) }));
    } finally {
      setBusy(undefined);
      setConfirming(false);
    }
  };

  const approval = 'approval' in view ? view.approval : undefined;
  const open = view.state === 'open';
  const state = view.state === 'decided' ? (approval!.status in looks ? approval!.status : 'decided') : view.state;
  const [icon, title, text] = looks[state] ?? ['', '', ''];
  const mine = view.state === 'decided' && view.byReader && (state === 'approved' || state === 'rejected');
  const when = (key: string, at: string) => t(key, { relative: relativeTime(at, language), when: absoluteTime(at, language) });

  return (
    <article className="flex flex-col gap-5" data-approval-state={state}>
      <header className="flex flex-col gap-2">
        <h1 ref={heading} tabIndex={-1} className="m-0 flex items-start gap-2 text-2xl outline-none">
          {!open && <span className={`${icon} mt-1 shrink-0`} aria-hidden="true" />}
          <span>{open ? kindName(approval!.kind, t) : t(`approvals:page.${mine ? `${state}ByReader` : title}`)}</span>
        </h1>
        {open ? (
          <>
            <p className="m-0">{approval!.requester ? t('approvals:page.askedBy', { name: approval!.requester }) : t('approvals:page.asked')}</p>
            {approval!.expiresAt && (
              <p className="m-0 flex items-center gap-2 text-sm" data-approval-expires>
                <span className="i-lucide-clock text-muted" aria-hidden="true" />
                {when('approvals:page.expiresIn', approval!.expiresAt)}
              </p>
            )}
          </>
        ) : (
          <p className="m-0" role={mine ? 'status' : undefined}>{t(`approvals:page.${mine ? `${state}Text` : text}`)}</p>
        )}
        {mine && state === 'approved' && approval!.outcome?.applied === false && (
          <p className="m-0 text-sm font-medium" role="status">{t('approvals:page.notApplied', { message: approval!.outcome.message })}</p>
        )}
        {!open && approval?.decidedAt && <p className="m-0 text-sm" data-approval-decided>{when('approvals:page.decidedAt', approval.decidedAt)}</p>}
        {!open && approval?.comment && (
          <figure className="m-0 flex flex-col gap-1 text-sm" data-approval-comment>
            <figcaption className="text-muted">{t('approvals:page.yourComment')}</figcaption>
            <blockquote className="m-0 border-0 border-l-4 border-solid border-line pl-3 whitespace-pre-wrap [overflow-wrap:anywhere]">{approval.comment}</blockquote>
          </figure>
        )}
      </header>
      {approval && <ApprovalSummary approval={approval} t={t} language={language} open={open} />}
      {approval && <ChangeDiff changes={approval.changes} t={t} language={language} />}
      {open && (
        <form className="flex flex-col gap-2 border-0 border-t border-solid border-line pt-4" aria-labelledby="approval-decision"
          onSubmit={(event) => { event.preventDefault(); void decide('approve'); }}>
          <h2 id="approval-decision" className="m-0 text-base font-semibold">{t('approvals:page.decision')}</h2>
          <p className="m-0 text-sm text-muted">{t('approvals:page.nothingYet')}</p>
          <label htmlFor="approval-comment" className="mt-1 text-sm font-medium">{t('approvals:page.comment')}</label>
          <textarea id="approval-comment" rows={3} maxLength={1000} value={comment} onChange={(event) => setComment(event.target.value)}
            aria-describedby="approval-comment-hint" className="input-box w-full px-3 py-2 text-base" disabled={busy !== undefined} />
          <p id="approval-comment-hint" className="m-0 text-xs text-muted">{t('approvals:page.commentHint')}</p>
          {problem && <p role="alert" className="m-0 text-sm text-red-d1 dark:text-red">{problem}</p>}
          {confirming ? (
            // Rejecting is asked again, in place: Escape or "Go back" (which has the focus) keeps the request open.
            <div role="group" aria-labelledby="reject-title" aria-describedby="reject-text" className="mt-1 flex flex-col gap-2 rounded-md border border-solid border-red p-3"
              onKeyDown={(event) => { if (event.key === 'Escape' && busy === undefined) setConfirming(false); }} data-reject-confirm>
              <p id="reject-title" className="m-0 font-semibold">{t('approvals:page.rejectTitle')}</p>
              <p id="reject-text" className="m-0 text-sm">{t('approvals:page.rejectText')}</p>
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn border-red bg-red text-white hover:bg-red-d1" disabled={busy !== undefined} aria-busy={busy === 'reject'} onClick={() => void decide('reject')}>
                  {t(busy === 'reject' ? 'approvals:page.rejecting' : 'approvals:page.reject')}
                </button>
                <button type="button" className="btn-outline" disabled={busy !== undefined} onClick={() => setConfirming(false)} autoFocus>{t('approvals:page.keep')}</button>
              </div>
            </div>
          ) : (
            <div className="mt-1 flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={busy !== undefined} aria-busy={busy === 'approve'}>
                <span className={busy ? 'i-lucide-loader-circle animate-spin motion-reduce:animate-none' : 'i-lucide-check'} aria-hidden="true" />
                {t(busy ? 'approvals:page.approving' : 'approvals:page.approve')}
              </button>
              <button type="button" className="btn-outline text-red-d2 dark:text-red-l2" disabled={busy !== undefined} onClick={() => { setConfirming(true); setAskedToReject(true); }} autoFocus={askedToReject}>
                <span className="i-lucide-x" aria-hidden="true" />
                {t('approvals:page.reject')}
              </button>
            </div>
          )}
        </form>
      )}
    </article>
  );
}
