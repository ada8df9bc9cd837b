import type { PublicApproval } from './approval-view';
import { absoluteTime, humanName, knownWord, moneyText, relativeTime } from './change-text';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** A kind of request in words (`registrant_change` → "Change of registrant"). */
export function kindName(kind: string, t: Translate): string {
  return knownWord(t, `approvals:kinds.${kind}`) ?? humanName(kind);
}

export function statusName(status: string, t: Translate): string {
  return knownWord(t, `approvals:status.${status}`) ?? humanName(status);
}

/** A moment with how long ago or ahead it is: "5 Jun 2026, 14:00 CEST (in 2 days)". */
export function momentText(value: string, t: Translate, language: string): string {
  return t('approvals:summary.when', { when: absoluteTime(value, language), relative: relativeTime(value, language) });
}

interface ApprovalSummaryProps {
  approval: PublicApproval;
  t: Translate;
  language: string;
  /** Whether the request still waits for a decision (the page says its expiry; it has no status or decision yet). */
  open: boolean;
}

/** Who asks, for which account and domain, what kind of change, what it costs, when it was asked and decided. */
export function ApprovalSummary({ approval, t, language, open }: ApprovalSummaryProps) {
  const moment = (at: string | null) => at && momentText(at, t, language);
  const rows: [key: string, value: string | null][] = [
    ['requester', approval.requester],
    ['account', approval.account],
    ['domain', approval.domain],
    ['kind', kindName(approval.kind, t)],
    ['cost', approval.amount !== null && approval.currency ? moneyText(approval.amount, approval.currency, language) : null],
    ['requested', moment(approval.requestedAt)],
    ['status', open ? null : statusName(approval.status, t)],
    ['decided', open ? null : moment(approval.decidedAt)],
  ];
  return (
    <section className="flex flex-col gap-2" aria-labelledby="approval-summary" data-approval-summary>
      <h2 id="approval-summary" className="m-0 text-base font-semibold">{t('approvals:summary.heading')}</h2>
      <dl className="m-0 grid grid-cols-[minmax(7rem,max-content)_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.filter(([, value]) => value).map(([key, value]) => (
          <div key={key} className="contents" data-summary={key}>
            <dt className="text-muted">{t(`approvals:summary.${key}`)}</dt>
            <dd className="m-0 min-w-0 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
