/**
 * The API and the portal a benchmark measures, side by side on localhost, pointed at each other
 * and at the given database; `close` stops both.
 */
import { startApiServer } from '../server/api/main.ts';
import { createPortalServer } from '../server/portal/portal-server.ts';

export async function startBenchServers(options: { portalPort: number; apiPort: number; databasePath: string; env?: Record<string, string> }) {
  const portal = `http://localhost:${options.portalPort}`;
  const apiBase = `http://localhost:${options.apiPort}`;
  const env = {
    ...process.env,
    ...options.env,
    API_PORT: String(options.apiPort),
    DATABASE_PATH: options.databasePath,
    PORTAL_ORIGINS: portal,
    OIDC_ISSUER: `${apiBase}/oidc`,
    PORTAL_API_BASE: apiBase,
    PORTAL_SSO_ISSUER: `${apiBase}/oidc`,
    LOG_LEVEL: 'error',
  };
  const api = await startApiServer(env);
  const server = createPortalServer({ distDir: 'dist', env });
  await server.listen({ port: options.portalPort, host: '127.0.0.1' });
  return {
    portal,
    apiBase,
    async close() {
      await server.close();
      await api.close();
    },
  };
}
