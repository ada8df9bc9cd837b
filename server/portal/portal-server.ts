/**
 * Serves the built portal: static files, parameterised routes through the rewrite table,
 * 404.html with status 404 (also for the static hosts' `_headers` and `_redirects`),
 * /runtime-config.json from the environment; compressed when the browser accepts it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRewriter, type RewriteRule } from '../../src/lib/routes/rewrite-table.ts';
import type { RuntimeConfig } from '../../src/lib/config/runtime-config.ts';
import { runtimeConfigFromEnv } from './runtime-config-env.ts';
import { securityHeaders } from './security-headers.ts';
import { cacheControlFor } from './cache-policy.ts';
import { isHostConfigurationFile } from './host-configuration-files.ts';

export interface PortalServerOptions {
  distDir: string;
  env?: Record<string, string | undefined>;
  logger?: boolean;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function createPortalServer({ distDir, env = process.env, logger = false }: PortalServerOptions): FastifyInstance {
  const root = resolve(distDir);
  const rewrite = createRewriter(readJson<RewriteRule[]>(join(root, 'rewrite-table.json')));
  const runtimeConfig = runtimeConfigFromEnv(readJson<RuntimeConfig>(join(root, 'runtime-config.json')), env);
  const headers = securityHeaders(runtimeConfig);

  const isFile = (relative: string) => {
    const absolute = join(root, relative);
    return absolute.startsWith(root) && existsSync(absolute) && statSync(absolute).isFile();
  };

  /** The file that answers a path, or undefined for the 404 page. */
  const resolveFile = (pathname: string): string | undefined => {
    const path = posix.normalize(pathname);
    const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`, `${path}.html`];
    const direct = candidates.find(isFile);
    if (direct) return direct;
    const shell = rewrite(path.replace(/\/$/, '') || '/');
    return shell && isFile(`${shell}index.html`) ? `${shell}index.html` : undefined;
  };

  const app = Fastify({ logger });
  // The build's gzip and Brotli twins (scripts/build/precompress.ts) go to browsers that accept them.
  app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });

  app.get('/runtime-config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/json').send(runtimeConfig);
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url, 'http://portal').pathname);
      } catch {
        pathname = '/404';
      }
      const file = pathname.includes('\0') || isHostConfigurationFile(pathname) ? undefined : resolveFile(pathname);
      if (!file) {
        return reply.code(404).header('cache-control', 'no-cache').sendFile('404.html', { cacheControl: false });
      }
      return reply.header('cache-control', cacheControlFor(file)).sendFile(file.slice(1), { cacheControl: false });
    },
  });

  return app;
}
