/**
 * Writes what the build emits beside the pages: the rewrite table (for the portal server),
 * `_redirects` and `_headers` (for static hosts; each page's policy read from the built page), the
 * build id under `builds/` for update polling, module preload links in every page, and last the
 * gzip and Brotli twins of every text file (precompress.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { routeTable } from '../../src/lib/routes/route-table.ts';
import { buildRewriteTable, redirectsFile } from '../../src/lib/routes/rewrite-table.ts';
import { defaultRuntimeConfig } from '../../src/lib/config/runtime-config.ts';
import { headersFile } from './headers-file.ts';
import { addModulePreloads } from './module-preloads.ts';
import { readPagePolicies } from './page-policies.ts';
import { precompressBuild } from './precompress.ts';

export const rewriteTableFile = 'rewrite-table.json';

export function portalBuildIntegration(buildId: string): AstroIntegration {
  return {
    name: 'portal-build-outputs',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const rules = buildRewriteTable(routeTable.map((route) => route.pattern));
        writeFileSync(`${out}/${rewriteTableFile}`, `${JSON.stringify(rules, null, 2)}\n`);
        writeFileSync(`${out}/_redirects`, redirectsFile(rules));
        mkdirSync(`${out}/builds/meta`, { recursive: true });
        const build = JSON.stringify({ id: buildId, timestamp: Date.now() });
        writeFileSync(`${out}/builds/latest.json`, build);
        writeFileSync(`${out}/builds/meta/${buildId}.json`, build);
        const preloaded = addModulePreloads(out);
        writeFileSync(`${out}/_headers`, headersFile(defaultRuntimeConfig, readPagePolicies(out), rules));
        const compressed = precompressBuild(out);
        logger.info(`build ${buildId}: ${routeTable.length} routes, ${rules.length} rewrite rules, module preloads on ${preloaded} pages, ${compressed} files precompressed`);
      },
    },
  };
}
