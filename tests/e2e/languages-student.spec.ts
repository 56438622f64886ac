import { expect, test, type Page } from '@playwright/test';
import { DEMO, chooseThaiAgain, devLogin, expectAccessible, screenshot, signInInEnglish } from './support';

/*
 * A student reading the portal in English (docs/languages.md): browses /opening, opens an opening, and on /ranking
 * reorders the draft with the move buttons; the draft is put back as it was, so the full-round story
 * (ranking-round.spec.ts) starts from the seeded one.
 */

const THAI_LETTER = /[\u0E00-\u0E7F]/;

type Draft = { dividerIndex: number | null; openings: { openingId: number; title: string }[] };
type Opening = {
  openingId: number;
  title: string;
  officeName: string;
  company: { companyNameTh: string; companyNameEn: string };
  tags: { tagName: string }[];
  compensationType: { name: string } | null;
};

let sessionId: number;

/** Every string of an answer of the API, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}
let original: Draft | undefined;

/** The page's visible text outside the elements marked as Thai and without the seed's data (titles, names, places). */
async function textOutsideThai(page: Page, data: string[]): Promise<string> {
  const text = await page.evaluate(() => {
    // The page's own content: the header carries the person's and the group's names, which are data.
    const clone = (document.querySelector('main') ?? document.body).cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll('[lang="th"], script, style')) element.remove();
    return clone.innerText;
  });
  return [...data].sort((a, b) => b.length - a.length).reduce((rest, value) => (value ? rest.split(value).join(' ') : rest), text);
}

test.use({ locale: 'en-US' });

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

// The demo account keeps the language it signed in with: Thai again for the specs that follow.
test.afterEach(async ({ page }) => chooseThaiAgain(page));

test('a student browses the openings and reorders the draft ranking in English', async ({ page }) => {
  await signInInEnglish(page, DEMO.student);

  const sessions = (await (await page.request.get('/api/common/sessions')).json()) as { sessionId: number; title: string }[];
  sessionId = sessions[0]!.sessionId;
  const list = (await (await page.request.get(`/api/sessions/${sessionId}/openings?onlyAvailablePositions=true&limit=50`)).json()) as {
    items: Opening[];
  };
  const data = [
    ...sessions.map((session) => session.title),
    ...list.items.flatMap((opening) => [
      opening.title,
      opening.officeName,
      opening.company.companyNameTh,
      opening.company.companyNameEn,
      ...opening.tags.map((tag) => tag.tagName),
      // The kinds of compensation are the office's reference list, named once.
      opening.compensationType?.name ?? '',
    ]),
  ];

  // The list of openings.
  await page.goto(`/opening?sessionId=${sessionId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Openings', exact: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search openings' })).toBeVisible();
  const cards = page.getByTestId('opening-card');
  await expect(cards.first()).toBeVisible();
  expect(await textOutsideThai(page, data)).not.toMatch(THAI_LETTER);
  await expectAccessible(page);
  await screenshot(page, 'opening-en');

  // One opening in full.
  const [first, second] = list.items;
  await page.goto(`/opening/${first!.openingId}/session/${sessionId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  await expect(page.getByText('Job description', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All openings' })).toBeVisible();
  // What the company wrote (description, requirements, workplace, contacts) is data, line by line.
  const detail = (await (await page.request.get(`/api/sessions/${sessionId}/openings/${first!.openingId}`)).json()) as unknown;
  const written = stringsOf(detail).flatMap((text) => text.split('\n').map((line) => line.trim()));
  expect(await textOutsideThai(page, [...data, ...written])).not.toMatch(THAI_LETTER);
  await expectAccessible(page);

  // The draft ranking: two openings, the second moved to the top with its button.
  original = (await (await page.request.get(`/api/student/sessions/${sessionId}/ranking/draft`)).json()) as Draft;
  const put = await page.request.put(`/api/student/sessions/${sessionId}/ranking/draft`, {
    data: { dividerIndex: null, openingIds: [first!.openingId, second!.openingId] },
  });
  expect(put.status(), await put.text()).toBe(200);

  await page.goto(`/ranking?sessionId=${sessionId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Rank openings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your draft ranking' })).toBeVisible();
  const rows = page.getByTestId('draft-opening');
  await expect(rows).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId('apply-line')).toContainText('Application line');

  const expected = [second!.openingId, first!.openingId];
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith('/ranking/draft') &&
      JSON.stringify((response.request().postDataJSON() as { openingIds: number[] }).openingIds) === JSON.stringify(expected),
  );
  await page.getByRole('button', { name: `Move ${second!.title} up` }).click();
  await expect(rows.first()).toContainText(second!.title);
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Saved automatically at' })).toBeVisible();
  expect(await textOutsideThai(page, data)).not.toMatch(THAI_LETTER);
  await expectAccessible(page);
  await screenshot(page, 'ranking-en');

  await page.reload();
  await expect(rows).toHaveCount(2, { timeout: 30_000 });
  await expect(rows.nth(0)).toContainText(second!.title);
  await expect(rows.nth(1)).toContainText(first!.title);
});
