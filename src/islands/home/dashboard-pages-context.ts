/** The dashboards' pages (src/lib/dashboard/dashboard-pages.ts, read when the page is built) for every part of a dashboard screen. */
import { createContext, useContext } from 'react';
import type { DashboardPages } from '~/lib/dashboard/dashboard-pages';

export const DashboardPagesContext = createContext<DashboardPages | null>(null);

export function useDashboardPages(): DashboardPages {
  const pages = useContext(DashboardPagesContext);
  if (!pages) throw new Error('A dashboard screen gives its parts the dashboard pages');
  return pages;
}
