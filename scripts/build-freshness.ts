/** Whether dist/ is missing or older than anything it is built from. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const buildInputs = ['src', 'public', 'scripts/build', 'astro.config.mjs', 'uno.config.ts', 'tsconfig.json', 'package-lock.json'];
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
