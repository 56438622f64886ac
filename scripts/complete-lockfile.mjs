// npm run lock:complete — after `npm install`, records in package-lock.json the platform builds of
// native optional packages that the registry mirror of this workplace does not serve (it has only the
// Linux ones). npm 11 leaves them out of the lockfile and `npm ci` then refuses it as out of sync
// (npm/cli#9846). Each entry carries the os/cpu/libc its name declares, so npm skips it on every other
// platform without fetching, and installs it from the registry on its own platform.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCKFILE = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
const packages = lock.packages;

/** os, cpu and libc from a platform package name such as `@next/swc-darwin-arm64` or `…-linux-x64-musl`. */
function platformOf(name) {
  const oses = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'sunos', 'netbsd', 'openbsd', 'aix'];
  const cpus = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'mips64el'];
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => oses.includes(part));
  const cpu = parts.find((part) => cpus.includes(part));
  const libc = parts.some((part) => part.startsWith('musl')) ? 'musl' : parts.some((part) => part.startsWith('gnu')) ? 'glibc' : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${path}/node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue;
    packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
