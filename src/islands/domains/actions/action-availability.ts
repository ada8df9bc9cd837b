/**
 * Which registry actions a domain's record offers, and why one is not offered (issue 12,
 * item 4): a domain managed at another registrar has none, a state rules some out, a TLD
 * without registry lock or WHOIS privacy has neither. The reason is shown on the disabled
 * button. Framework-free, so it is tested on its own.
 */

export type DomainAction = 'renew' | 'lock' | 'unlock' | 'transferLock' | 'privacy' | 'authCode' | 'info';

export interface DomainFacts {
  name: string;
  tld: string;
  status: string;
  expires_at: string;
  external: boolean;
  registry_lock: boolean;
  transfer_lock: boolean;
  privacy: boolean;
}

/** What the catalogue says of the domain's TLD; unknown (undefined) when the user may not read it. */
export interface TldFacts {
  registry_lock_supported: boolean;
  privacy_supported: boolean;
  min_period_years: number;
  max_period_years: number;
}

export interface ActionContext {
  /** The user may manage domains (every action but the registry's view needs it). */
  manages: boolean;
  /** A registry unlock asked for and not decided yet. */
  pendingUnlock: boolean;
}

/** Why an action is off: a key under `domain-actions:why.` and its values. */
export interface OffReason {
  key: string;
  values?: Record<string, string>;
}

/** `shown: false`: not for this user or this domain at all; `off`: shown, disabled, with the reason. */
export interface Availability {
  shown: boolean;
  off?: OffReason;
}

const renewable = new Set(['active', 'expired']);
/** States in which the domain is on its way out: its settings no longer change (the API refuses them too). */
const leaving = new Set(['transferred_out', 'pending_delete', 'redemption']);
/** The most years ahead a domain may be registered (the registries' rule, as the API checks it). */
export const maxYearsAhead = 10;

/** The stored flags read as booleans (the API answers 0/1). */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

function statusReason(status: string): OffReason {
  return { key: 'status', values: { status } };
}

export function actionAvailability(domain: DomainFacts, tld: TldFacts | undefined, context: ActionContext): Record<DomainAction, Availability> {
  const hidden: Availability = { shown: false };
  if (domain.external) {
    return { renew: hidden, lock: hidden, unlock: hidden, transferLock: hidden, privacy: hidden, authCode: hidden, info: hidden };
  }
  const managed = (off: OffReason | undefined): Availability => (context.manages ? (off ? { shown: true, off } : { shown: true }) : hidden);
  const notActive = domain.status === 'active' ? undefined : statusReason(domain.status);
  const onItsWayOut = leaving.has(domain.status) ? statusReason(domain.status) : undefined;
  const noLock: OffReason | undefined = tld && !tld.registry_lock_supported ? { key: 'noRegistryLock', values: { tld: domain.tld } } : undefined;
  const noPrivacy: OffReason | undefined = tld && !tld.privacy_supported ? { key: 'noPrivacy', values: { tld: domain.tld } } : undefined;
  const locked: OffReason | undefined = domain.registry_lock ? { key: 'registryLocked' } : undefined;

  return {
    renew: managed(renewable.has(domain.status) ? undefined : statusReason(domain.status)),
    lock: domain.registry_lock ? hidden : managed(noLock ?? onItsWayOut),
    unlock: domain.registry_lock ? managed(noLock ?? (context.pendingUnlock ? { key: 'unlockPending' } : undefined)) : hidden,
    transferLock: managed(onItsWayOut ?? locked),
    privacy: managed(onItsWayOut ?? noPrivacy),
    authCode: managed(notActive ?? locked),
    info: domain.status === 'transferred_out' ? { shown: true, off: { key: 'transferredOut' } } : { shown: true },
  };
}

function addYears(iso: string, years: number): Date {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date;
}

export interface RenewPeriod {
  years: number;
  /** The expiry after renewing for this many years. */
  expires: string;
  /** False when it would take the domain past the registries' ten years ahead. */
  allowed: boolean;
}

/** The periods a renewal may choose from: the TLD's (1–10 years when unknown), each with the expiry it gives. */
export function renewPeriods(expiresAt: string, tld: TldFacts | undefined, now: Date): RenewPeriod[] {
  const min = Math.max(1, tld?.min_period_years ?? 1);
  const max = Math.min(maxYearsAhead, tld?.max_period_years ?? maxYearsAhead);
  const limit = addYears(now.toISOString(), maxYearsAhead).getTime();
  const periods: RenewPeriod[] = [];
  for (let years = min; years <= max; years += 1) {
    const expires = addYears(expiresAt, years);
    periods.push({ years, expires: expires.toISOString(), allowed: expires.getTime() <= limit });
  }
  return periods;
}

/** The period a renewal starts with: the domain's own renewal period when allowed, else the first allowed one. */
export function defaultRenewYears(periods: readonly RenewPeriod[], preferred: number | undefined): number | undefined {
  const allowed = periods.filter((period) => period.allowed);
  return (allowed.find((period) => period.years === preferred) ?? allowed[0])?.years;
}
