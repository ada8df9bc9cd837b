/**
 * A domain's record page (`/domains/{id}`): the registry actions above the generic record
 * (docs/ARCHITECTURE.md, "Where new work goes": the declared record stays as it is). Both show
 * the one record the page loaded; an action that changed the domain reads it again in place, so
 * a renewal's new expiry shows without a reload.
 */
import ResourceRecordIsland from '../../resources/detail/ResourceRecordIsland';
import type { DomainRecord as Domain } from './domain-api';
import { DomainActions } from './DomainActions';

type RecordProps = Parameters<typeof ResourceRecordIsland>[0];

export default function DomainRecord(props: RecordProps) {
  return <ResourceRecordIsland {...props} above={(record, refresh) => <DomainActions domain={record as unknown as Domain} onChanged={refresh} />} />;
}
