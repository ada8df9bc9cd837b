/** `npm start`: builds the portal when the build is missing or stale, then serves it. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from './build-freshness.ts';
import { startPortalServer } from '../server/portal/main.ts';

const projectDir = fileURLToPath(new URL('..', import.meta.url));

if (isBuildStale(projectDir)) {
  console.log('Building the portal (the build is missing or older than its sources)…');
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
    cwd: projectDir,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await startPortalServer();
