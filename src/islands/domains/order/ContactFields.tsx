import { lazy, Suspense } from 'react';
import type { DataResult } from '../../kit/use-data';
import { EmptyState } from '../../kit/EmptyState';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { contactRoles, type ContactRole } from './order-api';
import { contactText, type ContactSetup } from './order-setup';

// Only accounts with more contacts than a list shows load the search box (the page's JS budget, DESIGN.md section 10).
const ContactPicker = lazy(() => import('./ContactPicker'));

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface ContactFieldsProps {
  setup: DataResult<ContactSetup>;
  chosen: Record<ContactRole, number | null>;
  errors: Partial<Record<string, string>>;
  t: Translate;
  onChange(role: ContactRole, id: number | null): void;
  onSameForAll(): void;
}

/** The four contacts of the new domains, chosen among the account's; a message at the role it is about. */
export function ContactFields({ setup, chosen, errors, t, onChange, onSameForAll }: ContactFieldsProps) {
  const body = () => {
    switch (setup.status) {
      case 'idle':
      case 'loading':
        return <LoadingState label={t('domain-order:contacts.loading')} compact />;
      case 'error':
        return <ErrorState failure={setup.failure} retry={setup.retry} title={t('domain-order:contacts.failed')} compact />;
      case 'empty':
      case 'ready':
        break;
    }
    const { contacts, total } = setup.data;
    if (contacts.length === 0) {
      return (
        <EmptyState icon="i-lucide-contact" compact>
          {t('domain-order:contacts.none')} <a href="/contacts">{t('domain-order:contacts.manage')}</a>
        </EmptyState>
      );
    }
    const searching = total > contacts.length;
    return (
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {contactRoles.map((role) => {
          const id = `order-contact-${role}`;
          const error = errors[`contact:${role}`];
          const described = error ? `${id}-error` : undefined;
          return (
            <div key={role} className="flex min-w-0 flex-col gap-1" data-contact-role={role}>
              <label htmlFor={id} className="text-sm font-medium">{t(`domain-order:contacts.role.${role}`)}</label>
              {searching ? (
                <Suspense fallback={<input id={id} className="input-box w-full px-3 py-2 text-base" value={chosen[role] === null ? '' : `#${chosen[role]}`} readOnly />}>
                  <ContactPicker id={id} name={`${role}_contact_id`} value={chosen[role]} invalid={Boolean(error)} describedBy={described} t={t} onChange={(value) => onChange(role, value)} />
                </Suspense>
              ) : (
                <select id={id} className="input-box w-full min-w-0 px-3 py-2 text-base aria-[invalid=true]:border-red" value={chosen[role] ?? ''} required
                  aria-invalid={error ? true : undefined} aria-describedby={described} onChange={(event) => onChange(role, event.target.value === '' ? null : Number(event.target.value))}>
                  {chosen[role] === null && <option value="">{t('domain-order:contacts.choose')}</option>}
                  {contacts.map((contact) => <option key={contact.id} value={contact.id}>{contactText(contact)}</option>)}
                </select>
              )}
              {error && <p id={`${id}-error`} className="m-0 text-sm text-red-d1 dark:text-red" data-field-error>{error}</p>}
            </div>
          );
        })}
      </div>
    );
  };

  return (
    <section className="card min-w-0 p-4" data-order-contacts>
      <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
        <legend className="mb-1 p-0 text-lg font-semibold">{t('domain-order:contacts.title')}</legend>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="m-0 text-sm text-muted">{t('domain-order:contacts.help')}</p>
          {setup.status === 'ready' && setup.data.contacts.length > 0 && (
            <button type="button" className="btn-outline px-3 py-1" onClick={onSameForAll} data-same-contact>{t('domain-order:contacts.sameForAll')}</button>
          )}
        </div>
        {body()}
      </fieldset>
    </section>
  );
}
