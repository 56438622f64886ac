import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { E2E_BASE_URL } from './base-url';

export const DEV_LOGIN_SECRET = 'e2e-dev-login-secret';

export const DEMO = {
  admin: { username: 'admin', password: 'admin-demo-1234' },
  student: { username: 'student', password: 'student-demo-1234' },
  company: { username: 'company', password: 'company-demo-1234' },
  newStudent: { username: 'newstudent', password: 'student-demo-1234' },
  guest: { username: 'guest', password: 'guest-demo-1234' },
} as const;

/** Signs in through the built-in sign-in page, the way a person does. */
export async function signInWithForm(page: Page, account: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('ชื่อผู้ใช้').fill(account.username);
  await page.getByLabel('รหัสผ่าน').fill(account.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('code'));
}

/**
 * Signs in through the sign-in page in English: the reader chose English before signing in, so the account keeps that
 * choice (docs/languages.md). Pair it with `chooseThaiAgain` after the test: the demo accounts are shared by every spec.
 */
export async function signInInEnglish(page: Page, account: { username: string; password: string }) {
  await page.context().addCookies([{ name: 'portal_locale', value: 'en', url: E2E_BASE_URL }]);
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('code'));
}

/** Gives the signed-in demo account its Thai back, for the specs that follow (a test that never signed in gets a 401). */
export async function chooseThaiAgain(page: Page) {
  await page.request.put('/api/auth/me/language', { data: { locale: 'th' } });
}

export async function devLogin(page: Page, role: 'admin' | 'student' | 'company_user') {
  const response = await page.request.get(`/api/auth/devlogin?role=${role}`, { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } });
  expect(response.status()).toBe(200);
}

/** Every screen a test visits must have no serious or critical WCAG 2.1 AA violation. */
export async function expectAccessible(page: Page) {
  // Next.js streams a page's metadata after its first bytes: axe run in between finds no <title> yet.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Presses a button that opens a confirmation and waits for it. A press that lands before the page has hydrated (a
 * server-rendered button whose handler is not attached yet, on a loaded machine) does nothing: press again.
 */
export async function openConfirmation(page: Page, trigger: Locator) {
  const dialog = page.getByRole('alertdialog');
  await expect(async () => {
    // A slow render may open it just after the last try gave up: then the page behind is inert and not pressed again.
    if (!(await dialog.isVisible())) await trigger.click({ timeout: 5_000 });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** Screenshots land in screenshots/ for people to look at; they are not compared. */
export async function screenshot(page: Page, name: string) {
  mkdirSync('screenshots', { recursive: true });
  // A full-page capture of a scrolled page draws the sticky header where the viewport was.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

/**
 * Checks the full-screen loading overlay (SPEC §2) of an action that must not be interrupted: `act` starts it while
 * the requests matching `url` are held back, so the overlay can be seen; it must cover the page with aria-busy, name
 * what is happening, hold the focus, leave the rest of the page inert and pass axe; once the requests go through it
 * must disappear and give the page back. A held request goes on by itself after 7 s, inside the browser's 10 s
 * timeout, so a slow check fails on the overlay rather than as a timed-out request.
 */
export async function expectLoadingOverlayDuring(
  page: Page,
  options: { url: string | RegExp; method?: string; label: string | RegExp; screenshotName?: string },
  act: () => Promise<unknown>,
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (route: import('@playwright/test').Route) => {
    if (route.request().method() !== (options.method ?? 'POST')) return route.fallback();
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 7_000))]);
    return route.fallback();
  };
  await page.route(options.url, hold);
  try {
    await act();
    const overlay = page.getByRole('status', { name: options.label });
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveAttribute('aria-busy', 'true');
    await expect(overlay).toBeFocused();
    const isRestInert = await page.evaluate(() =>
      Array.from(document.body.children).every(
        (element) => element.getAttribute('data-testid') === 'loading-overlay' || (element as HTMLElement).inert,
      ),
    );
    expect(isRestInert, 'everything but the overlay is inert while it shows').toBe(true);
    const results = await new AxeBuilder({ page })
      .include('[data-testid="loading-overlay"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    if (options.screenshotName) await screenshot(page, options.screenshotName);
    release();
    await expect(overlay).toBeHidden({ timeout: 30_000 });
    expect(
      await page.evaluate(() => Array.from(document.body.children).some((element) => (element as HTMLElement).inert)),
      'the page is usable again',
    ).toBe(false);
  } finally {
    release();
    await page.unroute(options.url, hold);
  }
}

/**
 * Picks a session group in the header the way a person's choice is kept (SPEC §4, the browser's storage): a first
 * visit records the default group as seen, and the chosen group then holds until a newer one becomes theirs.
 */
export async function chooseSessionGroup(page: Page, sessionGroupId: number) {
  await page.goto('/');
  await page.waitForFunction(() => window.localStorage.getItem('previouslySeenSessionGroup') !== null);
  await page.evaluate((groupId) => window.localStorage.setItem('selectedSessionGroup', groupId), String(sessionGroupId));
}
