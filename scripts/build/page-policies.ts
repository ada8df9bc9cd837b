/** The Content-Security-Policy of every built page, read from the `<meta http-equiv>` Astro writes (its script and style hashes). */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface PagePolicy {
  /** The page's path with a trailing slash (`/login/`, `/domains/_/dns/`), or the file's (`/404.html`). */
  path: string;
  policy: string;
}

const metaPolicy = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i;

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

export function pagePathOf(file: string): string {
  const path = `/${file.split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

export function readPagePolicies(distDir: string): PagePolicy[] {
  return htmlFiles(distDir)
    .map((file) => {
      const path = pagePathOf(relative(distDir, file));
      const policy = metaPolicy.exec(readFileSync(file, 'utf8'))?.[1];
      if (!policy) throw new Error(`${path} has no Content-Security-Policy <meta>: static hosts would serve it without a script policy.`);
      return { path, policy: policy.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
