/**
 * Which pulse kinds the reader shows (pure), kept in the profile's `pulse_configuration`
 * (spec section 3: never stored locally) as `{ kinds: [...] }` beside whatever else it holds.
 * Without a choice every kind shows.
 */
import { pulseKinds, type PulseKind } from './dashboard-types.ts';

export type PulseConfiguration = Record<string, unknown>;

const isKind = (value: unknown): value is PulseKind => (pulseKinds as readonly unknown[]).includes(value);

/** The chosen kinds, in the pulse's order; undefined when the configuration chooses none. */
export function chosenKinds(configuration: unknown): PulseKind[] | undefined {
  if (!configuration || typeof configuration !== 'object' || Array.isArray(configuration)) return undefined;
  const kinds = (configuration as PulseConfiguration).kinds;
  if (!Array.isArray(kinds)) return undefined;
  return pulseKinds.filter((kind) => kinds.includes(kind));
}

/** The kinds shown among those the user may see. */
export function shownKinds(configuration: unknown, available: readonly PulseKind[]): PulseKind[] {
  const chosen = chosenKinds(configuration);
  return chosen ? available.filter((kind) => chosen.includes(kind)) : [...available];
}

/** The kinds with one turned on or off, in the pulse's order. */
export function toggledKinds(shown: readonly PulseKind[], kind: PulseKind, on: boolean): PulseKind[] {
  return pulseKinds.filter((entry) => (entry === kind ? on : shown.includes(entry)));
}

/** The configuration to store: the chosen kinds, everything else kept. */
export function withKinds(configuration: unknown, kinds: readonly PulseKind[]): PulseConfiguration {
  const base = configuration && typeof configuration === 'object' && !Array.isArray(configuration) ? (configuration as PulseConfiguration) : {};
  return { ...base, kinds: [...kinds] };
}

export function isPulseKind(value: unknown): value is PulseKind {
  return isKind(value);
}
