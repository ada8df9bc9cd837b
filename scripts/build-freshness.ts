/** Whether dist/ is missing or older than anything it is built from, and the build that renews it. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const buildInputs = ['src', 'public', 'scripts/build', 'server/api/openapi', 'server/api/db/migrations', 'astro.config.mjs', 'uno.config.ts', 'tsconfig.json', 'package-lock.json'];
export const buildStamp = 'dist/builds/latest.json';

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestModification(join(path, entry))), stat.mtimeMs);
}

export function isBuildStale(projectDir: string): boolean {
  const stamp = join(projectDir, buildStamp);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return buildInputs.some((input) => newestModification(join(projectDir, input)) > builtAt);
}

/** Builds the portal when dist/ is stale; false when that build failed. */
export function buildIfStale(projectDir: string): boolean {
  if (!isBuildStale(projectDir)) return true;
  console.log('Building the portal (the build is missing or older than its sources)…');
  return spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], { cwd: projectDir, stdio: 'inherit' }).status === 0;
}
