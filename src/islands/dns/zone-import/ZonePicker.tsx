import { lazy, Suspense } from 'react';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import type { Translate } from '../zone-editor/problem-text';
import { zoneWhere, type Zone } from '../zone-editor/zone-api';

const ReferencePicker = lazy(() => import('../../resources/form/ReferencePicker'));

const zones: ReferenceTarget = { apiPath: 'zones', displayField: 'name', viewPermission: 'view-dns' };

interface ZonePickerProps {
  id: string;
  zone: Zone | null;
  describedBy: string | undefined;
  t: Translate;
  onChange(zone: Zone | null): void;
}

/** The domain an import goes to, among the account's zones (a domain with its DNS elsewhere has none). */
export function ZonePicker({ id, zone, describedBy, t, onChange }: ZonePickerProps) {
  return (
    <Suspense fallback={<input id={id} className="input-box w-full px-3 py-2 text-base" value={zone?.name ?? ''} readOnly />}>
      <ReferencePicker id={id} name="zone" target={zones} value={zone ? String(zone.id) : ''} invalid={false} describedBy={describedBy} required={false} t={t}
        onChange={(value) => {
          if (!value) onChange(null);
          else if (value !== String(zone?.id)) zoneWhere({ id: value }).then(onChange, () => onChange(null));
        }} />
    </Suspense>
  );
}
