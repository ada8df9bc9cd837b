/**
 * What the order form starts from: the account's contacts (and which to choose for each role:
 * those of the account's newest domain, as the account last registered, else the first
 * contact), and each TLD's periods and privacy from the catalogue.
 */
import { getList } from '~/lib/data';
import { defaultPeriodLimits, type PeriodLimits } from '~/lib/domains-cart/cart-items';
import { contactRoles, type ContactRole } from './order-api';

export interface ContactChoice {
  id: number;
  label: string;
  name: string;
  organisation: string | null;
  email: string;
}

export interface ContactSetup {
  contacts: ContactChoice[];
  /** All the account's contacts: more than listed means a search box rather than a list. */
  total: number;
  defaults: Record<ContactRole, number | null>;
}

/** Contacts listed in a plain choice; an account with more searches instead. */
export const listedContacts = 100;

type DefaultContacts = Partial<Record<`${ContactRole}_contact_id`, number | null>>;

async function newestDomainContacts(signal: AbortSignal): Promise<DefaultContacts | null> {
  try {
    const { data } = await getList<DefaultContacts>({
      resource: 'domains', limit: 1, sort: '-created_at', signal,
      fields: ['id', ...contactRoles.map((role) => `${role}_contact_id`)],
    });
    return data[0] ?? null;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

/**
 * The role's default: the newest domain's contact when it is still among the account's
 * (listed, or not knowable because there are too many to list), else the first contact.
 */
export function defaultContacts(contacts: readonly ContactChoice[], total: number, newest: DefaultContacts | null): Record<ContactRole, number | null> {
  const first = contacts[0]?.id ?? null;
  const pick = (id: number | null | undefined) => (typeof id === 'number' && (total > contacts.length || contacts.some((contact) => contact.id === id)) ? id : first);
  return Object.fromEntries(contactRoles.map((role) => [role, pick(newest?.[`${role}_contact_id`])])) as Record<ContactRole, number | null>;
}

export async function loadContactSetup(signal: AbortSignal): Promise<ContactSetup> {
  const [list, newest] = await Promise.all([
    getList<ContactChoice>({ resource: 'contacts', limit: listedContacts, sort: 'label', fields: ['id', 'label', 'name', 'organisation', 'email'], signal }),
    newestDomainContacts(signal),
  ]);
  return { contacts: list.data, total: list.meta.total, defaults: defaultContacts(list.data, list.meta.total, newest) };
}

/** How a contact reads in a choice: its label, with the person's name when the label does not say it. */
export function contactText(contact: Pick<ContactChoice, 'label' | 'name'>): string {
  return contact.label.includes(contact.name) ? contact.label : `${contact.label} (${contact.name})`;
}

export interface TldFacts {
  limits: PeriodLimits;
  privacy: boolean;
}

/** The catalogue's facts of the cart's TLDs; a TLD missing (or a catalogue the user may not read) keeps the defaults. */
export async function loadTldFacts(tlds: readonly string[], signal: AbortSignal): Promise<Record<string, TldFacts>> {
  if (tlds.length === 0) return {};
  try {
    const { data } = await getList<{ name: string; min_period_years: number; max_period_years: number; privacy_supported: number | boolean }>({
      resource: 'tlds', filters: { name: [...tlds] }, fields: ['id', 'name', 'min_period_years', 'max_period_years', 'privacy_supported'], limit: tlds.length, signal,
    });
    return Object.fromEntries(data.map((tld) => {
      const min = Number.isInteger(tld.min_period_years) && tld.min_period_years >= 1 ? tld.min_period_years : defaultPeriodLimits.min;
      const max = Number.isInteger(tld.max_period_years) && tld.max_period_years >= min ? tld.max_period_years : Math.max(min, defaultPeriodLimits.max);
      return [tld.name, { limits: { min, max }, privacy: tld.privacy_supported === true || tld.privacy_supported === 1 }];
    }));
  } catch (error) {
    if (signal.aborted) throw error;
    return {};
  }
}

export function limitsOf(facts: Readonly<Record<string, TldFacts>>, tld: string): PeriodLimits {
  return facts[tld]?.limits ?? defaultPeriodLimits;
}
