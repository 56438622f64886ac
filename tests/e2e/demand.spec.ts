import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, expectAccessible, screenshot, signInWithForm } from './support';
import { E2E_BASE_URL } from './base-url';

/*
 * Live demand: the demo student, in the seeded session whose ranking window is open, sees each opening's figures on
 * the openings list and, for the openings of their draft, on the ranking board beside the sentence on why ranking
 * truthfully stays best; an admin turns demand off on the session's screen and the student no longer sees them.
 * The spec puts the student's draft and the setting back as the seed wrote them.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
const FIGURE = /ผู้สมัคร \d+ คน · อันดับ 1: \d+ คน · \d+ ที่ · \d+\.\d คนต่อที่/;

type Session = { sessionId: number; title: string };

async function pageAs(browser: Browser, account: { username: string; password: string }, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  await signInWithForm(page, account);
  return page;
}

test('a student sees live demand on the list and the board until an admin turns it off', async ({ browser }) => {
  test.setTimeout(480_000);
  const student = await pageAs(browser, DEMO.student);
  const [session] = (await (await student.request.get('/api/common/sessions')).json()) as Session[];
  const demand = await student.request.get(`/api/sessions/${session.sessionId}/demand`);
  expect(demand.status()).toBe(200);
  const openingIds = ((await demand.json()) as { items: { openingId: number }[] }).items.slice(0, 2).map((item) => item.openingId);
  const draftPath = `/api/student/sessions/${session.sessionId}/ranking/draft`;
  const originalDraft = (await (await student.request.get(draftPath)).json()) as {
    openings: { openingId: number }[];
    dividerIndex: number | null;
  };
  const admin = await pageAs(browser, DEMO.admin);
  try {
    expect((await student.request.put(draftPath, { data: { openingIds, dividerIndex: null } })).status()).toBe(200);

    await student.goto(`/opening?sessionId=${session.sessionId}`);
    await expect(student.getByTestId('opening-card').first().getByTestId('demand-figure')).toHaveText(FIGURE);
    await expectAccessible(student);
    await screenshot(student, 'demand-openings-1280');
    await student.setViewportSize({ width: 390, height: 844 });
    await student.reload();
    await expect(student.getByTestId('opening-card').first().getByTestId('demand-figure')).toHaveText(FIGURE);
    await screenshot(student, 'demand-openings-390');

    await student.goto(`/ranking?sessionId=${session.sessionId}`);
    const card = student.getByTestId('demand-card');
    await expect(card.getByText('deferred acceptance')).toBeVisible();
    await expect(card.getByTestId('demand-figure')).toHaveCount(2);
    await expect(card.getByTestId('demand-figure').first()).toHaveText(FIGURE);
    await expectAccessible(student);
    await screenshot(student, 'demand-ranking-390');

    await admin.goto(`/session/${session.sessionId}`);
    const settings = admin.getByTestId('admin-demand-card');
    await expect(settings.getByRole('cell', { name: FIGURE }).first()).toBeVisible();
    await screenshot(admin, 'demand-admin-1280');
    await settings.getByRole('switch', { name: 'แสดงความนิยมแก่นิสิตและบริษัท' }).click();
    await settings.getByRole('button', { name: 'บันทึกการแสดงความนิยม' }).click();
    await expect(admin.getByText('บันทึกการแสดงความนิยมแล้ว').first()).toBeVisible();

    await student.goto(`/opening?sessionId=${session.sessionId}`);
    await expect(student.getByTestId('opening-card').first()).toBeVisible();
    await expect(student.getByTestId('demand-figure')).toHaveCount(0);
    await student.goto(`/ranking?sessionId=${session.sessionId}`);
    await expect(student.getByRole('heading', { name: 'เงื่อนไขของรอบนี้' })).toBeVisible();
    await expect(student.getByTestId('demand-card')).toHaveCount(0);
  } finally {
    await admin.request.put(`/api/admin/sessions/${session.sessionId}/demand`, { data: { isShown: true, countsDrafts: true } });
    await student.request.put(draftPath, {
      data: { openingIds: originalDraft.openings.map((opening) => opening.openingId), dividerIndex: originalDraft.dividerIndex },
    });
  }
});
