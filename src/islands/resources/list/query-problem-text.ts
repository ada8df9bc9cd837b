/**
 * A filter string's problem in the reader's language, with its position (1-based, as people
 * count characters). English is the PQL module's own reason (the API's words, declared once in
 * src/lib/pql/pql-reasons.ts); other languages translate it by key, and a key they do not know
 * reads generically rather than in English.
 */
import { knownText } from '~/lib/formatting/known-text';
import { defaultLocale } from '~/lib/i18n/locales';
import type { QueryProblem } from './query-error';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function queryProblemText(problem: QueryProblem, language: string, t: Translate): string {
  const translated = problem.key ? knownText(t, `lists:pql.reasons.${problem.key}`, problem.values) : undefined;
  const reason = translated ?? (language === defaultLocale && problem.reason ? problem.reason : t('lists:pql.reasons.unknown'));
  return t(problem.fromServer ? 'lists:pql.serverError' : 'lists:pql.error', { position: problem.position + 1, reason });
}
