// The HTTP benchmarks' production server: `next start` from the build in NEXT_DIST_DIR (default .next) on a
// free port, pointed at the benchmark's throwaway database, and the percentile the benchmarks print.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export type ProductionServer = { baseUrl: string; stop: () => Promise<void> };

/** The build folder; exits with a hint when there is no production build to start. */
export function productionBuildDir(): string {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(
      `No production build in ${distDir}/. Run \`next build\` first (with NEXT_DIST_DIR=${distDir} if you use another folder).`,
    );
    process.exit(1);
  }
  return distDir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('next start did not answer /api/status within 120 s');
}

/** Starts the build on the database of `serverEnv` (without seeding) and waits until it answers. */
export async function startProductionServer(distDir: string, serverEnv: Record<string, string>): Promise<ProductionServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<dir> writes the server's V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(
    process.execPath,
    [
      ...profile,
      ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
      path.join('node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    {
      env: {
        ...process.env,
        ...serverEnv,
        NODE_ENV: 'production',
        // A production server refuses to start without its public address and its own file-signing secret.
        APP_URL: baseUrl,
        FILES_SIGNING_SECRET: randomBytes(32).toString('base64url'),
        SEED_ON_START: 'false',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: distDir,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  try {
    await waitForServer(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}
