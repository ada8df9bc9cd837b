/** A screen's main heading is the page's h1, unless the page header already names the record (then it is an h2 under it). */
import { pageHeaderPlan } from '~/lib/screens/page-header-plan';

export function screenHeadingLevel(pattern: string): 1 | 2 {
  return pageHeaderPlan(pattern).record ? 2 : 1;
}
