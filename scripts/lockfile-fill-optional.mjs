// The registry mirror here lacks other platforms' optional binaries, so `npm install` leaves
// them out of package-lock.json and `npm ci` then refuses the lock file. This records each
// missing optional dependency as an optional entry restricted to its os/cpu, which `npm ci`
// skips on this machine. Run after any lock file regeneration: `node scripts/lockfile-fill-optional.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const osNames = ['android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32', 'aix', 'cygwin'];
const cpuNames = ['arm64', 'arm', 'x64', 'ia32', 'x86', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => osNames.includes(part)) ?? (parts.includes('wasi') ? 'wasi' : undefined);
  const cpu = parts.find((part) => cpuNames.includes(part)) ?? (parts.includes('x86_64') ? 'x64' : undefined);
  return { os, cpu };
}

function resolves(fromPath, name) {
  let base = fromPath;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const { os, cpu } = platformOf(name);
    if (!os && !cpu) continue;
    const version = String(range).replace(/^[\^~=]/, '');
    packages[`node_modules/${name}`] = {
      version,
      optional: true,
      ...(os && os !== 'wasi' ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-fill-optional: recorded ${added} missing optional platform package(s)`);
