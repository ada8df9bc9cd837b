import { call } from '~/lib/data';
import { DataView } from '../../kit/DataView';
import { useData } from '../../kit/use-data';
import { RecordSetChanges } from './RecordSetChanges';
import type { RecordSetChange } from './zone-log-types';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** The diff one publish applied, asked for when it is opened. */
export function PublishDiff({ zoneId, serial, t }: { zoneId: number; serial: number; t: Translate }) {
  const version = useData<{ changes: RecordSetChange[] }>(`${zoneId}/versions/${serial}/changes`, (signal) =>
    call<{ changes: RecordSetChange[] }>('GET', `zones/${zoneId}/versions/${serial}`, { signal }), { isEmpty: (answer) => answer.changes.length === 0 });
  return (
    <DataView data={version} compact failedTitle={t('dns-log:diffFailed')}>
      {(answer) => <RecordSetChanges changes={answer.changes} t={t} />}
    </DataView>
  );
}
