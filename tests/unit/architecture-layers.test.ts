/**
 * The layers of src/lib (docs/ARCHITECTURE.md, "Layers"): no folder-level import cycle, and the
 * pure folders (the ones the server may import) import, at run time, only pure folders.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const lib = resolve('src/lib');
const pureFolders = new Set(['addresses', 'config', 'contracts', 'dns', 'domains', 'formatting', 'permissions', 'pql', 'resources', 'routes', 'schemas', 'screens', 'validation', 'values']);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Folder → folders it imports at run time (type-only imports are erased and do not count). */
function folderGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(lib)) {
    const from = relative(lib, file).split('/')[0]!;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const specifier = match[1]!;
      const target = specifier.startsWith('~/lib/') ? join(lib, specifier.slice(6)) : specifier.startsWith('.') ? resolve(dirname(file), specifier) : undefined;
      if (!target || relative(lib, target).startsWith('..')) continue;
      const to = relative(lib, target).split('/')[0]!;
      if (to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), `${relative(lib, file)} → ${specifier}`]);
      graph.set(from, edges);
    }
  }
  return graph;
}

function findCycle(graph: Map<string, Map<string, string[]>>): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (folder: string): string[] | undefined => {
    if (state.get(folder) === 'done') return undefined;
    if (state.get(folder) === 'visiting') return [...path.slice(path.indexOf(folder)), folder];
    state.set(folder, 'visiting');
    path.push(folder);
    for (const next of graph.get(folder)?.keys() ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(folder, 'done');
    return undefined;
  };
  for (const folder of graph.keys()) {
    const cycle = visit(folder);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('the layers of src/lib', () => {
  const graph = folderGraph();

  it('has no folder-level import cycle', () => {
    const cycle = findCycle(graph);
    const evidence = cycle?.slice(1).map((to, index) => graph.get(cycle[index]!)!.get(to)![0]);
    expect(evidence ?? [], cycle?.join(' → ')).toEqual([]);
  });

  it('keeps the pure folders pure: they import only other pure folders', () => {
    const impure = [...graph].filter(([from]) => pureFolders.has(from)).flatMap(([, edges]) => [...edges].filter(([to]) => !pureFolders.has(to)).flatMap(([, files]) => files));
    expect(impure).toEqual([]);
  });
});
