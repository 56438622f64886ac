import { expect, test } from '@playwright/test';
import { devLogin } from './support';

/*
 * The header's session lives in the browser; SessionQuerySync writes it into ?sessionId= so the server renders
 * for it. When the server already rendered that session (its default, the URL named none), only the address
 * changes: a second render of the same page would cost a phone seconds (docs/performance.md, "Screens").
 */
test('the session already rendered is written into the address without rendering the page again', async ({ page }) => {
  await devLogin(page, 'student');
  const renders: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // A client-side render of /opening is an RSC request for it (prefetches of other pages are not counted).
    if (url.pathname === '/opening' && url.searchParams.has('_rsc') && request.headers()['next-router-prefetch'] !== '1')
      renders.push(url.search);
  });

  await page.goto('/opening');
  await expect(page).toHaveURL(/\/opening\?sessionId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ตำแหน่งงาน' })).toBeVisible();
  // Give a re-render that would follow the address change time to start.
  await page.waitForTimeout(1_000);
  expect(renders).toEqual([]);
});
