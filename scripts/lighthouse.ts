// npm run lighthouse — Lighthouse 12 on the student's first screens, signed in as the demo student.
// Builds nothing: it starts the production build that `next build` left in .next, on a fresh database with the
// demo data (scripts/e2e-server.ts, the same server the Playwright tests use), signs in through the login form's
// two requests, and hands the login cookie to Lighthouse. Each page runs with the mobile preset (simulated slow 4G
// and a 4x slower CPU) and the desktop preset; the last line is `mobile_min=… desktop_min=… a11y_min=…`.
//
// Options (environment): LIGHTHOUSE_PORT (3211), LIGHTHOUSE_RUNS (1; with more, each score is the median),
// CHROME_PATH (/usr/bin/chromium), DATABASE_URL (a fresh database beside it, as for the e2e tests; PGlite otherwise),
// LIGHTHOUSE_REPORT_DIR (writes each run's JSON report there), LIGHTHOUSE_CPU_MULTIPLIER (the mobile preset's CPU
// slowdown: unset keeps the preset's 4; a number; or `calibrated`, which sets it from this host's benchmark index as
// Lighthouse's throttling guide describes, so a slower host than Lighthouse's reference does not count twice).
// Then each page's accessibility again in English (the `portal_locale=en` cookie): `a11y_en_min=…` on the last line.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type RunnerResult } from 'lighthouse';

const PAGES = ['/', '/opening', '/ranking'];
const STUDENT = { username: 'student', password: 'student-demo-1234' };
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3211);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const baseUrl = `http://localhost:${port}`;
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const cpuMultiplierSetting = process.env.LIGHTHOUSE_CPU_MULTIPLIER;

/**
 * The CPU slowdown that makes this host emulate Lighthouse's reference phone, from its benchmark index: the table of
 * Lighthouse's CPU throttling guide (docs/throttling.md, "Calibrating the CPU slowdown"): 1533 → 4x, 1300 → 3x,
 * 800 → 2x, 150 → 1x, linear between.
 */
function calibratedMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
if (!existsSync(join(distDir, 'BUILD_ID'))) {
  console.error(`lighthouse: no production build in ${distDir} — run npx next build (or npm run build) first; this script builds nothing.`);
  process.exit(2);
}
if (!existsSync(chromePath)) {
  console.error(`lighthouse: no Chromium at ${chromePath} — install Debian's package (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(2);
}

function startServer(): ChildProcess {
  // Its own process group, so stopping it also stops the `next start` it spawns.
  const server = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], {
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return server;
}

function stopServer(server: ChildProcess): void {
  if (server.pid === undefined || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function waitForServer(server: ChildProcess): Promise<void> {
  // Seeding the demo data on a fresh database takes a while on a busy machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode}) before answering`);
    try {
      const response = await fetch(`${baseUrl}/api/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${baseUrl}/api/status within 180 s`);
}

/** The value of cookie `name` among a response's Set-Cookie headers. */
function cookieFrom(response: Response, name: string): string {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1);
  }
  throw new Error(`${response.url} set no ${name} cookie`);
}

/** What the login form does: POST /api/auth/signin, then exchange its code at /api/auth/login. Answers the Cookie header of the login. */
async function signInStudent(): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const signIn = await fetch(`${baseUrl}/api/auth/signin`, { method: 'POST', headers, body: JSON.stringify(STUDENT) });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const { redirectTo } = (await signIn.json()) as { redirectTo: string };
  const code = new URL(redirectTo, baseUrl).searchParams.get('code');
  const flow = cookieFrom(signIn, 'portal_login_flow');
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers, cookie: `portal_login_flow=${flow}` },
    body: JSON.stringify({ code }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  return `portal_session=${cookieFrom(login, 'portal_session')}`;
}

