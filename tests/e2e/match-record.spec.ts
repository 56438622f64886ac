import { readFile } from 'node:fs/promises';
import { expect as baseExpect, request, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { verifyMatchRecord } from '../../src/match-verify/verify-record';
import { E2E_BASE_URL } from './base-url';
import { DEV_LOGIN_SECRET, devLogin, expectAccessible, screenshot } from './support';

/*
 * The match record on the admin's results screen: the demo group's second session gets its round's matching window
 * open (every date but the announcement moved into the past), the admin runs the matching, the screen shows the
 * record's digest, and the downloaded record carries that digest and verifies. Then the run is undone and the
 * dates put back, so the data is left as seeded.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
const MINUTE = 60_000;

type Session = { sessionId: number; sessionGroupId: number; currentRound: number };
type Round = { round: number } & Record<string, string | number | null>;

async function ok<T>(answer: Promise<APIResponse>, status = 200): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

async function adminApi(): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: E2E_BASE_URL });
  const login = await context.get('/api/auth/devlogin?role=admin', { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } });
  expect(login.status()).toBe(200);
  return context;
}

test("an admin sees the run's record digest on the results screen and downloads the record", async ({ page }) => {
  test.setTimeout(300_000);
  const admin = await adminApi();
  const sessions = await ok<Session[]>(admin.get('/api/common/sessions'));
  const session = sessions.find((candidate) => candidate.sessionGroupId === sessions[0].sessionGroupId && candidate !== sessions[0])!;
  const round = session.currentRound;
  const original = await ok<{ rounds: Round[] }>(admin.get(`/api/admin/session-groups/${session.sessionGroupId}`));
  const now = Date.now();
  const offsets: Record<string, number> = {
    openingSubmissionDeadline: -300,
    openingAnnouncementDate: -240,
    studentRankingDeadline: -180,
    applicationAnnouncementDate: -120,
    companyRankingDeadline: -60,
    reorderRankingDeadline: -30,
    cancelRankingDeadline: -30,
    resultAnnouncementDate: 120,
  };
  const opened = original.rounds.map((item) =>
    item.round === round
      ? {
          ...item,
          ...Object.fromEntries(Object.entries(offsets).map(([key, minutes]) => [key, new Date(now + minutes * MINUTE).toISOString()])),
        }
      : item,
  );
  await ok(admin.patch(`/api/admin/session-groups/${session.sessionGroupId}`, { data: { rounds: opened } }));
  let hasRun = false;
  try {
    const run = await ok<{ recordDigest: string }>(admin.post(`/api/admin/sessions/${session.sessionId}/matching`));
    hasRun = true;

    await devLogin(page, 'admin');
    await page.goto(`/session/${session.sessionId}/${round}/matching`);
    const card = page.getByRole('heading', { name: 'บันทึกผลการจับคู่สำหรับตรวจสอบ' });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('match-record-digest')).toHaveText(run.recordDigest);
    await expect(page.getByRole('button', { name: 'คัดลอกค่าแฮช' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'match-record-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'ดาวน์โหลดบันทึกผล (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^match-record-session-${session.sessionId}-round-${round}-run-\\d+\\.json$`));
    const record = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(record.digest).toBe(run.recordDigest);
    expect(verifyMatchRecord(record)).toEqual({ valid: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('match-record-digest')).toBeVisible();
    await screenshot(page, 'match-record-390');
  } finally {
    if (hasRun) await ok(admin.delete(`/api/admin/sessions/${session.sessionId}/matching`));
    await ok(admin.patch(`/api/admin/session-groups/${session.sessionGroupId}`, { data: { rounds: original.rounds } }));
    await admin.dispose();
  }
});
