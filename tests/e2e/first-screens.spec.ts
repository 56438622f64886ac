import { expect, test } from '@playwright/test';
import { DEMO, signInWithForm } from './support';

// The student's first screens in the deadline hour (docs/performance.md, "Screens: Lighthouse") ship no zod: the
// forms that check with zod in the browser load it themselves (src/lib/zod-thai-browser.ts). zod's core keeps its
// class names in a minified build, so its code is recognisable in any chunk.
const ZOD_SIGNATURE = '$ZodType';

test('the student’s home, openings and ranking download no zod', async ({ page }) => {
  await signInWithForm(page, DEMO.student);
  for (const path of ['/', '/opening', '/ranking']) {
    const scripts: Promise<string>[] = [];
    const collect = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    };
    page.on('response', collect);
    await page.goto(path, { waitUntil: 'networkidle' });
    page.off('response', collect);
    const bodies = await Promise.all(scripts);
    expect(bodies.length, path).toBeGreaterThan(0);
    expect(
      bodies.some((body) => body.includes(ZOD_SIGNATURE)),
      `${path} downloads zod`,
    ).toBe(false);
  }
});

test('the profile form downloads zod for its own checks', async ({ page }) => {
  await signInWithForm(page, DEMO.student);
  let zodLoaded = false;
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes(ZOD_SIGNATURE)) zodLoaded = true;
  });
  await page.goto('/profile', { waitUntil: 'networkidle' });
  expect(zodLoaded).toBe(true);
});