type Preset = 'mobile' | 'desktop';
interface Scores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  benchmarkIndex: number;
  cpuMultiplier: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function audit(
  path: string,
  preset: Preset,
  cookie: string,
  run: number,
  cpuMultiplier?: number,
  categories: string[] = ['performance', 'accessibility'],
): Promise<Scores> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    // PaintHolding off: in headless Chromium the held first frame waits for viz to offer a BeginFrame, which it
    // throttles to one a second during the load (ThrottleUnresponsiveClient, GoogleChrome/lighthouse#17148); the
    // observed first paint then lands on a whole-second boundary (1.2 s, 2.2 s) long after the page was ready, and
    // Lantern stretches the simulated paint from there. See docs/performance.md, "Screens".
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-features=PaintHolding'],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      extraHeaders: { Cookie: cookie },
    };
    // No config is the mobile preset (Lighthouse's default), or the same with another CPU slowdown; desktopConfig is the desktop one.
    const mobileConfig: Config | undefined =
      cpuMultiplier === undefined
        ? undefined
        : { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: cpuMultiplier } } };
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : mobileConfig;
    const result: RunnerResult | undefined = await lighthouse(`${baseUrl}${path}`, flags, config);
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A page that ended on /login was measured signed out: the numbers would be the wrong page's.
    if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`${path} ended on ${lhr.finalDisplayedUrl}: not signed in?`);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const language = categories.includes('performance') ? '' : '-en';
      const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${preset}${language}-${run}.json`;
      writeFileSync(join(reportDir, name), typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    }
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

// A server already on the port (a `next start` left from an experiment) would answer in place of ours: the scores
// would be an old build's. Refuse rather than measure it.
const portIsTaken = await fetch(`${baseUrl}/api/status`).then(
  () => true,
  () => false,
);
if (portIsTaken) {
  console.error(
    `lighthouse: something already answers on ${baseUrl} — stop it or set LIGHTHOUSE_PORT; this script measures the server it starts.`,
  );
  process.exit(2);
}
const server = startServer();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopServer(server);
    process.exit(130);
  });
}

try {
  await waitForServer(server);
  const cookie = await signInStudent();
  // The first request of each page loads its server code; Lighthouse should meet a warm server, as a student would.
  for (const path of PAGES) await fetch(`${baseUrl}${path}`, { headers: { cookie } });

  let cpuMultiplier = cpuMultiplierSetting && cpuMultiplierSetting !== 'calibrated' ? Number(cpuMultiplierSetting) : undefined;
  if (cpuMultiplierSetting === 'calibrated') {
    const { benchmarkIndex } = await audit(PAGES[0], 'mobile', cookie, 0);
    cpuMultiplier = Math.round(calibratedMultiplier(benchmarkIndex) * 100) / 100;
  }
  const benchmarkIndexes: number[] = [];
  const minimum: Record<Preset, number> = { mobile: 100, desktop: 100 };
  let accessibilityMinimum = 100;
  for (const path of PAGES) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const results: Scores[] = [];
      for (let run = 1; run <= runs; run++) results.push(await audit(path, preset, cookie, run, cpuMultiplier));
      benchmarkIndexes.push(...results.map((result) => result.benchmarkIndex));
      const scores: Scores = {
        performance: median(results.map((result) => result.performance)),
        accessibility: Math.min(...results.map((result) => result.accessibility)),
        lcpMs: median(results.map((result) => result.lcpMs)),
        tbtMs: median(results.map((result) => result.tbtMs)),
        benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
        cpuMultiplier: results[0].cpuMultiplier,
      };
      minimum[preset] = Math.min(minimum[preset], scores.performance);
      accessibilityMinimum = Math.min(accessibilityMinimum, scores.accessibility);
      const each = runs > 1 ? ` (runs: ${results.map((result) => result.performance).join(', ')})` : '';
      console.log(
        `${path.padEnd(9)} ${preset.padEnd(7)} performance=${scores.performance}${each} accessibility=${scores.accessibility} ` +
          `lcp_ms=${scores.lcpMs} tbt_ms=${scores.tbtMs} cpu_slowdown=${scores.cpuMultiplier}`,
      );
    }
  }
  // The same pages in English: `lang="en"` on <html>, and every label and name in the other language (docs/languages.md).
  let englishAccessibilityMinimum = 100;
  for (const path of PAGES) {
    const { accessibility } = await audit(path, 'mobile', `${cookie}; portal_locale=en`, 1, cpuMultiplier, ['accessibility']);
    englishAccessibilityMinimum = Math.min(englishAccessibilityMinimum, accessibility);
    console.log(`${path.padEnd(9)} english accessibility=${accessibility}`);
  }
  // Lighthouse's reference host scores about 1,500; below it the same page blocks the main thread longer (docs/performance.md).
  console.log(`host_benchmark_index=${Math.round(median(benchmarkIndexes))}`);
  console.log(
    `mobile_min=${minimum.mobile} desktop_min=${minimum.desktop} a11y_min=${accessibilityMinimum} a11y_en_min=${englishAccessibilityMinimum}`,
  );
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  stopServer(server);
}
