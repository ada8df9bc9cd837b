import type { ReactNode } from 'react';
import { formatFieldValue, valueAt } from '~/lib/resources/field-value';
import type { ColumnDeclaration } from '~/lib/resources/resource-declaration';
import { statusTone } from '~/lib/resources/status-tones';
import { CopyButton } from './CopyButton';
import { StatusBadge } from './StatusBadge';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface FieldValueProps {
  column: ColumnDeclaration;
  record: unknown;
  language: string;
  t: Translate;
  /** The record's address, when this value is the link to it. */
  href?: string;
  /** A list cell keeps one line (a long value truncates); a record's value block wraps. */
  place: 'cell' | 'block';
}

/**
 * A field's value as its reading says (DESIGN.md section 11): statuses as badges with text,
 * durations with the raw seconds in their title, long values truncated or wrapped with a copy button.
 */
export function FieldValue({ column, record, language, t, href, place }: FieldValueProps) {
  const raw = valueAt(record, column.field);
  const text = formatFieldValue(column, record, language, t);
  const shown: ReactNode = href ? <a href={href} className="focus-ring">{text}</a> : text;
  if (raw === null || raw === undefined || raw === '') return shown;
  switch (column.reads) {
    case 'status':
      return <StatusBadge tone={statusTone(raw)}>{shown}</StatusBadge>;
    case 'duration':
      return <span title={t('resources:reading.seconds', { count: raw })}>{shown}</span>;
    case 'long':
      return (
        <span className={place === 'cell' ? 'inline-flex max-w-[min(24rem,40vw)] items-center gap-1 align-middle' : 'flex items-start gap-2'} data-long-value>
          <span className={place === 'cell' ? 'min-w-0 truncate' : 'min-w-0 [overflow-wrap:anywhere]'} title={place === 'cell' ? text : undefined}>{shown}</span>
          <CopyButton text={text} label={t(column.label)} t={t} />
        </span>
      );
    default:
      return shown;
  }
}
