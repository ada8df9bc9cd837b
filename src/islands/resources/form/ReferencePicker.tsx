import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getList } from '~/lib/data';
import { conditionFromFilter, printPql } from '~/lib/pql';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import { EmptyState } from '../../kit/EmptyState';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { useData } from '../../kit/use-data';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface ReferencePickerProps {
  /** The input's id, which the field's label points at. */
  id: string;
  name: string;
  target: ReferenceTarget;
  /** The record id as the form holds it ('' for none). */
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  required: boolean;
  t: Translate;
  onChange(value: string): void;
}

interface Choice {
  value: string;
  label: string;
}

const searchDelay = 250;
const shownChoices = 10;

async function findChoices(target: ReferenceTarget, pql: string | undefined, signal: AbortSignal): Promise<Choice[]> {
  const { data } = await getList<Record<string, unknown>>({
    resource: target.apiPath, page: 1, limit: shownChoices, fields: ['id', target.displayField], ...(pql ? { pql } : {}), signal,
  });
  return data.map((record) => ({ value: String(record.id), label: String(record[target.displayField] ?? `#${String(record.id)}`) }));
}

/**
 * A reference field: type part of a name, pick the record from what the API finds in the
 * account. The id is what the form keeps; the name is what the user sees.
 */
export default function ReferencePicker({ id, name, target, value, invalid, describedBy, required, t, onChange }: ReferencePickerProps) {
  // The id stands in for the name until the name has loaded.
  const [inputValue, setInputValue] = useState(value ? `#${value}` : '');
  const input = useRef<HTMLInputElement>(null);
  /** What the user searched for: null before any search, '' for the first records. */
  const [term, setTerm] = useState<string | null>(null);
  const typing = useRef<{ timer?: ReturnType<typeof setTimeout>; active?: boolean }>({});
  const found = useData<Choice[]>(term === null ? null : `term:${term}`, (signal) =>
    findChoices(target, term ? printPql([conditionFromFilter(target.displayField, 'contains', term)]) : undefined, signal));
  // The record the value names, when no search has found it: its name goes in the input.
  const named = useData<Choice[]>(value && !found.data?.some((choice) => choice.value === value) ? `id:${value}` : null, (signal) =>
    findChoices(target, printPql([{ field: 'id', operator: 'equals', values: [value] }]), signal));
  const choices = found.data ?? named.data ?? [];
  const collection = useMemo(() => createListCollection({ items: choices }), [choices]);
  const busy = found.status === 'loading' || named.status === 'loading';
  const failed = found.status === 'error' ? found : named.status === 'error' ? named : undefined;

  useEffect(() => {
    if (!value) setInputValue('');
  }, [value]);

  // A record gone since shows its id. Once the user is in the field, what they type stays theirs.
  useEffect(() => {
    if (!value || !named.data || typing.current.active || document.activeElement === input.current) return;
    setInputValue(named.data[0]?.label ?? `#${value}`);
  }, [named.data]);

  useEffect(() => () => clearTimeout(typing.current.timer), []);

  const typed = (text: string) => {
    setInputValue(text);
    clearTimeout(typing.current.timer);
    typing.current.active = true;
    typing.current.timer = setTimeout(() => {
      typing.current.active = false;
      setTerm(text.trim());
    }, searchDelay);
  };

  return (
    <Combobox.Root
      collection={collection}
      ids={{ input: id }}
      name={name}
      value={value ? [value] : []}
      inputValue={inputValue}
      openOnClick
      selectionBehavior="replace"
      onInputValueChange={(details) => {
        if (details.reason === 'input-change') typed(details.inputValue);
        else setInputValue(details.inputValue);
      }}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      onOpenChange={(details) => {
        // Opened by a click: offer the first records. Opened by typing: that search answers.
        if (details.open && !typing.current.active && choices.length <= 1 && !busy) setTerm('');
      }}
      className="relative"
    >
      <Combobox.Control className="flex items-center gap-1">
        <Combobox.Input
          ref={input}
          className="input-box w-full px-3 py-2 text-base aria-[invalid=true]:border-red"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          placeholder={t('records:reference.placeholder')}
        />
        {value && !required && (
          <Combobox.ClearTrigger className="btn-icon" aria-label={t('records:reference.clear')}>
            <span className="i-lucide-x" aria-hidden="true" />
          </Combobox.ClearTrigger>
        )}
      </Combobox.Control>
      <Combobox.Positioner className="w-[var(--reference-width)]">
        {/* The positioner takes its z-index from the content. */}
        <Combobox.Content className="card z-30 max-h-64 overflow-auto p-1 shadow-lg">
          {busy && <LoadingState label={t('records:reference.searching')} compact />}
          {!busy && failed?.status === 'error' && <ErrorState failure={failed.failure} retry={failed.retry} title={t('records:reference.failed')} compact />}
          {!busy && !failed && choices.length === 0 && <EmptyState compact>{t('records:reference.none')}</EmptyState>}
          {choices.map((choice) => (
            <Combobox.Item key={choice.value} item={choice}
              className="flex cursor-pointer items-center justify-between gap-2 rounded px-2 py-1.5 text-sm data-[highlighted]:bg-primary-l5 dark:data-[highlighted]:bg-primary-d4">
              <Combobox.ItemText>{choice.label}</Combobox.ItemText>
              <span className="text-xs text-muted">#{choice.value}</span>
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
