/**
 * Writes a gzip and a Brotli twin beside every text file of the build worth compressing
 * (`page.html.gz`, `page.html.br`), which the portal server sends to browsers that accept them
 * (server/portal/portal-server.ts). The JS budgets of DESIGN.md section 10 are gzip sizes: this is
 * what makes them the bytes a browser really receives.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|js|mjs|css|json|svg|txt|xml|map)$/;
/** Below this a compressed twin saves less than its headers cost. */
const minimumBytes = 1024;

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Compresses the build in place; answers how many files got twins. */
export function precompressBuild(directory: string): number {
  let count = 0;
  for (const file of filesUnder(directory)) {
    if (!compressible.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < minimumBytes) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }));
    count++;
  }
  return count;
}
