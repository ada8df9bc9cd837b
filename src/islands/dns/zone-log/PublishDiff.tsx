import { DataView } from '../../kit/DataView';
import { useData } from '../../kit/use-data';
import { RecordSetChanges } from './RecordSetChanges';
import { versionOf } from '../zone-editor/zone-api';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** The diff one publish applied, asked for when it is opened. */
export function PublishDiff({ zoneId, serial, t }: { zoneId: number; serial: number; t: Translate }) {
  const version = useData(`${zoneId}/versions/${serial}/changes`, (signal) => versionOf(zoneId, serial, signal), { isEmpty: (answer) => answer.changes.length === 0 });
  return (
    <DataView data={version} compact failedTitle={t('dns-log:diffFailed')}>
      {(answer) => <RecordSetChanges changes={answer.changes} t={t} />}
    </DataView>
  );
}
