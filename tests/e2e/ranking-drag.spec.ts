import { expect, test, type Locator, type Page } from '@playwright/test';
import { devLogin } from './support';

/*
 * The demo student reorders the draft on /ranking with the mouse, dragging a row by its handle: once before dragging
 * has loaded (the press that makes it load carries on as the drag) and once after. The draft is put back as it was, so
 * the full-round story (ranking-round.spec.ts) starts from the seeded one.
 */

type Draft = { dividerIndex: number | null; openings: { openingId: number; title: string }[] };

let sessionId: number;
let original: Draft;

async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
  await page.mouse.up();
}

test.afterAll(async ({ browser }) => {
  if (!original) return;
  const page = await browser.newPage();
  await devLogin(page, 'student');
  const restored = await page.request.put(`/api/student/sessions/${sessionId}/ranking/draft`, {
    data: { dividerIndex: original.dividerIndex, openingIds: original.openings.map((opening) => opening.openingId) },
  });
  expect(restored.status()).toBe(200);
  await page.close();
});

test('the student drags a draft row with the mouse, and the new order is saved', async ({ page }) => {
  await devLogin(page, 'student');
  const sessions = (await (await page.request.get('/api/common/sessions')).json()) as { sessionId: number }[];
  sessionId = sessions[0]!.sessionId;
  original = (await (await page.request.get(`/api/student/sessions/${sessionId}/ranking/draft`)).json()) as Draft;
  const available = (await (await page.request.get(`/api/sessions/${sessionId}/openings?onlyAvailablePositions=true&limit=3`)).json()) as {
    items: { openingId: number; title: string }[];
  };
  const [first, second, third] = available.items;
  const put = await page.request.put(`/api/student/sessions/${sessionId}/ranking/draft`, {
    data: { dividerIndex: null, openingIds: [first!.openingId, second!.openingId, third!.openingId] },
  });
  expect(put.status(), await put.text()).toBe(200);

  await page.goto('/ranking');
  const rows = page.getByTestId('draft-opening');
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  const handleOf = (title: string) => page.getByRole('button', { name: `ลาก ${title} เพื่อเปลี่ยนลำดับ` });

  // Before dragging has loaded: the press on the inert handle is the one that loads it.
  await expect(page.locator('[data-drag-ready]').first()).toHaveAttribute('data-drag-ready', 'false');
  await drag(page, handleOf(first!.title), rows.nth(2));
  await expect(rows.nth(2)).toContainText(first!.title);
  await expect(rows.first()).toContainText(second!.title);

  // Once loaded: the third opening goes to the top.
  await expect(page.locator('[data-drag-ready]').first()).toHaveAttribute('data-drag-ready', 'true');
  const expected = [third!.openingId, second!.openingId, first!.openingId];
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith('/ranking/draft') &&
      JSON.stringify((response.request().postDataJSON() as { openingIds: number[] }).openingIds) === JSON.stringify(expected),
  );
  await drag(page, handleOf(third!.title), rows.first());
  await expect(rows.first()).toContainText(third!.title);
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  await expect(rows.nth(0)).toContainText(third!.title);
  await expect(rows.nth(1)).toContainText(second!.title);
  await expect(rows.nth(2)).toContainText(first!.title);
});
