/**
 * The dashboards' calls (through the data provider, src/lib/data): the home page, the pulse of a
 * period, the invoicing overview, and the pulse's chosen kinds in the profile (GET and PATCH
 * /profile: spec section 3, `pulse_configuration` is never stored locally).
 */
import { call } from '../data/index.ts';
import { $pulseConfiguration } from '../session/user-store.ts';
import type { HomeData, PulseData, PulseKind, SpendData } from './dashboard-types.ts';
import { withKinds, type PulseConfiguration } from './pulse-kinds.ts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export async function loadHome(signal?: AbortSignal): Promise<HomeData> {
  return (await call<{ data: HomeData }>('GET', 'home', withSignal(signal))).data;
}

/** `kinds`: the kinds whose days and events are asked for (undefined: every kind). */
export async function loadPulse(period: { from: string; to: string }, kinds: readonly PulseKind[] | undefined, signal?: AbortSignal): Promise<PulseData> {
  const query = { from: period.from, to: period.to, ...(kinds ? { kinds: kinds.join(',') } : {}) };
  return (await call<{ data: PulseData }>('GET', 'pulse', { query, ...withSignal(signal) })).data;
}

export async function loadSpend(months: number, signal?: AbortSignal): Promise<SpendData> {
  return (await call<{ data: SpendData }>('GET', 'spend', { query: { months: String(months) }, ...withSignal(signal) })).data;
}

/** The profile's pulse configuration, read from the API (a reload forgets the one in memory). */
export async function loadPulseConfiguration(signal?: AbortSignal): Promise<PulseConfiguration> {
  const profile = await call<{ pulse_configuration?: unknown }>('GET', 'profile', { scope: 'root', ...withSignal(signal) });
  const configuration = profile.pulse_configuration;
  $pulseConfiguration.set(configuration);
  return configuration && typeof configuration === 'object' && !Array.isArray(configuration) ? (configuration as PulseConfiguration) : {};
}

/** Stores the chosen kinds in the profile; answers the configuration as stored. */
export async function savePulseKinds(configuration: PulseConfiguration, kinds: readonly PulseKind[]): Promise<PulseConfiguration> {
  const profile = await call<{ pulse_configuration?: PulseConfiguration }>('PATCH', 'profile', { scope: 'root', body: { pulse_configuration: withKinds(configuration, kinds) } });
  $pulseConfiguration.set(profile.pulse_configuration);
  return profile.pulse_configuration ?? withKinds(configuration, kinds);
}
