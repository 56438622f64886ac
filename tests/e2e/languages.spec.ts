import { expect, test, type Page } from '@playwright/test';
import { DEMO, chooseThaiAgain, expectAccessible, screenshot, signInWithForm } from './support';

// The sign-in page in the reader's language (docs/languages.md): the browser's language before any choice, the
// switch's choice after it, kept in a cookie; the pages not yet translated stay Thai and say so on <html lang>.

const THAI_LETTER = /[\u0E00-\u0E7F]/;

/** The page's visible text outside the elements marked as Thai (the switch names Thai in Thai). */
const textOutsideThai = (page: Page) =>
  page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll('[lang="th"], script, style')) element.remove();
    return clone.innerText;
  });

test.describe('an English-speaking browser', () => {
  test.use({ locale: 'en-US' });
  // The student signs in in English, which the account keeps: Thai again for the specs that follow.
  test.afterEach(async ({ page }) => chooseThaiAgain(page));

  test('sees the sign-in page in English, switches to Thai and back, and signs in', async ({ page }) => {
    await page.goto('/login?next=%2Fopening');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the internship matching portal' })).toBeVisible();
    await expect(page).toHaveTitle(/^Sign in \|/);
    expect(await textOutsideThai(page)).not.toMatch(THAI_LETTER);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'login-en-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please enter your username.')).toBeVisible();
    await page.getByLabel('Username').fill(DEMO.student.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('The username or password is not correct.')).toBeVisible();

    const languages = page.getByRole('navigation', { name: 'Language' });
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await languages.getByRole('link', { name: 'ไทย' }).click();
    // The choice is kept and the address carries none; where the reader was going survives the switch.
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && !url.searchParams.has('lang') && url.searchParams.get('next') === '/opening',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { level: 1, name: 'ยินดีต้อนรับสู่ระบบจับคู่ฝึกงาน' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ยินดีต้อนรับสู่ระบบจับคู่ฝึกงาน' })).toBeVisible();

    await page.getByRole('navigation', { name: 'ภาษา' }).getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the internship matching portal' })).toBeVisible();
    await page.getByLabel('Username').fill(DEMO.student.username);
    await page.getByLabel('Password').fill(DEMO.student.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/opening');
    // The openings speak the reader's language too (tests/e2e/languages-student.spec.ts walks them).
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('a Thai browser sees the sign-in page in Thai', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1, name: 'ยินดีต้อนรับสู่ระบบจับคู่ฝึกงาน' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'ภาษา' }).getByRole('link', { name: 'ไทย' })).toHaveAttribute('aria-current', 'true');
});

test.describe('a signed-in person', () => {
  test.afterEach(async ({ page }) => chooseThaiAgain(page));

  test('switches the portal to English from the header, and the account keeps it on another browser', async ({ page, browser }) => {
    await signInWithForm(page, DEMO.company);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.getByRole('navigation', { name: 'ภาษา' }).first().getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const languages = page.getByRole('navigation', { name: 'Language' }).first();
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    await expectAccessible(page);
    await screenshot(page, 'company-home-en');

    // Another browser that never chose: signing in there opens the portal in the account's English.
    const elsewhere = await browser.newContext({ locale: 'th-TH' });
    const otherPage = await elsewhere.newPage();
    await signInWithForm(otherPage, DEMO.company);
    await expect(otherPage.locator('html')).toHaveAttribute('lang', 'en');
    await elsewhere.close();

    // And back to Thai from the header.
    await languages.getByRole('link', { name: 'ไทย' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('navigation', { name: 'ภาษา' }).first().getByRole('link', { name: 'ไทย' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
