/**
 * Adding existing domains (`/domains/add`; issue 12, item 3): paste `name authcode` lines to
 * transfer domains in, or names managed elsewhere to add them as external (DNS and inventory
 * only). Every line is checked as it is typed: here first (a name that cannot be one, a repeated
 * line), then by the API's dry run (unknown TLD, an auth code the TLD needs, a domain already in
 * the account), and each line shows what will become of it before anything is submitted.
 * Transfers become one order; the answer links it and the external domains.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatNumber } from '~/lib/formatting/format';
import { EmptyState } from '../../kit/EmptyState';
import { ErrorState } from '../../kit/ErrorState';
import { FormAlert } from '../../kit/form/FormAlert';
import { useData } from '../../kit/use-data';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { StatusBadge } from '../../kit/values/StatusBadge';
import { moneyText, reasonText, reportFailure } from '../actions/domain-values';
import { addDomains, domainIdsByName, type AdditionAnswer, type AdditionRow } from './add-api';
import { additionKey, additionLine, linesToSend, parseAddLines, type AddLine, type AdditionLine } from './add-lines';
import { AddResults } from './AddResults';
import '../actions/domain-actions-words';

const checkDelay = 500;
/** The most lines one call takes (the API's limit): a longer paste is checked in parts, and added in parts by the user. */
const maxLines = 500;

type LineState =
  | { kind: 'refused'; reason: string }
  | { kind: 'transfer'; price?: { amount: number; currency: string } }
  | { kind: 'external' }
  | { kind: 'checking' };

async function checkLines(bodies: readonly AdditionLine[], signal: AbortSignal): Promise<Map<string, AdditionRow>> {
  const parts: AdditionLine[][] = [];
  for (let start = 0; start < bodies.length; start += maxLines) parts.push(bodies.slice(start, start + maxLines));
  const answers = await Promise.all(parts.map((part) => addDomains(part, true, signal)));
  const known = new Map<string, AdditionRow>();
  answers.forEach((answer, part) => {
    for (const row of answer.data) {
      const body = parts[part]![row.line];
      if (body) known.set(additionKey(body), row);
    }
  });
  return known;
}

