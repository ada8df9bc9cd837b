/** A record or zone problem in the reader's language (namespace `dns`), naming its field as the checks do. */
import type { RecordProblem } from '~/lib/dns/zone-record';

export type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function problemText(problem: Pick<RecordProblem, 'key' | 'values' | 'message'>, t: Translate): string {
  const values: Record<string, unknown> = { ...problem.values };
  if (typeof problem.values.fieldKey === 'string') values.field = t(`dns:${problem.values.fieldKey}`);
  const text = t(`dns:${problem.key}`, values);
  // A key this build has no words for reads as the key itself: the server's English says more.
  return text === problem.key || text === `dns:${problem.key}` ? problem.message : text;
}
