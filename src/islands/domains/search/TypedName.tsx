import { readDomainName } from '~/lib/domains/domain-name';
import { reasonText } from './ResultRow';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/**
 * One name as it is typed, read the way the registry will read it: its A-label beside an
 * internationalised name, a spelling problem, or a mixed-script warning before anything is sent.
 */
export function TypedName({ name, t }: { name: string; t: Translate }) {
  const read = readDomainName(name);
  const problem = read.problem && read.problem.key !== 'no_tld' ? reasonText({ reason_key: read.problem.key, reason_values: { ...read.problem.values } }, t) : undefined;
  if (!problem && !read.idn && !read.mixedScript) return null;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5" data-typed-name>
      {read.idn && !problem && (
        <span>
          {read.unicodeName} <span aria-hidden="true">→</span> <span className="sr-only">{t('domain-order:search.aLabel')} </span>
          <span className="font-mono" data-typed-a-label>{read.name}</span>
        </span>
      )}
      {read.mixedScript && !problem && (
        <span className="flex items-center gap-1 text-amber-d2 dark:text-amber-l2" title={t('domain-order:search.mixedScriptHelp')}>
          <span className="i-lucide-triangle-alert" aria-hidden="true" />
          {t('domain-order:search.mixedScript')}
        </span>
      )}
      {problem && <span className="text-red-d1 dark:text-red" data-typed-problem>{problem}</span>}
    </span>
  );
}
