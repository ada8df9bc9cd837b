/**
 * Starting a bulk job (DESIGN.md section 13, bulk jobs): the action's choices → "Check" (a dry
 * run over every record of that kind in the tray) → what would happen to each record, the
 * total per currency and, for DNS, every zone's plan and warnings → a confirm button that says
 * exactly what happens → the job starts and its page opens. "Retry the N failed" uses the same
 * dialog on a job's retry (dry run first too). A refusal is said in the dialog and nothing the
 * user chose is lost. The kit's dialog keeps focus inside and gives Cancel the first focus.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { withContext } from '~/lib/session/context-parameter';
import type { TrayResourceType } from '~/lib/schemas/tray-kinds';
import type { DryRun, Job, JobRequest } from '~/lib/tray/job-types';
import { jobsApi } from '~/lib/tray/jobs-api';
import { watchedJobs } from '~/lib/tray/job-watch';
import { actionLabel, jobTitle, recordsText, type Translate } from '~/lib/tray/job-words';
import { retryableCount } from '~/lib/tray/job-progress';
import { trayItemsApi } from '~/lib/tray/tray-items-api';
import { jobHref } from '~/lib/tray/tray-links';
import type { TrayAction } from '~/lib/tray/tray-actions';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { initialValues, readOptions, type OptionProblem } from './action-options';
import { ActionOptionsForm } from './ActionOptionsForm';
import { confirmLabel, zoneCount } from './dialog-words';
import { DryRunResult, warningKey } from './DryRunResult';
import { failureText, type FailureText } from './failure-text';

export type DialogSubject =
  | { kind: 'start'; action: TrayAction; type: TrayResourceType; count: number }
  | { kind: 'retry'; job: Job };

type Step = 'options' | 'reading' | 'checking' | 'checked' | 'starting';

interface ActionDialogProps {
  subject: DialogSubject;
  canSearchContacts: boolean;
  language: string;
  t: Translate;
  onClose(): void;
}

/** Opens a job's page, in the account the page acts in. */
export function openJob(id: number): void {
  const context = new URLSearchParams(location.search).get('context');
  location.assign(withContext(jobHref(id), context, location.origin) ?? jobHref(id));
}

/** The warnings of a dry run, each once by code: what the user acknowledged, sent back as `options.confirm`. */
function warningCodes(dryRun: DryRun): string[] {
  return [...new Set((dryRun.groups ?? []).flatMap((group) => group.warnings.map((warning) => warning.code)))];
}

function allAcknowledged(dryRun: DryRun, acknowledged: ReadonlySet<string>): boolean {
  return (dryRun.groups ?? []).every((group) => group.warnings.every((warning) => acknowledged.has(warningKey(group.key, warning.code))));
}

