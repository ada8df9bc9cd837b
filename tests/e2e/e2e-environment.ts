/** Where the end-to-end run's servers listen and keep their data (shared by playwright.config.ts and the tests). */
export const e2ePortalPort = Number(process.env.E2E_PORT ?? 4380);
export const e2eApiPort = e2ePortalPort + 1;
export const e2eApiBase = `http://localhost:${e2eApiPort}`;
/** Created fresh and seeded small on every start of the servers. */
export const e2eDatabasePath = `data/e2e-${e2ePortalPort}.sqlite`;
export const demoPassword = 'portal-demo';
