/**
 * Changing the contacts of many domains at once (`/domains/contacts`; issue 12, item 6): choose
 * the domains, a new contact for each role to change (the others stay as they are), and submit.
 * Admin, technical and billing contacts change at once; a registrant change is material and
 * waits for the account's approver (DESIGN.md section 13). The results say what became of
 * each domain.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, useState } from 'react';
import { formatDateTime, formatNumber } from '~/lib/formatting/format';
import { can } from '~/lib/permissions/can';
import { viewAbility } from '~/lib/permissions/permission-names';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import { $portalView } from '~/lib/session/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { FormAlert } from '../../kit/form/FormAlert';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { StatusBadge } from '../../kit/values/StatusBadge';
import { reasonText, reportFailure, type Translate } from '../actions/domain-values';
import { changeContacts, contactRoles, refusalValues, type ContactChangeRow, type ContactChoice, type ContactRole } from './bulk-api';
import { DomainPicker } from './DomainPicker';
import { usePickedDomains } from './picked-domains';
import '../actions/domain-actions-words';
import '../../resources/detail/record-words';

const ReferencePicker = lazy(() => import('../../resources/form/ReferencePicker'));

const contacts: ReferenceTarget = { apiPath: 'contacts', displayField: 'name', viewPermission: viewAbility('contacts'), recordRoute: '/contacts/{id}' };

function ResultCell({ row, t, language, statuses }: { row: ContactChangeRow; t: Translate; language: string; statuses: ReadonlyMap<number, string> }) {
  const roles = (row.applied ?? []).map((role) => t(`domain-actions:roles.${role.replace(/_contact_id$/, '')}`)).join(', ');
  return (
    <span className="flex flex-col gap-0.5">
      {row.outcome === 'refused' && (
        <>
          <span><StatusBadge tone="red">{t('domain-actions:contacts.refused')}</StatusBadge></span>
          <span className="text-red-d1 dark:text-red" data-refusal>{reasonText(t, row.reason_key, row.reason, refusalValues(row, statuses, t))}</span>
        </>
      )}
      {roles !== '' && (
        <span className="flex flex-wrap items-center gap-1">
          <StatusBadge tone="green">{t('domain-actions:contacts.changedNow')}</StatusBadge>
          <span>{roles}</span>
        </span>
      )}
      {row.approval && (
        <span className="flex flex-wrap items-center gap-1">
          <StatusBadge tone="amber">{t('domain-actions:contacts.waiting')}</StatusBadge>
          <span>{t('domain-actions:contacts.registrantWaits', { time: formatDateTime(row.approval.expires_at, language) })}</span>
          <a href={`/domains/approval-requests/${row.approval.id}`} className="focus-ring">{t('domain-actions:seeRequest')}</a>
        </span>
      )}
      {row.outcome === 'done' && roles === '' && <span className="text-muted">{t('domain-actions:contacts.nothingChanged')}</span>}
    </span>
  );
}

export default function ContactChanges() {
  const { t, language } = usePortalTranslation();
  const id = useId();
  const user = useStore($user);
  const view = useStore($portalView);
  const searchable = can(user, view, contacts.viewPermission);
  const selection = usePickedDomains();
  const { picked } = selection;
  const statuses = new Map(picked.map((domain) => [domain.id, domain.status]));
  const [choice, setChoice] = useState<ContactChoice>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [results, setResults] = useState<ContactChangeRow[] | null>(null);
  const chosenRoles = contactRoles.filter((role) => choice[role]);

  const choose = (role: ContactRole, value: string) => {
    setProblem(undefined);
    setChoice((current) => {
      const { [role]: _old, ...rest } = current;
      return value ? { ...rest, [role]: value } : rest;
    });
  };

  const submit = async () => {
    if (picked.length === 0) return setProblem(t('domain-actions:contacts.noDomains'));
    if (chosenRoles.length === 0) return setProblem(t('domain-actions:contacts.noRoles'));
    setProblem(undefined);
    setBusy(true);
    try {
      setResults(await changeContacts(picked.map((domain) => domain.id), choice));
    } catch (error) {
      setProblem(reportFailure(error));
    } finally {
      setBusy(false);
    }
  };

  if (results) {
    const count = (outcome: ContactChangeRow['outcome']) => formatNumber(results.filter((row) => row.outcome === outcome).length, language);
    return (
      <div className="flex min-w-0 flex-col gap-4" data-contact-changes="done">
        <FormAlert kind="success">{t('domain-actions:contacts.submitted', { done: count('done'), approval: count('approval'), refused: count('refused') })}</FormAlert>
        <section className="card flex min-w-0 flex-col gap-3 p-4" aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`} className="m-0 text-base font-semibold">{t('domain-actions:contacts.resultsHeading')}</h2>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm" data-contact-results>
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="py-1 pr-3 font-medium">{t('domain-actions:columns.domain')}</th>
                  <th scope="col" className="py-1 font-medium">{t('domain-actions:columns.result')}</th>
                </tr>
              </thead>
              <tbody>
                {results.map((row) => (
                  <tr key={row.domain_id} className="border-t border-solid border-line align-top" data-contact-row={row.name ?? row.domain_id} data-outcome={row.outcome}>
                    <td className="py-1.5 pr-3 font-mono break-all">{row.name ? <a href={`/domains/${row.domain_id}`} className="focus-ring">{row.name}</a> : `#${row.domain_id}`}</td>
                    <td className="py-1.5"><ResultCell row={row} t={t} language={language} statuses={statuses} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <div className="flex flex-wrap gap-2">
          <a href="/domains/approval-requests" className="btn-outline no-underline">{t('domain-actions:approvalsLink')}</a>
          <button type="button" className="btn-outline" onClick={() => { setResults(null); setChoice({}); }}>{t('domain-actions:startAgain')}</button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-4" data-contact-changes>
      <p className="m-0 max-w-3xl">{t('domain-actions:contacts.intro')}</p>
      <DomainPicker selection={selection} language={language} t={t} heading={t('domain-actions:contacts.pickHeading')} disabled={busy} />
      <form className="card flex min-w-0 flex-col gap-4 p-4" noValidate aria-labelledby={`${id}-roles`} onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <h2 id={`${id}-roles`} className="m-0 text-base font-semibold">{t('domain-actions:contacts.rolesHeading')}</h2>
        <div className="grid min-w-0 gap-4 md:grid-cols-2">
          {contactRoles.map((role) => {
            const inputId = `${id}-${role}`;
            return (
              <div key={role} className="flex min-w-0 flex-col gap-1" data-contact-role={role}>
                <label htmlFor={inputId} className="text-sm font-medium">{t(`domain-actions:roles.${role}`)}</label>
                {searchable ? (
                  <Suspense fallback={<input id={inputId} className="input-box w-full px-3 py-2 text-base" value="" readOnly />}>
                    <ReferencePicker id={inputId} name={`${role}_contact_id`} target={contacts} value={choice[role] ?? ''} invalid={false}
                      describedBy={`${inputId}-hint`} required={false} t={t} onChange={(value) => choose(role, value)} />
                  </Suspense>
                ) : (
                  <input id={inputId} type="number" min={1} inputMode="numeric" className="input-box w-full px-3 py-2 text-base" value={choice[role] ?? ''}
                    aria-describedby={`${inputId}-hint`} onChange={(event) => choose(role, event.target.value)} />
                )}
                <p id={`${inputId}-hint`} className="m-0 text-xs text-muted">
                  {choice[role] ? t(role === 'registrant' ? 'domain-actions:contacts.registrantHint' : 'domain-actions:contacts.changesNow') : t('domain-actions:contacts.unchanged')}
                </p>
              </div>
            );
          })}
        </div>
        <p className={`m-0 flex items-start gap-2 rounded-md border border-solid px-3 py-2 text-sm ${choice.registrant ? 'border-amber bg-amber-l5 text-amber-d3 dark:bg-amber-d4 dark:text-amber-l4' : 'border-line'}`} data-registrant-note>
          <span className="i-portal-material-change mt-0.5 shrink-0" aria-hidden="true" />
          {t('domain-actions:contacts.approvalNote')}
        </p>
        {problem && <FormAlert kind="error">{problem}</FormAlert>}
        <div>
          <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy || undefined} data-contacts-submit>
            {busy && <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />}
            {busy ? t('domain-actions:working') : t('domain-actions:contacts.submit', { count: picked.length })}
          </button>
        </div>
      </form>
    </div>
  );
}
