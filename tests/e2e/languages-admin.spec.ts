import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO, chooseThaiAgain, expectAccessible, screenshot, signInInEnglish } from './support';

/*
 * The admin's session group, session and matching screens in English (docs/languages.md), read-only on the demo data:
 * last year's term, whose rounds are run and announced, so nothing here changes what other stories find. The check for
 * Thai leaves out what the seed wrote in Thai (titles, names, companies, openings): data, not the portal's words.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const THAI_LETTER = /[\u0E00-\u0E7F]/;
const PAST_GROUP_TITLE = 'ฝึกงานภาคฤดูร้อน 2569';

type Group = {
  sessionGroupId: number;
  title: string;
  sessions: { sessionId: number; title: string; description?: string | null }[];
};
type MatchingRound = {
  results: {
    items: { firstNameTh: string | null; lastNameTh: string | null; companyNameTh: string | null; openingTitle: string | null }[];
  };
};

/**
 * The lines of the page's main region that hold a Thai letter once the seed's own texts are taken out. Charts are left
 * out: their drawing is hidden from readers, and their numbers are in the table behind them.
 */
async function thaiLinesOutsideData(page: Page, data: (string | null | undefined)[]): Promise<string[]> {
  const text = await page.locator('main').evaluate((main) => {
    const clone = main.cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll('[lang="th"], script, style, svg')) element.remove();
    // innerText needs the clone laid out.
    clone.style.position = 'absolute';
    clone.style.left = '-10000px';
    document.body.append(clone);
    const inner = clone.innerText;
    clone.remove();
    return inner;
  });
  // The longest first, so a name that holds a shorter one goes as a whole.
  const known = [...new Set(data.filter((item): item is string => Boolean(item?.trim())).map((item) => item.trim()))].sort(
    (a, b) => b.length - a.length,
  );
  return text
    .split('\n')
    .map((line) => known.reduce((rest, item) => rest.split(item).join(''), line))
    .filter((line) => THAI_LETTER.test(line));
}

test.describe('an English-speaking admin', () => {
  test.use({ locale: 'en-US' });

  // The demo account keeps the language it signed in with: Thai again for the specs that follow.
  test.afterEach(async ({ page }) => chooseThaiAgain(page));

  test('reads a session group, a session and its match results in English', async ({ page }) => {
    await signInInEnglish(page, DEMO.admin);

    const groups = ((await (await page.request.get('/api/admin/session-groups?limit=100')).json()) as { items: Group[] }).items;
    const past = groups.find((group) => group.title === PAST_GROUP_TITLE)!;
    const session = past.sessions[0];
    const seedTexts = groups.flatMap((group) => [group.title, ...group.sessions.flatMap((item) => [item.title, item.description])]);

    // The session groups.
    await page.goto('/session-group');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Session groups' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'All session groups, newest first' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create session group' })).toBeVisible();
    expect(await thaiLinesOutsideData(page, seedTexts)).toEqual([]);
    await expectAccessible(page);

    // Last year's group: its rounds, sessions and the term's charts.
    await page.getByRole('link', { name: PAST_GROUP_TITLE, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/session-group/${past.sessionGroupId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: PAST_GROUP_TITLE })).toBeVisible();
    await expect(page.getByText('Sessions in this group', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Session group overview' })).toBeVisible();
    expect(await thaiLinesOutsideData(page, seedTexts)).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, 'languages-admin-session-group-en');

    // One of its sessions: the enrolled students and the settings.
    await page.goto(`/session/${session.sessionId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
    await expect(page.getByText('Enrolled students', { exact: true })).toBeVisible();
    await expect(page.getByText('Session settings', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
    await expectAccessible(page);

    // Round 2's match results, announced last year: the state, the results table and the charts, read only.
    await page.goto(`/session/${session.sessionId}/2/matching`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^Matching \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Matching' })).toBeVisible();
    await expect(page.getByText('Matching status', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: "Students' match results" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Match results in charts' })).toBeVisible();
    const round = (await (await page.request.get(`/api/admin/sessions/${session.sessionId}/matching/2?limit=100`)).json()) as MatchingRound;
    const resultTexts = round.results.items.flatMap((item) => [
      [item.firstNameTh, item.lastNameTh].filter(Boolean).join(' '),
      item.companyNameTh,
      item.openingTitle,
    ]);
    expect(await thaiLinesOutsideData(page, [...seedTexts, ...resultTexts])).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, 'languages-admin-matching-en');
  });
});
