/**
 * Astro loads an island's component, then discovers its imports, then theirs: on a list page
 * that chain was four round trips deep before anything could run. After the build, each page
 * gets `<link rel="modulepreload">` for every module its scripts and eagerly hydrated islands
 * import statically, so the browser fetches and compiles them all at once. Modules that are
 * only imported dynamically (lazy screens) and islands that wait (client:idle, client:visible)
 * are left alone.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const eagerDirectives = new Set(['load', 'only']);
const staticImport = /\bimport\s*(?:\{[^}]*\}|[\w$]+|\*\s*as\s+[\w$]+)?\s*(?:,\s*\{[^}]*\})?\s*(?:from\s*)?["']((?:\.{1,2})?\/[^"']+\.js)["']/g;
const exportFrom = /\bexport\s*(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*["']((?:\.{1,2})?\/[^"']+\.js)["']/g;

/** The local modules a module's source imports statically, as absolute URL paths. */
export function staticImportsOf(source: string, moduleUrl: string): string[] {
  const directory = posix.dirname(moduleUrl);
  const found = new Set<string>();
  for (const pattern of [staticImport, exportFrom]) {
    for (const match of source.matchAll(pattern)) {
      const specifier = match[1]!;
      found.add(specifier.startsWith('/') ? specifier : posix.join(directory, specifier));
    }
  }
  return [...found];
}

/** The module URLs a page starts with: module scripts, inline module imports and eager islands. */
export function entryModulesOf(html: string): string[] {
  const entries = new Set<string>();
  for (const match of html.matchAll(/<script type="module" src="([^"]+)"/g)) entries.add(match[1]!);
  for (const match of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) {
    // Relative to the page, which is not known here: Astro writes absolute paths in inline scripts.
    for (const imported of staticImportsOf(match[1]!, '/')) if (imported.startsWith('/_astro/')) entries.add(imported);
  }
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = match[0];
    const directive = /\bclient="([^"]+)"/.exec(tag)?.[1];
    if (!directive || !eagerDirectives.has(directive)) continue;
    for (const attribute of ['component-url', 'renderer-url']) {
      const url = new RegExp(`\\b${attribute}="([^"]+)"`).exec(tag)?.[1];
      if (url) entries.add(url);
    }
  }
  return [...entries];
}

function transitiveImports(entries: string[], readModule: (url: string) => string | undefined): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = readModule(url);
    if (source !== undefined) for (const imported of staticImportsOf(source, url)) visit(imported);
  };
  entries.forEach(visit);
  return [...seen];
}

function htmlFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Adds the preload links to every page under `distDir`; answers how many pages changed. */
export function addModulePreloads(distDir: string): number {
  const cache = new Map<string, string | undefined>();
  const readModule = (url: string) => {
    if (!cache.has(url)) {
      try {
        cache.set(url, readFileSync(join(distDir, url), 'utf8'));
      } catch {
        cache.set(url, undefined);
      }
    }
    return cache.get(url);
  };
  let changed = 0;
  for (const file of htmlFiles(distDir)) {
    const html = readFileSync(file, 'utf8');
    const modules = transitiveImports(entryModulesOf(html), readModule).filter((url) => readModule(url) !== undefined);
    // After the stylesheets: they block the first paint, the modules do not.
    const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)];
    const last = stylesheets.at(-1);
    const anchor = last ? last.index + last[0].length : html.indexOf('</head>');
    if (modules.length === 0 || anchor < 0 || html.includes('rel="modulepreload"')) continue;
    const links = modules.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
    writeFileSync(file, html.slice(0, anchor) + links + html.slice(anchor));
    changed += 1;
  }
  return changed;
}
