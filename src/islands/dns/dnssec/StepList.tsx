import { usePortalTranslation } from '../../kit/use-portal-translation';
import type { DnssecStep } from './dnssec-api';

/** What the last action did, step by step, with the platform call that changed the registry. */
export function StepList({ steps, onClose }: { steps: readonly DnssecStep[]; onClose(): void }) {
  const { t } = usePortalTranslation();
  const text = (step: DnssecStep) => {
    const values = { type: step.key_type, tag: step.key_tag, state: step.state ? t(`dnssec:state.${step.state}`) : '', operation: step.operation };
    if (step.code === 'ds_removed' && step.key_tag === undefined) return t('dnssec:step.ds_removed_all', values);
    return t(`dnssec:step.${step.code}`, values);
  };
  return (
    <section className="card p-4" aria-labelledby="dnssec-steps-title" data-dnssec-steps>
      <div className="flex items-start justify-between gap-2">
        <h2 id="dnssec-steps-title" className="m-0 text-base font-semibold">{t('dnssec:step.title')}</h2>
        <button type="button" className="btn-icon p-1 text-muted" aria-label={t('dnssec:step.close')} onClick={onClose}>
          <span className="i-lucide-x" aria-hidden="true" />
        </button>
      </div>
      <ol className="m-0 mt-2 flex flex-col gap-1 pl-0 list-none text-sm">
        {steps.map((step, index) => (
          <li key={index} className="flex items-start gap-2" data-step={step.code}>
            <span className={`${step.code.startsWith('ds_') ? 'i-lucide-landmark' : step.code === 'state' ? 'i-lucide-flag' : 'i-lucide-key-round'} mt-0.5 shrink-0 text-muted`} aria-hidden="true" />
            <span>{text(step)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
