/**
 * Ordering (/domains/order; issue "Domain lifecycle", item 2; DESIGN.md section 13): the cart
 * with a period per name, the contacts (defaults from the account), our DNS or the user's name
 * servers, WHOIS privacy and the total per currency; "Place order" creates one order per
 * currency. Names taken meanwhile are marked in the cart, refused fields show at their place,
 * and nothing the user chose is lost on a failure.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { isAbortError } from '~/lib/data';
import { failureOf } from '~/lib/data/data-request';
import { clampPeriod, itemLimits, totalsByCurrency, type CartItem, type PeriodLimits } from '~/lib/domains-cart/cart-items';
import { domainsCart, $domainsCart } from '~/lib/domains-cart/cart-store';
import { EmptyState } from '../../kit/EmptyState';
import { FormAlert } from '../../kit/form/FormAlert';
import { useData } from '../../kit/use-data';
import { useHydrated } from '../../kit/use-hydrated';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { CartTable } from './CartTable';
import { ContactFields } from './ContactFields';
import { DnsFields } from './DnsFields';
import { moneyText } from './money-text';
import { checkNameservers, parseNameservers, type NameserverProblem } from './nameservers';
import { contactRoles, placeOrder, type ContactRole, type PlacedOrder } from './order-api';
import type { OrderField } from './order-errors';
import { OrderPlaced } from './OrderPlaced';
import { limitsOf, loadContactSetup, loadTldFacts } from './order-setup';
import './order-words';

type Translate = (key: string, variables?: Record<string, unknown>) => string;
type Chosen = Record<ContactRole, number | null>;

const noContacts: Chosen = { registrant: null, admin: null, tech: null, billing: null };

function nameserverText(problem: NameserverProblem, t: Translate): string {
  return t(`domain-order:dns.problem.${problem.key}`, { host: problem.host ?? '', min: 2, max: 13 });
}

export default function DomainOrder() {
  const { t, language } = usePortalTranslation();
  const hydrated = useHydrated();
  const cart = useStore($domainsCart);
  const setup = useData('contacts', loadContactSetup, { isEmpty: () => false });
  const tlds = useMemo(() => [...new Set(cart.map((item) => item.tld))].sort(), [cart]);
  // The catalogue is asked only about TLDs the availability check did not describe (a cart from before).
  const unknownTlds = useMemo(() => tlds.filter((tld) => cart.some((item) => item.tld === tld && (item.max_period_years === undefined || item.privacy_supported === undefined))), [cart, tlds]);
  const facts = useData(`tlds:${unknownTlds.join(',')}`, (signal) => loadTldFacts(unknownTlds, signal), { isEmpty: () => false });
  const tldFacts = useMemo(() => facts.data ?? {}, [facts.data]);
  /** Periods the order API said a name takes, when they differ from what the cart knew. */
  const [refusedPeriods, setRefusedPeriods] = useState<Record<string, PeriodLimits>>({});
  const limitsFor = (item: CartItem) => refusedPeriods[item.name] ?? itemLimits(item, limitsOf(tldFacts, item.tld));

  /** The user's own choices; a role left alone follows the account's default. */
  const [picked, setPicked] = useState<Chosen>(noContacts);
  const defaults = setup.status === 'ready' ? setup.data.defaults : noContacts;
  const chosen: Chosen = Object.fromEntries(contactRoles.map((role) => [role, picked[role] ?? defaults[role]])) as Chosen;

  const [ourDns, setOurDns] = useState(true);
  const [nameservers, setNameservers] = useState('');
  const [nameserverChecked, setNameserverChecked] = useState(false);
  const [privacy, setPrivacy] = useState(true);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<OrderField, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [placed, setPlaced] = useState<PlacedOrder[] | null>(null);

  // Periods within each TLD's limits once the catalogue or the order API says them (a .jp name registers for one year).
  useEffect(() => {
    for (const item of cart) {
      const limits = refusedPeriods[item.name] ?? itemLimits(item, limitsOf(tldFacts, item.tld));
      if (clampPeriod(item.period_years, limits) !== item.period_years) domainsCart.setPeriod(item.name, item.period_years, limits);
    }
  }, [cart, tldFacts, refusedPeriods]);

  const hosts = parseNameservers(nameservers);
  const nameserverProblem = ourDns ? null : checkNameservers(hosts);
  const nameserverError = fieldErrors.nameservers ?? (nameserverChecked && nameserverProblem ? nameserverText(nameserverProblem, t) : undefined);
  const missingContacts = contactRoles.filter((role) => chosen[role] === null);
  const unavailable = cart.filter((item) => item.unavailable !== undefined);
  const totals = totalsByCurrency(cart);
  const unpriced = cart.filter((item) => item.unavailable === undefined && item.prices === null).length;
  const noPrivacyTlds = tlds.filter((tld) => cart.some((item) => item.tld === tld && (item.privacy_supported ?? tldFacts[tld]?.privacy) === false));

  const forget = (field: OrderField) => setFieldErrors(({ [field]: _gone, ...rest }) => rest);

  if (placed) return <OrderPlaced orders={placed} language={language} t={t} />;

  if (cart.length === 0) {
    return (
      <EmptyState icon="i-lucide-shopping-cart" data-cart-empty>
        {t('domain-order:cart.empty')} <a href="/domains/search">{t('domain-order:cart.findNames')}</a>
      </EmptyState>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameserverChecked(true);
    setGeneral([]);
    if (unavailable.length > 0) {
      setGeneral([t('domain-order:submit.removeUnavailable', { count: unavailable.length })]);
      return;
    }
    if (missingContacts.length > 0 || nameserverProblem || setup.status !== 'ready') {
      setFieldErrors(Object.fromEntries(missingContacts.map((role) => [`contact:${role}`, t('domain-order:contacts.required')])));
      setGeneral([t(setup.status === 'ready' ? 'domain-order:submit.fixFields' : 'domain-order:submit.noContacts')]);
      return;
    }
    setBusy(true);
    setFieldErrors({});
    try {
      const outcome = await placeOrder({
        items: cart.map((item) => ({ name: item.name, period_years: clampPeriod(item.period_years, limitsFor(item)) })),
        contacts: {
          registrant_contact_id: chosen.registrant!, admin_contact_id: chosen.admin!, tech_contact_id: chosen.tech!, billing_contact_id: chosen.billing!,
        },
        nameservers: ourDns ? null : hosts,
        privacy,
      });
      if (outcome.kind === 'placed') {
        domainsCart.clear();
        setPlaced(outcome.orders);
      } else if (outcome.kind === 'notAvailable') {
        domainsCart.markUnavailable(outcome.items);
        setGeneral([t('domain-order:submit.notAvailable', { count: outcome.items.length, names: outcome.items.map((item) => cart.find((each) => each.name === item.name)?.unicode_name ?? item.name).join(', ') })]);
      } else {
        const periods = Object.fromEntries(outcome.periods.map(({ name, min, max }) => [name, { min, max }]));
        setRefusedPeriods((known) => ({ ...known, ...periods }));
        setFieldErrors({ ...outcome.fields, ...Object.fromEntries(outcome.periods.map(({ name, min, max }) => [`item:${name}`, t('domain-order:cart.periodLimits', { min, max })])) });
        setGeneral(outcome.general.length > 0 ? outcome.general : [t('domain-order:submit.fixFields')]);
      }
    } catch (error) {
      if (!isAbortError(error)) setGeneral([t('domain-order:submit.failed', { reason: failureOf(error).message })]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="flex min-w-0 flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate data-domain-order>
      <section className="card flex min-w-0 flex-col gap-3 p-4" aria-labelledby="order-cart-heading" data-order-cart>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="order-cart-heading" className="m-0 text-lg">{t('domain-order:cart.title', { count: cart.length })}</h2>
          <a href="/domains/search" className="text-sm">{t('domain-order:cart.addMore')}</a>
        </div>
        {unavailable.length > 0 && (
          <div className="flex flex-wrap items-center gap-2" data-unavailable-note>
            <FormAlert kind="error">{t('domain-order:cart.unavailableNote', { count: unavailable.length })}</FormAlert>
            <button type="button" className="btn-outline px-3 py-1" onClick={() => { domainsCart.removeUnavailable(); setGeneral([]); }} data-remove-unavailable>
              {t('domain-order:cart.removeUnavailable', { count: unavailable.length })}
            </button>
          </div>
        )}
        <CartTable cart={cart} limitsOf={limitsFor} errors={fieldErrors} language={language} t={t} disabled={busy}
          onPeriod={(name, years) => { const item = cart.find((each) => each.name === name); domainsCart.setPeriod(name, years, item && limitsFor(item)); forget(`item:${name}`); }}
          onRemove={(name) => domainsCart.remove(name)} />
      </section>

      <ContactFields setup={setup} chosen={chosen} errors={fieldErrors} t={t}
        onChange={(role, id) => { setPicked((now) => ({ ...now, [role]: id })); forget(`contact:${role}`); }}
        onSameForAll={() => { setPicked({ registrant: chosen.registrant, admin: chosen.registrant, tech: chosen.registrant, billing: chosen.registrant }); setFieldErrors({}); }} />

      <DnsFields ourDns={ourDns} nameservers={nameservers} nameserverError={nameserverError} privacy={privacy} privacyError={fieldErrors.privacy}
        noPrivacyTlds={noPrivacyTlds} t={t}
        onOurDns={(value) => { setOurDns(value); forget('nameservers'); }}
        onNameservers={(text) => { setNameservers(text); forget('nameservers'); }}
        onNameserversDone={() => setNameserverChecked(nameservers.trim() !== '')}
        onPrivacy={(value) => { setPrivacy(value); forget('privacy'); }} />

      <section className="card flex min-w-0 flex-col gap-3 p-4" aria-labelledby="order-total-heading" data-order-summary>
        <h2 id="order-total-heading" className="m-0 text-lg">{t('domain-order:total.title')}</h2>
        {totals.length > 0 ? (
          <dl className="m-0 flex flex-col gap-1">
            {totals.map((total) => (
              <div key={total.currency} className="flex flex-wrap items-baseline justify-between gap-2" data-order-total={total.currency}>
                <dt className="text-sm text-muted">{t('domain-order:total.names', { count: total.count, currency: total.currency })}</dt>
                <dd className="m-0 text-lg font-semibold tabular-nums">{moneyText(total.amount, total.currency, language)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="m-0 text-sm text-muted">{t('domain-order:total.none')}</p>
        )}
        {totals.length > 1 && <p className="m-0 text-sm text-muted">{t('domain-order:total.perCurrency', { count: totals.length })}</p>}
        {unpriced > 0 && <p className="m-0 text-sm text-muted">{t('domain-order:total.unpriced', { count: unpriced })}</p>}
        <p className="m-0 text-sm text-muted">{t('domain-order:total.approval')}</p>
        {general.map((message) => <FormAlert key={message} kind="error">{message}</FormAlert>)}
        <div>
          <button type="submit" className="btn-primary disabled:opacity-70" aria-busy={busy} disabled={busy || !hydrated} data-place-order>
            <span className={busy ? 'i-lucide-loader-circle animate-spin motion-reduce:animate-none' : 'i-lucide-shopping-bag'} aria-hidden="true" />
            {busy ? t('domain-order:submit.busy') : t('domain-order:submit.label', { count: cart.length - unavailable.length })}
          </button>
        </div>
      </section>
    </form>
  );
}