export function ActionDialog({ subject, canSearchContacts, language, t, onClose }: ActionDialogProps) {
  const id = useId();
  const action = subject.kind === 'start' ? subject.action : undefined;
  const resource = subject.kind === 'start' ? subject.action.resource : subject.job.resource;
  const actionName = subject.kind === 'start' ? subject.action.name : subject.job.action;
  const [step, setStep] = useState<Step>(subject.kind === 'start' ? 'options' : 'checking');
  const [values, setValues] = useState<Record<string, string>>(() => (action ? initialValues(action) : {}));
  const [problems, setProblems] = useState<Record<string, OptionProblem>>({});
  const [failure, setFailure] = useState<FailureText>();
  const [dryRun, setDryRun] = useState<DryRun>();
  /** The request the dry run checked: starting sends exactly it. */
  const [checked, setChecked] = useState<JobRequest>();
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set());
  const controller = useRef<AbortController>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const runDryRun = async (ask: (signal: AbortSignal) => Promise<DryRun>, request?: JobRequest) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setFailure(undefined);
    setStep('checking');
    try {
      const answer = await ask(own.signal);
      if (own.signal.aborted) return;
      setDryRun(answer);
      setChecked(request);
      setAcknowledged(new Set());
      setStep('checked');
    } catch (error) {
      if (own.signal.aborted) return;
      const said = failureText(error, t);
      if (!said) return;
      setFailure(said);
      setStep(subject.kind === 'start' ? 'options' : 'checked');
    }
  };

  // A retry has no choices: its dry run starts as the dialog opens.
  const retryId = subject.kind === 'retry' ? subject.job.id : undefined;
  useEffect(() => {
    if (retryId === undefined) return;
    void runDryRun((signal) => jobsApi.retryDryRun(retryId, signal));
    // Once per dialog: the dialog is mounted per subject.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [retryId]);

  // The answer is announced, and focus moves to it so the keyboard continues from there.
  useEffect(() => {
    if (step === 'checked') document.getElementById(`${id}-summary`)?.focus();
  }, [step, id]);

  const check = async () => {
    if (subject.kind !== 'start') return;
    const read = readOptions(subject.action, values);
    if (!read.ok) {
      setProblems(read.problems);
      // The first choice to fix gets the focus once its problem shows.
      requestAnimationFrame(() => {
        const form = document.querySelector(`[data-action-dialog-id="${id}"]`);
        form?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset:has([data-option-problem]) input')?.focus();
      });
      return;
    }
    setProblems({});
    setFailure(undefined);
    setStep('reading');
    let ids: number[];
    try {
      ids = await trayItemsApi.allRecordIds(subject.type);
    } catch (error) {
      setFailure(failureText(error, t));
      setStep('options');
      return;
    }
    if (ids.length === 0) {
      setFailure({ message: t('tray:dialog.nothingEligible'), details: [] });
      setStep('options');
      return;
    }
    const request: JobRequest = { action: subject.action.name, resource: subject.action.resource, ids, options: read.options };
    await runDryRun((signal) => jobsApi.dryRun(request, signal), request);
  };

  const start = async () => {
    if (!dryRun) return;
    setFailure(undefined);
    setStep('starting');
    try {
      let job: Job;
      if (subject.kind === 'retry') {
        job = await jobsApi.retryJob(subject.job.id);
      } else if (checked) {
        const codes = warningCodes(dryRun);
        job = await jobsApi.startJob({ ...checked, options: { ...checked.options, ...(codes.length > 0 ? { confirm: codes } : {}) } });
      } else {
        setStep('checked');
        return;
      }
      watchedJobs.add(job.id);
      openJob(job.id);
    } catch (error) {
      const said = failureText(error, t);
      setFailure(said);
      setStep('checked');
    }
  };

  const busy = step === 'reading' || step === 'checking' || step === 'starting';
  const title = subject.kind === 'start'
    ? t('tray:job.title', { action: actionLabel(t, resource, actionName), records: recordsText(t, resource, subject.count) })
    : t('tray:dialog.retryTitle', { count: retryableCount(subject.job) });
  const optionText = (kind: 'template' | 'field', value: string) =>
    t(kind === 'template' ? `tray:options.templates.${value}.name` : `tray:options.contactFields.${value}`);
  const label = step === 'options' || !dryRun
    ? t('tray:dialog.check')
    : confirmLabel(t, {
      resource, action: actionName, options: checked?.options ?? {}, eligible: dryRun.eligible_count, costs: dryRun.costs, zones: zoneCount(dryRun), language, optionText,
    });
  const busyLabel = t(step === 'reading' ? 'tray:dialog.reading' : step === 'starting' ? 'tray:dialog.starting' : 'tray:dialog.checking');
  const cannotStart = step === 'checked' && dryRun !== undefined && (dryRun.eligible_count === 0 || !allAcknowledged(dryRun, acknowledged));
  const confirm = () => {
    if (subject.kind === 'start' && step === 'options') void check();
    else if (dryRun) void start();
    else if (retryId !== undefined) void runDryRun((signal) => jobsApi.retryDryRun(retryId, signal));
  };

  return (
    <ConfirmDialog open title={title} confirmLabel={label} busyLabel={busyLabel} cancelLabel={t('tray:dialog.cancel')} busy={busy}
      confirmDisabled={cannotStart} wide danger={Boolean(action?.danger) && dryRun !== undefined}
      error={failure?.message} onConfirm={confirm} onClose={() => { if (!busy) onClose(); }}>
      <div className="flex min-w-0 flex-col gap-3" data-action-dialog={`${resource}:${actionName}`} data-action-dialog-id={id} data-step={step}>
        {subject.kind === 'start' ? (
          <p className="m-0">
            {t(`tray:actions.${resource}.${actionName}.description`)}{' '}
            <span className="text-muted">{t('tray:dialog.intro', { count: subject.count, action: actionLabel(t, resource, actionName) })}</span>
          </p>
        ) : (
          <p className="m-0">{t('tray:dialog.retryIntro', { title: jobTitle(t, subject.job) })}</p>
        )}
        {action?.asksApprover && (
          <p className="m-0 flex items-start gap-2 rounded-md border border-solid border-amber bg-amber-l5 px-3 py-2 text-amber-d3 dark:bg-amber-d4 dark:text-amber-l4">
            <span className="i-portal-material-change mt-0.5 shrink-0" aria-hidden="true" />
            {t('tray:dialog.approverNote')}
          </p>
        )}
        {action && (step === 'options' || step === 'reading' || (step === 'checking' && !dryRun)) && (
          <ActionOptionsForm action={action} values={values} problems={problems} canSearchContacts={canSearchContacts} idPrefix={id} disabled={busy} t={t}
            onChange={(name, value) => {
              setValues((current) => ({ ...current, [name]: value }));
              setProblems(({ [name]: _gone, ...rest }) => rest);
            }} />
        )}
        {dryRun && step !== 'options' && (
          <>
            <DryRunResult dryRun={dryRun} resource={resource} language={language} t={t} acknowledged={acknowledged} disabled={busy} idPrefix={id}
              onAcknowledge={(key, on) => setAcknowledged((current) => {
                const next = new Set(current);
                if (on) next.add(key);
                else next.delete(key);
                return next;
              })} />
            {step === 'checked' && !allAcknowledged(dryRun, acknowledged) && <p className="m-0 text-sm text-muted">{t('tray:dialog.confirmWarnings')}</p>}
            {subject.kind === 'start' && (
              <div>
                <button type="button" className="btn-outline px-2 py-1 text-xs" disabled={busy} onClick={() => { setStep('options'); setDryRun(undefined); setFailure(undefined); }} data-action-change>
                  <span className="i-lucide-arrow-left" aria-hidden="true" />
                  {t('tray:dialog.change')}
                </button>
              </div>
            )}
          </>
        )}
        {failure && failure.details.length > 0 && (
          <ul className="m-0 pl-5 text-sm text-red-d1 dark:text-red" data-action-problems>
            {failure.details.map((detail) => <li key={detail}>{detail}</li>)}
          </ul>
        )}
      </div>
    </ConfirmDialog>
  );
}
