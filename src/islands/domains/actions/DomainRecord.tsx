/**
 * A domain's record page (`/domains/{id}`): the registry actions above the generic record
 * (docs/ARCHITECTURE.md, "Where new work goes": the declared record stays as it is). An action
 * that changed the domain has both read it again, so a renewal's new expiry shows without a
 * reload.
 */
import { useState } from 'react';
import { matchRouteParameters } from '~/lib/routes/route-params';
import { useHydrated } from '../../kit/use-hydrated';
import ResourceRecordIsland from '../../resources/detail/ResourceRecordIsland';
import { DomainActions } from './DomainActions';

type RecordProps = Parameters<typeof ResourceRecordIsland>[0];

export default function DomainRecord(props: RecordProps) {
  const hydrated = useHydrated();
  const [revision, setRevision] = useState(0);
  // Pages are shared shells: the id comes from the address (the server renders the record's loading state only).
  const domainId = hydrated ? matchRouteParameters(props.routePattern, location.pathname.replace(/\/+$/, ''))?.id : undefined;
  return (
    <div className="flex flex-col gap-4">
      {domainId && <DomainActions domainId={domainId} revision={revision} onChanged={() => setRevision((value) => value + 1)} />}
      <ResourceRecordIsland key={revision} {...props} />
    </div>
  );
}
