import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getList } from '~/lib/data';
import { isAbortError } from '~/lib/data/errors';
import { accountChoiceFields, accountSearches, mergeAccountMatches, type AccountChoice } from '~/lib/accounts/account-search';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface AccountSearchProps {
  /** The staff member's own group: the context that sees every account. */
  ownGroup: string;
  /** The input's id, which the bar's label points at. */
  id: string;
  onChoose: (account: AccountChoice) => void;
  t: Translate;
}

const searchDelay = 250;
const shownChoices = 10;

/**
 * Type part of an account's name or reference, pick it from the list (arrow keys and Enter, or
 * the pointer). Loaded only for staff, and only once the bar shows.
 */
export default function AccountSearch({ ownGroup, id, onChoose, t }: AccountSearchProps) {
  const [typed, setTyped] = useState('');
  const [choices, setChoices] = useState<AccountChoice[]>([]);
  const [status, setStatus] = useState<'idle' | 'searching' | 'failed'>('idle');
  const search = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});
  const collection = useMemo(
    () => createListCollection({ items: choices, itemToValue: (account) => account.id, itemToString: (account) => account.name }),
    [choices],
  );

  useEffect(() => () => {
    clearTimeout(search.current.timer);
    search.current.controller?.abort();
  }, []);

  const find = (text: string) => {
    clearTimeout(search.current.timer);
    search.current.controller?.abort();
    const searches = accountSearches(text);
    if (searches.length === 0) {
      setChoices([]);
      setStatus('idle');
      return;
    }
    search.current.timer = setTimeout(() => {
      const controller = new AbortController();
      search.current.controller = controller;
      setStatus('searching');
      Promise.all(searches.map((pql) =>
        getList<AccountChoice>({ resource: 'accounts', context: ownGroup, limit: shownChoices, sort: 'name', fields: accountChoiceFields, pql, signal: controller.signal }),
      )).then(
        (answers) => {
          setChoices(mergeAccountMatches(text, answers.map((answer) => answer.data), shownChoices));
          setStatus('idle');
        },
        (error: unknown) => {
          if (!isAbortError(error)) setStatus('failed');
        },
      );
    }, searchDelay);
  };

  return (
    <Combobox.Root
      collection={collection}
      ids={{ input: id }}
      inputValue={typed}
      selectionBehavior="clear"
      positioning={{ placement: 'bottom-end' }}
      onInputValueChange={(details) => {
        setTyped(details.inputValue);
        if (details.reason === 'input-change') find(details.inputValue);
      }}
      onValueChange={(details) => {
        const account = choices.find((choice) => choice.id === details.value[0]);
        if (account) onChoose(account);
      }}
      className="relative"
    >
      <Combobox.Control className="flex items-center">
        <Combobox.Input
          className="input-box w-56 max-w-full px-2 py-1"
          placeholder={t('accountSwitch.searchPlaceholder')}
          data-account-search
        />
      </Combobox.Control>
      <Combobox.Positioner>
        {/* The positioner takes its z-index from the content. */}
        <Combobox.Content className="card z-40 max-h-72 w-80 max-w-[calc(100vw-2rem)] overflow-auto p-1 shadow-lg">
          {status === 'searching' && <p role="status" className="m-0 px-2 py-1 text-sm text-muted">{t('accountSwitch.searching')}</p>}
          {status === 'failed' && <p role="alert" className="m-0 px-2 py-1 text-sm text-red-d1 dark:text-red">{t('accountSwitch.searchFailed')}</p>}
          {status === 'idle' && typed.trim() !== '' && choices.length === 0 && <p className="m-0 px-2 py-1 text-sm text-muted">{t('accountSwitch.noMatches')}</p>}
          {choices.map((account) => (
            <Combobox.Item key={account.id} item={account}
              className="flex cursor-pointer items-center justify-between gap-3 rounded px-2 py-1.5 text-sm data-[highlighted]:bg-primary-l5 dark:data-[highlighted]:bg-primary-d4">
              <Combobox.ItemText>{account.name}</Combobox.ItemText>
              {account.reference && <span className="font-mono text-xs text-muted">{account.reference}</span>}
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
