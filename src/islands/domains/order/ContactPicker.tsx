/**
 * A contact searched for by its label, for accounts with more contacts than a plain list shows:
 * the record forms' reference picker, loaded only then.
 */
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import ReferencePicker from '../../resources/form/ReferencePicker';
import '../../resources/detail/record-words';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

const contacts: ReferenceTarget = { apiPath: 'contacts', displayField: 'label', viewPermission: 'view-contacts', recordRoute: '/contacts/{id}' };

interface ContactPickerProps {
  id: string;
  name: string;
  value: number | null;
  invalid: boolean;
  describedBy: string | undefined;
  t: Translate;
  onChange(value: number | null): void;
}

export default function ContactPicker({ id, name, value, invalid, describedBy, t, onChange }: ContactPickerProps) {
  return (
    <ReferencePicker id={id} name={name} target={contacts} value={value === null ? '' : String(value)} invalid={invalid} describedBy={describedBy} required t={t}
      onChange={(chosen) => onChange(/^\d+$/.test(chosen) ? Number(chosen) : null)} />
  );
}
