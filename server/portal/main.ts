/** Starts the portal server on PORT (default 4321) and prints its address. */
import { fileURLToPath } from 'node:url';
import { createPortalServer } from './portal-server.ts';

export const defaultPortalPort = 4321;

export async function startPortalServer(env = process.env): Promise<string> {
  const port = Number(env.PORT ?? defaultPortalPort);
  const host = env.HOST ?? '127.0.0.1';
  const app = createPortalServer({ distDir: fileURLToPath(new URL('../../dist', import.meta.url)), env });
  await app.listen({ port, host });
  const address = `http://localhost:${port}`;
  console.log(`Portal: ${address}`);
  return address;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startPortalServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