export default function DomainAdd() {
  const { t, language } = usePortalTranslation();
  const id = useId();
  const editor = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [external, setExternal] = useState(false);
  const lines = useMemo(() => parseAddLines(text, external), [text, external]);
  const toSend = useMemo(() => linesToSend(lines), [lines]);
  const sendKey = JSON.stringify(toSend.map(additionLine));

  // The dry run follows the text once typing pauses; its answers are kept per line, so a line not edited keeps its word meanwhile.
  const [checkedKey, setCheckedKey] = useState('[]');
  useEffect(() => {
    const timer = setTimeout(() => setCheckedKey(sendKey), checkDelay);
    return () => clearTimeout(timer);
  }, [sendKey]);
  const check = useData(checkedKey === '[]' ? null : `add:${checkedKey}`, (signal) => checkLines(JSON.parse(checkedKey) as AdditionLine[], signal), { isEmpty: () => false });
  const [known, setKnown] = useState<ReadonlyMap<string, AdditionRow>>(new Map());
  useEffect(() => {
    if (check.status === 'ready') setKnown((before) => new Map([...before, ...check.data]));
  }, [check.status, check.data]);

  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<{ answer: AdditionAnswer; ids: Map<string, number> } | null>(null);

  const stateOf = (line: AddLine): LineState => {
    if (line.problem) return { kind: 'refused', reason: t(`domain-actions:reasons.${line.problem.key}`, line.problem.values) };
    const row = known.get(additionKey(additionLine(line)));
    if (!row) return { kind: 'checking' };
    if (row.outcome === 'refused') return { kind: 'refused', reason: reasonText(t, row.reason_key, row.reason, row.reason_values) };
    if (row.outcome === 'external') return { kind: 'external' };
    return row.price ? { kind: 'transfer', price: row.price } : { kind: 'transfer' };
  };
  const states = lines.map(stateOf);
  const count = (kind: LineState['kind']) => states.filter((state) => state.kind === kind).length;
  const checking = count('checking') > 0 || check.status === 'loading' || checkedKey !== sendKey;
  const accepted = lines.filter((_line, index) => states[index]!.kind === 'transfer' || states[index]!.kind === 'external');
  const totals = new Map<string, number>();
  for (const state of states) if (state.kind === 'transfer' && state.price) totals.set(state.price.currency, (totals.get(state.price.currency) ?? 0) + state.price.amount);

  const goToLine = (lineNumber: number) => {
    const area = editor.current;
    if (!area) return;
    const start = text.split(/\r\n|\r|\n/).slice(0, lineNumber - 1).reduce((sum, row) => sum + row.length + 1, 0);
    area.focus();
    area.setSelectionRange(start, start);
  };

  const submit = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      const answer = await addDomains(accepted.map(additionLine), false);
      const externals = answer.data.filter((row) => row.outcome === 'external').map((row) => row.name);
      const ids = await domainIdsByName(externals).catch(() => new Map<string, number>());
      setDone({ answer, ids });
    } catch (error) {
      setFailure(reportFailure(error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return <AddResults answer={done.answer} ids={done.ids} language={language} t={t} onAgain={() => { setDone(null); setText(''); setKnown(new Map()); }} />;
  }

  return (
    <div className="flex min-w-0 flex-col gap-4" data-domain-add>
      <p className="m-0 max-w-3xl">{t('domain-actions:add.intro')}</p>
      <form className="card flex min-w-0 flex-col gap-3 p-4" noValidate aria-labelledby={`${id}-heading`} onSubmit={(event) => { event.preventDefault(); if (!busy && !checking && accepted.length > 0 && accepted.length <= maxLines) void submit(); }}>
        <h2 id={`${id}-heading`} className="m-0 text-base font-semibold">{t('domain-actions:add.linesHeading')}</h2>
        <label className="flex cursor-pointer items-start gap-2 text-sm">
          <input type="checkbox" className="focus-ring mt-1" checked={external} onChange={(event) => setExternal(event.target.checked)} data-add-external />
          <span>
            <span className="font-medium">{t('domain-actions:add.external')}</span>
            <span className="block text-muted">{t('domain-actions:add.externalHint')}</span>
          </span>
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-lines`} className="text-sm font-medium">{t(external ? 'domain-actions:add.linesExternal' : 'domain-actions:add.linesTransfer')}</label>
          <textarea ref={editor} id={`${id}-lines`} className="input-box min-h-40 w-full px-3 py-2 font-mono text-sm leading-6" value={text} spellCheck={false}
            autoCapitalize="off" autoComplete="off" aria-describedby={`${id}-hint ${id}-summary`} wrap="off"
            placeholder={external ? 'example.com\nexample.net' : 'example.com AbC-123+xyz\nexample.net 9fK#2mQ!'}
            onChange={(event) => setText(event.target.value)} data-add-lines />
          <p id={`${id}-hint`} className="m-0 text-xs text-muted">{t(external ? 'domain-actions:add.hintExternal' : 'domain-actions:add.hintTransfer')}</p>
        </div>
        <p id={`${id}-summary`} className="m-0 text-sm" aria-live="polite" data-add-summary>
          {lines.length === 0
            ? t('domain-actions:add.nothingYet')
            : t('domain-actions:add.summary', {
              transfer: formatNumber(count('transfer'), language), external: formatNumber(count('external'), language), refused: formatNumber(count('refused'), language),
            })}
          {totals.size > 0 && ` ${t('domain-actions:add.transferTotal', { amount: [...totals].map(([currency, amount]) => moneyText(amount, currency, language)).join(' + ') })}`}
          {lines.length > 0 && checking && ` ${t('domain-actions:add.checking')}`}
        </p>
        {check.status === 'error' && <ErrorState failure={check.failure} retry={check.retry} title={t('domain-actions:add.checkFailed')} compact />}
        {accepted.length > maxLines && <FormAlert kind="error">{t('domain-actions:add.tooMany', { max: maxLines })}</FormAlert>}
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        <div>
          <button type="submit" className="btn-primary" disabled={busy || checking || accepted.length === 0 || accepted.length > maxLines} aria-busy={busy || undefined} data-add-submit>
            {busy && <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />}
            {busy ? t('domain-actions:working') : t('domain-actions:add.submit', { count: accepted.length })}
          </button>
        </div>
      </form>
      <section className="card flex min-w-0 flex-col gap-2 p-4" aria-labelledby={`${id}-lines-heading`}>
        <h2 id={`${id}-lines-heading`} className="m-0 text-base font-semibold">{t('domain-actions:add.checkHeading')}</h2>
        {lines.length === 0 ? (
          <EmptyState compact>{t('domain-actions:add.nothingYet')}</EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm" data-add-check>
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="py-1 pr-3 font-medium">{t('domain-actions:columns.line')}</th>
                  <th scope="col" className="py-1 pr-3 font-medium">{t('domain-actions:columns.domain')}</th>
                  <th scope="col" className="py-1 font-medium">{t('domain-actions:columns.outcome')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => {
                  const state = states[index]!;
                  return (
                    <tr key={`${line.lineNumber}:${line.name}`} className="border-t border-solid border-line align-top" data-add-line={line.lineNumber} data-outcome={state.kind}>
                      <td className="py-1.5 pr-3">
                        <button type="button" className="focus-ring cursor-pointer border-0 bg-transparent p-0 text-primary underline underline-offset-2 tabular-nums"
                          aria-label={t('domain-actions:add.goToLine', { line: line.lineNumber })} onClick={() => goToLine(line.lineNumber)}>
                          {line.lineNumber}
                        </button>
                      </td>
                      <td className="py-1.5 pr-3 font-mono break-all">
                        {line.name}
                        {line.unicodeName !== line.asciiName && (
                          <span className="block text-xs text-muted">{line.name.toLowerCase() === line.asciiName ? line.unicodeName : line.asciiName}</span>
                        )}
                      </td>
                      <td className="py-1.5">
                        <span className="flex flex-col gap-0.5">
                          <span className="flex flex-wrap items-center gap-2">
                            {state.kind === 'checking' && <StatusBadge tone="grey">{t('domain-actions:add.outcome.checking')}</StatusBadge>}
                            {state.kind === 'transfer' && <StatusBadge tone="blue">{t('domain-actions:add.outcome.transfer')}</StatusBadge>}
                            {state.kind === 'external' && <StatusBadge tone="green">{t('domain-actions:add.outcome.external')}</StatusBadge>}
                            {state.kind === 'refused' && <StatusBadge tone="red">{t('domain-actions:add.outcome.refused')}</StatusBadge>}
                            {state.kind === 'transfer' && state.price && <span>{moneyText(state.price.amount, state.price.currency, language)}</span>}
                          </span>
                          {state.kind === 'refused' && <span className="text-red-d1 dark:text-red" data-refusal>{state.reason}</span>}
                          {line.warnings.map((warning) => <span key={warning} className="text-amber-d2 dark:text-amber-l2" data-line-warning={warning}>{t(`domain-actions:add.warnings.${warning}`)}</span>)}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
