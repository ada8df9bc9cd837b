import type { ReactNode } from 'react';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { FieldValue } from '../../kit/values/FieldValue';
import { columnFor } from './field-display.ts';
import type { RecordData } from './record-address.ts';
import { countryFields, useCountryNamer, useReferenceNames } from './use-readable-values.ts';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface RecordSectionsProps {
  declaration: ResourceDeclaration;
  record: RecordData;
  referenceTargets: Readonly<Record<string, ReferenceTarget>>;
  language: string;
  t: Translate;
  /** Inside a record panel: one column, and section headings below the panel's own. */
  inPanel?: boolean;
}

/** The declared sections of a record, each a list of labelled values; references by name, countries by name. */
export function RecordSections({ declaration, record, referenceTargets, language, t, inPanel = false }: RecordSectionsProps) {
  const references = useReferenceNames(declaration, record, referenceTargets);
  const countries = countryFields(declaration);
  const countryName = useCountryNamer(language, countries.some((field) => typeof record[field] === 'string' && record[field] !== ''));
  const valueOf = (field: string): ReactNode => {
    const reference = references[field];
    if (reference) {
      const label = `${reference.name} (#${reference.id})`;
      return reference.href ? <a href={reference.href} className="focus-ring">{label}</a> : label;
    }
    const value = record[field];
    if (countryName && countries.includes(field) && typeof value === 'string' && value !== '') return countryName(value);
    return <FieldValue column={columnFor(declaration, field)} record={record} language={language} t={t} place="block" />;
  };
  const Heading = inPanel ? 'h3' : 'h2';
  return (
    <div className={inPanel ? 'grid gap-4' : 'grid gap-4 lg:grid-cols-2'}>
      {declaration.sections.map((section) => (
        <section key={section.title} className="card p-4" aria-labelledby={`section-${section.title}`}>
          <Heading id={`section-${section.title}`} className="m-0 mb-3 text-base font-semibold">{t(section.title)}</Heading>
          <dl className="m-0 grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-2 text-sm">
            {section.fields.map((field) => (
              <div key={field} className="contents" data-field={field}>
                <dt className="text-muted">{t(columnFor(declaration, field).label)}</dt>
                <dd className="m-0 min-w-0 break-words whitespace-pre-wrap">{valueOf(field)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
