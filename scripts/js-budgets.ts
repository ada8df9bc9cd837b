/**
 * The JavaScript budgets of DESIGN.md section 10: the gzip bytes a browser may download for one
 * page of each layout (`npm run size` measures them; the docs e2e checks its own).
 */
export const jsBudgets: Record<string, { path: string; budget: number; signedIn: boolean }> = {
  login: { path: '/login', budget: 90 * 1024, signedIn: false },
  docs: { path: '/api/reference', budget: 5 * 1024, signedIn: false },
  default: { path: '/domains/3f2a9c41/dns-statistics', budget: 120 * 1024, signedIn: true },
  // The heaviest list route (DESIGN.md section 10): the generic list island with the most columns.
  list: { path: '/domains', budget: 120 * 1024, signedIn: true },
  // A report with a time series: its chart library (uPlot) loads only with the report's numbers, as on the DNS statistics page.
  report: { path: '/reports/renewals-forecast', budget: 120 * 1024, signedIn: true },
  clean: { path: '/watch/3f2a9c41/overview-report', budget: 120 * 1024, signedIn: true },
  'material-approval': { path: '/approvals/3f2a9c41', budget: 90 * 1024, signedIn: false },
};
