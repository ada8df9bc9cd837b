import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { columnFor, displayValue } from './field-display.ts';
import type { RecordData } from './record-address.ts';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** The declared sections of a record, each a list of labelled values. */
export function RecordSections({ declaration, record, language, t }: { declaration: ResourceDeclaration; record: RecordData; language: string; t: Translate }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {declaration.sections.map((section) => (
        <section key={section.title} className="card p-4" aria-labelledby={`section-${section.title}`}>
          <h2 id={`section-${section.title}`} className="m-0 mb-3 text-base font-semibold">{t(section.title)}</h2>
          <dl className="m-0 grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-2 text-sm">
            {section.fields.map((field) => (
              <div key={field} className="contents" data-field={field}>
                <dt className="text-muted">{t(columnFor(declaration, field).label)}</dt>
                <dd className="m-0 break-words whitespace-pre-wrap">{displayValue(declaration, field, record, language, t)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
