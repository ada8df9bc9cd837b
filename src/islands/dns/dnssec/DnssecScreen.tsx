import { useState } from 'react';
import { HttpError } from '~/lib/data/errors';
import { failureOf } from '~/lib/data/data-request';
import { knownText } from '~/lib/formatting/known-text';
import { showSnackbar, successColor } from '~/lib/notifications/snackbar-store';
import { DataView } from '../../kit/DataView';
import { useData } from '../../kit/use-data';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import type { Zone } from '../zone-editor/zone-api';
import { DnssecActions } from './DnssecActions';
import { DnssecKeys } from './DnssecKeys';
import { DsRecords } from './DsRecords';
import { SigningState } from './SigningState';
import { StepList } from './StepList';
import { dnssecOf, runDnssecAction, type DnssecAction, type DnssecStep } from './dnssec-api';

/** One zone's DNSSEC: its state and actions, what the last action did, its keys and the DS at the registry. */
export function DnssecScreen({ zone, manages }: { zone: Zone; manages: boolean }) {
  const { t } = usePortalTranslation();
  const dnssec = useData(`dnssec:${zone.id}`, (signal) => dnssecOf(zone.id, signal), { isEmpty: () => false });
  const [busy, setBusy] = useState<DnssecAction | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [steps, setSteps] = useState<DnssecStep[] | null>(null);

  const run = async (request: DnssecAction): Promise<boolean> => {
    setBusy(request);
    setError(undefined);
    try {
      const { steps: taken, ...next } = await runDnssecAction(zone.id, request);
      dnssec.set(next);
      setSteps(taken);
      showSnackbar({ color: successColor, content: t(`dnssec:done.${request.action === 'rollover' ? `rollover${request.keyType}` : request.action}`) });
      return true;
    } catch (caught) {
      const body = caught instanceof HttpError && typeof caught.body === 'object' && caught.body !== null ? (caught.body as { code?: string; tld?: string; status?: string }) : {};
      const message = body.code ? knownText(t, `dnssec:errors.${body.code}`, { tld: body.tld, status: body.status, name: zone.name }) : undefined;
      setError(message ?? failureOf(caught).message);
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <DataView data={dnssec} failedTitle={t('dnssec:failed')}>
      {(current) => (
        <div className="flex flex-col gap-4 min-w-0" data-dnssec={current.state}>
          <section className="card flex flex-col gap-3 p-4" aria-labelledby="dnssec-state-title">
            <SigningState view={current} />
            {manages && <DnssecActions view={current} busy={busy} onRun={run} />}
            {error && <p role="alert" className="m-0 text-sm text-red-d1 dark:text-red-l2" data-dnssec-error>{error}</p>}
          </section>
          {steps && <StepList steps={steps} onClose={() => setSteps(null)} />}
          <DnssecKeys keys={current.keys} />
          <DsRecords view={current} />
        </div>
      )}
    </DataView>
  );
}
