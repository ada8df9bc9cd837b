import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getList } from '~/lib/data';
import { isAbortError } from '~/lib/http/http-error';
import { conditionFromFilter, printPql } from '~/lib/pql';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';

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

/**
 * A reference field: type part of a name, pick the record from what the API finds in the
 * account. The id is what the form keeps; the name is what the user sees.
 */
export default function ReferencePicker({ id, name, target, value, invalid, describedBy, required, t, onChange }: ReferencePickerProps) {
  const [choices, setChoices] = useState<Choice[]>([]);
  // The id stands in for the name until the name has loaded.
  const [inputValue, setInputValue] = useState(value ? `#${value}` : '');
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'searching' | 'failed'>('idle');
  const search = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController; typing?: boolean }>({});
  const collection = useMemo(() => createListCollection({ items: choices }), [choices]);

  const find = (pql: string | undefined, then: (found: Choice[]) => void) => {
    clearTimeout(search.current.timer);
    search.current.controller?.abort();
    const controller = new AbortController();
    search.current.controller = controller;
    setStatus('searching');
    getList<Record<string, unknown>>({
      resource: target.apiPath, page: 1, limit: shownChoices, fields: ['id', target.displayField], ...(pql ? { pql } : {}), signal: controller.signal,
    }).then(
      ({ data }) => {
        setStatus('idle');
        then(data.map((record) => ({ value: String(record.id), label: String(record[target.displayField] ?? `#${String(record.id)}`) })));
      },
      (error: unknown) => {
        if (!isAbortError(error)) setStatus('failed');
      },
    );
  };

  // The name of the record the value names, for the input (a record gone since shows its id).
  useEffect(() => {
    if (!value) {
      setInputValue('');
      return;
    }
    if (choices.some((choice) => choice.value === value)) return;
    find(printPql([{ field: 'id', operator: 'equals', values: [value] }]), (found) => {
      setChoices(found);
      // Once the user is in the field, what they type stays theirs.
      if (!search.current.typing && document.activeElement !== input.current) setInputValue(found[0]?.label ?? `#${value}`);
    });
  }, [value]);

  useEffect(() => () => {
    clearTimeout(search.current.timer);
    search.current.controller?.abort();
  }, []);

  const typed = (text: string) => {
    setInputValue(text);
    clearTimeout(search.current.timer);
    search.current.typing = true;
    const term = text.trim();
    search.current.timer = setTimeout(() => {
      search.current.typing = false;
      find(term ? printPql([conditionFromFilter(target.displayField, 'contains', term)]) : undefined, setChoices);
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
        if (details.open && !search.current.typing && choices.length <= 1 && status === 'idle') find(undefined, setChoices);
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
          {status === 'searching' && <p role="status" className="m-0 px-2 py-1 text-sm text-muted">{t('records:reference.searching')}</p>}
          {status === 'failed' && <p role="alert" className="m-0 px-2 py-1 text-sm text-red-d1 dark:text-red">{t('records:reference.failed')}</p>}
          {status === 'idle' && choices.length === 0 && <p className="m-0 px-2 py-1 text-sm text-muted">{t('records:reference.none')}</p>}
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
