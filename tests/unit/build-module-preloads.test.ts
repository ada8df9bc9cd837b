import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addModulePreloads, entryModulesOf, staticImportsOf } from '../../scripts/build/module-preloads.ts';

describe('module preloads for pre-rendered pages', () => {
  it('finds static imports and re-exports, not dynamic imports', () => {
    const source = 'import{a as e,t}from"./runtime.A.js";import"./side.B.js";export{x}from"../up.C.js";const l=()=>import("./lazy.D.js");';
    expect(staticImportsOf(source, '/_astro/entry.js')).toEqual(['/_astro/runtime.A.js', '/_astro/side.B.js', '/up.C.js']);
  });

  it('starts from module scripts and eagerly hydrated islands only', () => {
    const html = `<script type="module" src="/_astro/boot.js"></script><script type="module">import"/_astro/inline-dep.js";</script>
      <astro-island uid="1" component-url="/_astro/List.js" renderer-url="/_astro/client.js" client="load"></astro-island>
      <astro-island uid="2" component-url="/_astro/Later.js" renderer-url="/_astro/client.js" client="idle"></astro-island>`;
    expect(entryModulesOf(html).sort()).toEqual(['/_astro/List.js', '/_astro/boot.js', '/_astro/client.js', '/_astro/inline-dep.js']);
  });

  it('writes the whole static graph after the stylesheet, once', () => {
    const dist = mkdtempSync(join(tmpdir(), 'preloads-'));
    mkdirSync(join(dist, '_astro'));
    mkdirSync(join(dist, 'domains'));
    writeFileSync(join(dist, '_astro', 'List.js'), 'import{a}from"./core.js";const v=()=>import("./Virtual.js");');
    writeFileSync(join(dist, '_astro', 'core.js'), 'import"./runtime.js";');
    writeFileSync(join(dist, '_astro', 'runtime.js'), '');
    writeFileSync(join(dist, '_astro', 'Virtual.js'), '');
    const page = join(dist, 'domains', 'index.html');
    writeFileSync(page, '<html><head><link rel="stylesheet" href="/_astro/a.css"></head><body><astro-island component-url="/_astro/List.js" client="load"></astro-island></body></html>');
    expect(addModulePreloads(dist)).toBe(1);
    const html = readFileSync(page, 'utf8');
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads).toEqual(['/_astro/List.js', '/_astro/core.js', '/_astro/runtime.js']);
    expect(html.indexOf('modulepreload')).toBeGreaterThan(html.indexOf('stylesheet'));
    expect(addModulePreloads(dist)).toBe(0);
  });
});
