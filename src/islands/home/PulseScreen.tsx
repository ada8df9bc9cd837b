/**
 * `/pulse` (DESIGN.md section 14): what changed in a period — registrations, renewals, expiries,
 * DNS publishes, certificate issuances, new watch matches. The period is in the address
 * (`?period=week|7|30|custom&from=&to=`), so a reload shows the same; the kinds shown are the
 * reader's choice, saved in the profile's `pulse_configuration` (never in the browser's storage).
 * Counts per kind (each linking to its list where one list shows it), a chart of counts per day
 * with its table, and the timeline of events by day.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { loadPulse, loadPulseConfiguration, savePulseKinds } from '~/lib/dashboard/dashboard-api';
import type { DashboardPages } from '~/lib/dashboard/dashboard-pages';
import type { PulseData, PulseKind } from '~/lib/dashboard/dashboard-types';
import { chosenKinds, shownKinds, toggledKinds, withKinds, type PulseConfiguration } from '~/lib/dashboard/pulse-kinds';
import { readPulsePeriod, writePulsePeriod, type PulsePeriod } from '~/lib/dashboard/pulse-period';
import { formatDate } from '~/lib/formatting/format';
import { can } from '~/lib/permissions/can';
import { $portalView } from '~/lib/session/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { DataView } from '../kit/DataView';
import { useData } from '../kit/use-data';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { DashboardPagesContext } from './dashboard-pages-context';
import { PulseChart } from './PulseChart';
import { PulseKindToggles } from './PulseKindToggles';
import { PulsePeriodPicker } from './PulsePeriodPicker';
import { PulseTimeline } from './PulseTimeline';
import './home-words';

const never = () => false;

export default function PulseScreen({ pages }: { pages: DashboardPages }) {
  const { t, language } = usePortalTranslation();
  const user = useStore($user);
  const view = useStore($portalView);
  const may = (permission: string) => can(user, view, permission);
  const [period, setPeriod] = useState<PulsePeriod>(() => readPulsePeriod(new URLSearchParams(typeof location === 'undefined' ? '' : location.search), Date.now()));
  const configuration = useData(user ? `pulse-configuration:${user.id}` : null, loadPulseConfiguration, { isEmpty: never });
  // The days and events of the kinds shown only (the counts are always of every kind): asked once the configuration is read.
  const chosen = configuration.status === 'ready' ? chosenKinds(configuration.data) : undefined;
  const pulseKey = user && configuration.status === 'ready' ? `pulse:${period.from}:${period.to}:${chosen ? chosen.join(',') : '*'}` : null;
  const pulse = useData(pulseKey, (signal) => loadPulse(period, chosen, signal), { isEmpty: never });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();

  const choosePeriod = (next: PulsePeriod) => {
    setPeriod(next);
    const search = writePulsePeriod(next, new URLSearchParams(location.search)).toString();
    history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  };

  const toggle = async (current: PulseConfiguration, available: readonly PulseKind[], kind: PulseKind, on: boolean) => {
    const before = current;
    const kinds = toggledKinds(shownKinds(current, available), kind, on);
    configuration.set(withKinds(current, kinds));
    setProblem(undefined);
    setSaving(true);
    try {
      configuration.set(await savePulseKinds(current, kinds));
    } catch (error) {
      configuration.set(before);
      setProblem(t('home:pulse.saveFailed', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setSaving(false);
    }
  };

  const content = (data: PulseData, stored: PulseConfiguration) => {
    const available = data.kinds.map((entry) => entry.kind);
    const shown = shownKinds(stored, available);
    return (
      <>
        <PulseKindToggles kinds={data.kinds} shown={shown} saving={saving} problem={problem} may={may} language={language} t={t}
          onToggle={(kind, on) => void toggle(stored, available, kind, on)} />
        <PulseChart pulse={data} shown={shown} language={language} t={t} />
        <PulseTimeline pulse={data} shown={shown} language={language} t={t} />
      </>
    );
  };

  return (
    <DashboardPagesContext.Provider value={pages}>
      <div className="flex min-w-0 flex-col gap-6" data-pulse data-from={period.from} data-to={period.to}>
        <PulsePeriodPicker period={period} onChange={choosePeriod} t={t} />
        <p className="m-0 text-sm text-muted" aria-live="polite" data-pulse-showing>
          {t('home:pulse.showing', { from: formatDate(period.from, language), to: formatDate(period.to, language) })}
        </p>
        <DataView data={configuration} loadingLabel={t('home:pulse.loading')} failedTitle={t('home:pulse.configurationFailed')}>
          {(stored) => (
            // While another period or choice of kinds loads, the last answer stays, marked busy.
            pulse.status === 'loading' && pulse.data ? (
              <div className="flex min-w-0 flex-col gap-6 opacity-70" aria-busy="true">{content(pulse.data, stored)}</div>
            ) : (
              <DataView data={pulse} loadingLabel={t('home:pulse.loading')} failedTitle={t('home:pulse.failed')}>
                {(data) => content(data, stored)}
              </DataView>
            )
          )}
        </DataView>
      </div>
    </DashboardPagesContext.Provider>
  );
}
