import { useState } from 'react';
import { create, getList, remove } from '~/lib/data';
import { HttpError } from '~/lib/data/errors';
import { failureOf } from '~/lib/data/data-request';
import { checkRecord } from '~/lib/dns/check-record';
import { dnssecAlgorithmNames, dsDigestTypeNames, numberWithName } from '~/lib/dns/dnssec-numbers';
import { knownText } from '~/lib/formatting/known-text';
import { showSnackbar, successColor } from '~/lib/notifications/snackbar-store';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { DataView } from '../../kit/DataView';
import { useData } from '../../kit/use-data';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { problemText } from '../zone-editor/problem-text';
import '../zone-editor/editor-words';
import type { DsRecord } from './dnssec-api';
import { DsCells, dsHeadingKeys } from './DsCells';
import { cellClass, TableCard } from './TableCard';

/** Algorithms a DS given by hand may name (the ones registries take today). */
const algorithms = [8, 10, 13, 14, 15, 16];
const digestTypes = [2, 4, 1];

interface DsForm {
  key_tag: string;
  algorithm: string;
  digest_type: string;
  digest: string;
}

const emptyForm: DsForm = { key_tag: '', algorithm: '13', digest_type: '2', digest: '' };

/**
 * DS records by hand for a domain whose DNS is elsewhere: its operator signs the zone and gives the
 * DS, which goes to the registry as it is. Checked as a DS record is (key tag, digest length for its type).
 */
export function ExternalDs({ domainId, manages }: { domainId: string; manages: boolean }) {
  const { t } = usePortalTranslation();
  const resource = `domains/${domainId}/ds_records`;
  const [version, setVersion] = useState(0);
  const records = useData(`ds:${domainId}:${version}`, (signal) => getList<DsRecord>({ resource, sort: 'key_tag', limit: 100, signal }), { isEmpty: () => false });
  const [form, setForm] = useState<DsForm>(emptyForm);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<DsRecord | null>(null);
  const [removeError, setRemoveError] = useState<string | undefined>();

  const refused = (caught: unknown) => {
    const body = caught instanceof HttpError && typeof caught.body === 'object' && caught.body !== null ? (caught.body as { code?: string; key?: string; values?: Record<string, string> }) : {};
    const rule = body.key ? knownText(t, `records:fieldRules.${body.key}`, body.values) : undefined;
    const coded = body.code ? knownText(t, `dnssec:errors.${body.code}`) : undefined;
    return rule ? `${t('dnssec:ds.digest')}: ${rule}` : coded ?? failureOf(caught).message;
  };

  const add = async () => {
    const content = `${form.key_tag.trim()} ${form.algorithm} ${form.digest_type} ${form.digest.trim()}`;
    const found = checkRecord({ name: '@', type: 'DS', ttl: 3600, content, priority: null }, { name: 'example' });
    setProblems(found.map((problem) => problemText(problem, t)));
    if (found.length > 0) return;
    setBusy(true);
    try {
      await create({ resource, values: { key_tag: Number(form.key_tag), algorithm: Number(form.algorithm), digest_type: Number(form.digest_type), digest: form.digest.trim().toUpperCase(), status: 'active' } });
      setForm(emptyForm);
      setVersion((current) => current + 1);
      showSnackbar({ color: successColor, content: t('dnssec:external.added', { tag: form.key_tag.trim() }) });
    } catch (caught) {
      setProblems([refused(caught)]);
    } finally {
      setBusy(false);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    setRemoveError(undefined);
    try {
      await remove({ resource, id: removing.id });
      setRemoving(null);
      setVersion((current) => current + 1);
    } catch (caught) {
      setRemoveError(refused(caught));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof DsForm) => ({ value: form[name], onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }) });
  return (
    <div className="flex flex-col gap-4 min-w-0" data-external-ds>
      <section className="card p-4 flex flex-col gap-1">
        <h2 className="m-0 text-lg font-semibold">{t('dnssec:external.title')}</h2>
        <p className="m-0 text-sm text-muted max-w-prose">{t('dnssec:external.explain')}</p>
      </section>
      <DataView data={records} failedTitle={t('dnssec:failed')}>
        {(answer) => (
          <TableCard id="external-ds-title" title={t('dnssec:ds.title')} empty={answer.data.length === 0 ? t('dnssec:ds.none') : null} emptyIcon="i-lucide-landmark"
            headings={[...dsHeadingKeys.map((key) => ({ label: t(`dnssec:${key}`) })), ...(manages ? [{ label: t('dnssec:external.actions'), srOnly: true }] : [])]}
            tableAttributes={{ 'data-ds-records': true }}>
            {answer.data.map((entry) => (
              <tr key={entry.id} data-ds-tag={entry.key_tag}>
                <DsCells entry={entry} />
                {manages && (
                  <td className={`${cellClass} text-right`}>
                    <button type="button" className="btn-outline" onClick={() => { setRemoveError(undefined); setRemoving(entry); }}>
                      {t('dnssec:external.remove')}<span className="sr-only"> {entry.key_tag}</span>
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </TableCard>
        )}
      </DataView>
      {manages && (
        <form className="card p-4 flex flex-col gap-3" aria-labelledby="external-ds-add" noValidate
          onSubmit={(event) => { event.preventDefault(); void add(); }}>
          <h2 id="external-ds-add" className="m-0 text-base font-semibold">{t('dnssec:external.add')}</h2>
          <div className="flex flex-wrap gap-3 items-end">
            <label className="flex flex-col gap-1 text-sm">{t('dnssec:keys.tag')}
              <input className="input-box px-3 py-2 w-28" inputMode="numeric" required {...field('key_tag')} />
            </label>
            <label className="flex flex-col gap-1 text-sm">{t('dnssec:keys.algorithm')}
              <select className="input-box px-3 py-2" {...field('algorithm')}>
                {algorithms.map((value) => <option key={value} value={value}>{numberWithName(value, dnssecAlgorithmNames)}</option>)}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm">{t('dnssec:ds.digestType')}
              <select className="input-box px-3 py-2" {...field('digest_type')}>
                {digestTypes.map((value) => <option key={value} value={value}>{numberWithName(value, dsDigestTypeNames)}</option>)}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm flex-1 min-w-64">{t('dnssec:ds.digest')}
              <input className="input-box px-3 py-2 font-mono" spellCheck={false} autoComplete="off" required {...field('digest')}
                aria-invalid={problems.length > 0 || undefined} aria-describedby={problems.length > 0 ? 'external-ds-problems' : undefined} />
            </label>
            <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>{t('dnssec:external.submit')}</button>
          </div>
          {problems.length > 0 && (
            <ul id="external-ds-problems" role="alert" className="m-0 pl-5 text-sm text-red-d1 dark:text-red-l2" data-ds-problems>
              {problems.map((problem) => <li key={problem}>{problem}</li>)}
            </ul>
          )}
        </form>
      )}
      {removing && (
        <ConfirmDialog open title={t('dnssec:external.removeTitle', { tag: removing.key_tag })} confirmLabel={t('dnssec:external.remove')} busyLabel={t('dnssec:working')}
          cancelLabel={t('dnssec:cancel')} busy={busy} error={removeError} danger onConfirm={() => void confirmRemove()} onClose={() => setRemoving(null)}>
          <p className="m-0">{t('dnssec:external.removeText')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
