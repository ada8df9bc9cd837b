/** How a watch code reads: its word in namespace `watch` (`caseStatus.open` → "Open"), else the code itself. */
import { knownText } from '~/lib/formatting/known-text';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export type WatchWordGroup = 'techniques' | 'factors' | 'facts' | 'bands' | 'matchStatus' | 'caseStatus' | 'severity' | 'caseAction' | 'watchStatus' | 'matchType';

export function watchWord(t: Translate, group: WatchWordGroup, code: string): string {
  return knownText(t, `watch:${group}.${code}`) ?? code;
}
