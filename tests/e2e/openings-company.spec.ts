import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { chooseSessionGroup, DEMO, DEV_LOGIN_SECRET, expectAccessible, screenshot, signInWithForm } from './support';
import { E2E_BASE_URL } from './base-url';

/*
 * A company user creates two openings, sees the company opening ratio, publishes both in bulk and sees
 * them PUBLISHED.
 *
 * The seed puts round 1 in its student-ranking window, so its opening submission deadline has already
 * passed and a company cannot create openings (docs/openings.md). When that is so, this spec moves the
 * current round's submission deadline (and the announcement date, which may not precede it) an hour
 * ahead through the admin API, and puts the dates back afterwards; it also withdraws its own openings,
 * so later specs see the demo data as the seed wrote it.
 */

type Round = Record<string, string | number | null> & { round: number; openingSubmissionDeadline: string; openingAnnouncementDate: string };
type SessionGroup = { sessionGroupId: number; currentRound: number; rounds: Round[] };
type Session = { sessionId: number; sessionGroupId: number; title: string };
type Ratio = { items: { sessionId: number; publishedQuota: number }[] };

const baseURL = E2E_BASE_URL;
const suffix = Math.random().toString(36).slice(2, 8);
const titles = [`นักพัฒนาระบบฝึกงาน E2E ${suffix}`, `นักวิเคราะห์ข้อมูลฝึกงาน E2E ${suffix}`];

// Generous: a developer's `next dev` compiles each screen on first visit.
test.describe.configure({ timeout: 300_000 });
const AFTER_REFRESH = { timeout: 60_000 };

let admin: APIRequestContext;
let company: APIRequestContext;
let originalRounds: Round[] | null = null;
let group: SessionGroup;
let sessions: Session[];

async function signedInApi(role: 'admin' | 'company_user') {
  const context = await request.newContext({ baseURL });
  expect((await context.get(`/api/auth/devlogin?role=${role}`, { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } })).status()).toBe(
    200,
  );
  return context;
}

test.beforeAll(async () => {
  admin = await signedInApi('admin');
  company = await signedInApi('company_user');
  const allSessions = (await (await company.get('/api/common/sessions')).json()) as Session[] | { items: Session[] };
  const list = Array.isArray(allSessions) ? allSessions : allSessions.items;
  // Groups are listed newest first, and a fresh browser shows the newest group.
  const sessionGroupId = list[0].sessionGroupId;
  sessions = list.filter((session) => session.sessionGroupId === sessionGroupId);
  group = (await (await admin.get(`/api/admin/session-groups/${sessionGroupId}`)).json()) as SessionGroup;

  const current = group.rounds.find((round) => round.round === group.currentRound)!;
  if (Date.parse(current.openingSubmissionDeadline) <= Date.now() + 10 * 60 * 1000) {
    originalRounds = group.rounds;
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const rounds = group.rounds.map((round) =>
      round.round === group.currentRound
        ? {
            ...round,
            openingSubmissionDeadline: inAnHour,
            openingAnnouncementDate:
              Date.parse(round.openingAnnouncementDate) < Date.parse(inAnHour) ? inAnHour : round.openingAnnouncementDate,
          }
        : round,
    );
    const answer = await admin.patch(`/api/admin/session-groups/${sessionGroupId}`, { data: { rounds } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
});

test.afterAll(async () => {
  try {
    const openings = (await (await company.get('/api/company/openings?limit=100')).json()) as {
      items: { openingId: number; sessionId: number; title: string; status: string }[];
    };
    for (const opening of openings.items.filter((item) => titles.includes(item.title))) {
      const path = `/api/company/sessions/${opening.sessionId}/openings/${opening.openingId}`;
      if (opening.status === 'PUBLISHED') await company.post(`${path}/withdraw`);
      if (opening.status === 'DRAFT') await company.delete(path);
    }
  } finally {
    if (originalRounds) {
      const answer = await admin.patch(`/api/admin/session-groups/${group.sessionGroupId}`, { data: { rounds: originalRounds } });
      expect(answer.status(), await answer.text()).toBe(200);
    }
    await admin.dispose();
    await company.dispose();
  }
});

/** Two drafts' sessions and quotas in proportion to what the company already publishes, so publishing both keeps every session's ratio. */
async function ratioKeepingPlan() {
  const ratio = (await (await company.get(`/api/company/session-groups/${group.sessionGroupId}/openings/ratio`)).json()) as Ratio;
  const quotaIn = (sessionId: number) => ratio.items.find((item) => item.sessionId === sessionId)?.publishedQuota ?? 0;
  return sessions.length > 1 && quotaIn(sessions[1].sessionId) > 0
    ? [
        { session: sessions[0], quota: Math.max(1, quotaIn(sessions[0].sessionId)) },
        { session: sessions[1], quota: quotaIn(sessions[1].sessionId) },
      ]
    : [
        { session: sessions[0], quota: 1 },
        { session: sessions[0], quota: 1 },
      ];
}

test('a company creates two openings and publishes them in bulk after seeing the ratio', async ({ page }) => {
  const plan = await ratioKeepingPlan();

  await signInWithForm(page, DEMO.company);
  await chooseSessionGroup(page, group.sessionGroupId);
  await page.goto('/opening');
  await expect(page.getByRole('heading', { name: 'ตำแหน่งงานของบริษัท' })).toBeVisible();

  for (const [index, { session, quota }] of plan.entries()) {
    await page.getByRole('button', { name: `สร้างตำแหน่งงานใน${session.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'สร้างตำแหน่งงาน' });
    await dialog.getByLabel('ชื่อตำแหน่งงาน').fill(titles[index]);
    await dialog.getByLabel('จำนวนที่รับ (คน)').fill(String(quota));
    await dialog.getByLabel('ชื่อสำนักงาน').fill('สำนักงานใหญ่');
    await dialog.getByLabel('ที่อยู่สำนักงาน').fill('อาคารทดสอบ ถนนพญาไท กรุงเทพฯ');
    if (index === 0) await screenshot(page, 'openings-company-create');
    await dialog.getByRole('button', { name: 'บันทึกฉบับร่าง' }).click();
    await expect(dialog).toBeHidden(AFTER_REFRESH);
    const row = page.getByRole('row').filter({ hasText: titles[index] });
    await expect(row).toBeVisible(AFTER_REFRESH);
    await expect(row.getByText('ฉบับร่าง').filter({ visible: true })).toBeVisible();
  }

  for (const title of titles) await page.getByRole('checkbox', { name: `เลือก ${title} เพื่อเผยแพร่` }).check();
  await page.getByRole('button', { name: 'เผยแพร่ที่เลือก (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'เผยแพร่ 2 ตำแหน่งงาน' });
  await expect(confirm.getByRole('table', { name: 'สัดส่วนจำนวนที่รับของบริษัทหลังเผยแพร่' })).toBeVisible(AFTER_REFRESH);
  await expect(confirm.getByText('ต่ำกว่าขั้นต่ำ')).toHaveCount(0);
  await expect(confirm.getByText('ผ่าน').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'openings-company-ratio');
  await confirm.getByRole('button', { name: 'ยืนยันการเผยแพร่' }).click();
  await expect(confirm).toBeHidden(AFTER_REFRESH);

  for (const title of titles)
    await expect(page.getByRole('row').filter({ hasText: title }).getByText('เผยแพร่แล้ว').filter({ visible: true })).toBeVisible(
      AFTER_REFRESH,
    );
  await expectAccessible(page);
  await screenshot(page, 'openings-company-list');

  await page.getByRole('link', { name: titles[0], exact: true }).click();
  await expect(page.getByRole('heading', { name: titles[0] })).toBeVisible(AFTER_REFRESH);
  await expect(page.getByText('เผยแพร่แล้ว').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'openings-company-detail');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/opening');
  await expect(page.getByRole('row').filter({ hasText: titles[1] })).toBeVisible(AFTER_REFRESH);
  await expectAccessible(page);
  await screenshot(page, 'openings-company-list-mobile');
});

test('a refused bulk publish shows the server’s message and the company user keeps working, still signed in', async ({ page }) => {
  const plan = await ratioKeepingPlan();
  const raced = [`ตำแหน่งที่ถูกเผยแพร่ไปก่อน E2E ${suffix}`, `ตำแหน่งที่ถูกเผยแพร่ไปก่อน 2 E2E ${suffix}`];
  titles.push(...raced);
  const openingIds: number[] = [];
  for (const [index, { session, quota }] of plan.entries()) {
    const created = await company.post(`/api/company/sessions/${session.sessionId}/openings`, {
      data: { title: raced[index], quota, officeName: 'สำนักงานใหญ่', officeAddressLine1: 'อาคารทดสอบ' },
    });
    expect(created.status(), await created.text()).toBe(201);
    openingIds.push(((await created.json()) as { openingId: number }).openingId);
  }

  await signInWithForm(page, DEMO.company);
  await chooseSessionGroup(page, group.sessionGroupId);
  await page.goto('/opening');
  for (const title of raced) await page.getByRole('checkbox', { name: `เลือก ${title} เพื่อเผยแพร่` }).check();
  await page.getByRole('button', { name: 'เผยแพร่ที่เลือก (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'เผยแพร่ 2 ตำแหน่งงาน' });
  await expect(confirm.getByRole('table', { name: 'สัดส่วนจำนวนที่รับของบริษัทหลังเผยแพร่' })).toBeVisible(AFTER_REFRESH);

  // Meanwhile a colleague publishes them, so the server refuses this publish with a 409 (not DRAFT any more).
  const elsewhere = await company.post('/api/company/openings/publish', { data: { openingIds } });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  const refusal = page.waitForResponse((response) => response.url().endsWith('/api/company/openings/publish'));
  await confirm.getByRole('button', { name: 'ยืนยันการเผยแพร่' }).click();
  const refused = await refusal;
  expect(refused.status()).toBe(409);
  // A business refusal leaves the login alone (SPEC §8): only a malformed or dead cookie is cleared.
  expect(await refused.headerValue('set-cookie')).toBeNull();
  await expect(page.getByText('เผยแพร่ไม่สำเร็จ').first()).toBeVisible();
  // The API's own words, in the page's language (docs/languages.md).
  await expect(page.getByText(/^เผยแพร่ได้เฉพาะตำแหน่งงานที่เป็นฉบับร่าง: /).first()).toBeVisible();
  await screenshot(page, 'openings-company-publish-refused');

  await confirm.getByRole('button', { name: 'ยกเลิก' }).click();
  await page.reload();
  await expect(page).toHaveURL(/\/opening$/);
  for (const title of raced)
    await expect(page.getByRole('row').filter({ hasText: title }).getByText('เผยแพร่แล้ว').filter({ visible: true })).toBeVisible(
      AFTER_REFRESH,
    );
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
});

test('the company edit page shows the server’s messages under their fields', async ({ page }) => {
  const created = await company.post(`/api/company/sessions/${sessions[0].sessionId}/openings`, {
    data: { title: `ร่างสำหรับแก้ไข ${suffix}`, quota: 1, officeName: 'สำนักงาน', officeAddressLine1: 'ที่อยู่' },
  });
  expect(created.status()).toBe(201);
  const opening = (await created.json()) as { openingId: number; sessionId: number };
  titles.push(`ร่างสำหรับแก้ไข ${suffix}`);

  await signInWithForm(page, DEMO.company);
  await page.goto(`/opening/${opening.openingId}/session/${opening.sessionId}/edit`);
  await page.getByLabel('จำนวนที่รับ (คน)').fill('0');
  await page.getByLabel('ชื่อตำแหน่งงาน').fill('');
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.getByText('ต้องมีค่าอย่างน้อย 1')).toBeVisible(AFTER_REFRESH);
  await expect(page.getByText('กรุณากรอกข้อมูลนี้')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'openings-company-edit-errors');

  await page.getByLabel('ชื่อตำแหน่งงาน').fill(`ร่างสำหรับแก้ไข ${suffix}`);
  await page.getByLabel('จำนวนที่รับ (คน)').fill('2');
  await page.getByLabel('รายละเอียดงาน', { exact: true }).fill('ดูแลระบบหลังบ้าน');
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await page.waitForURL(`**/opening/${opening.openingId}/session/${opening.sessionId}`, AFTER_REFRESH);
  await expect(page.getByText('ดูแลระบบหลังบ้าน')).toBeVisible(AFTER_REFRESH);

  await page.goto(`/opening/999999/session/${opening.sessionId}`);
  await expect(page.getByRole('heading', { name: /ไม่พบหน้า/ })).toBeVisible(AFTER_REFRESH);
});

test('a company selects every draft of the group at once; the publish sends the filter, not ids, after the ratio check', async ({
  page,
}) => {
  const plan = await ratioKeepingPlan();
  const ours = [`ตำแหน่งเผยแพร่ทั้งหมด E2E ${suffix}`, `ตำแหน่งเผยแพร่ทั้งหมด 2 E2E ${suffix}`];
  titles.push(...ours);
  for (const [index, { session, quota }] of plan.entries()) {
    const created = await company.post(`/api/company/sessions/${session.sessionId}/openings`, {
      data: { title: ours[index], quota, officeName: 'สำนักงานใหญ่', officeAddressLine1: 'อาคารทดสอบ' },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  type Listed = { items: { openingId: number; title: string; status: string }[] };
  const listed = (await (
    await company.get(`/api/company/session-groups/${group.sessionGroupId}/openings?isPublished=false&limit=100`)
  ).json()) as Listed;
  const drafts = listed.items.filter((opening) => opening.status === 'DRAFT');
  const othersDrafts = drafts.filter((opening) => !titles.includes(opening.title)).map((opening) => opening.openingId);

  await signInWithForm(page, DEMO.company);
  await chooseSessionGroup(page, group.sessionGroupId);
  await page.goto('/opening');
  await page.getByRole('checkbox', { name: `เลือก ${ours[0]} เพื่อเผยแพร่` }).check();
  await expect(page.getByRole('button', { name: 'เผยแพร่ที่เลือก (1)' })).toBeVisible();
  await page.getByRole('button', { name: `เลือกฉบับร่างทั้งหมด ${drafts.length} ตำแหน่ง` }).click();
  await expect(page.getByRole('checkbox', { name: `เลือก ${ours[1]} เพื่อเผยแพร่` })).toBeChecked();
  await page.getByRole('button', { name: `เผยแพร่ที่เลือก (${drafts.length})` }).click();
  const confirm = page.getByRole('dialog', { name: `เผยแพร่ ${drafts.length} ตำแหน่งงาน` });
  await expect(confirm.getByRole('table', { name: 'สัดส่วนจำนวนที่รับของบริษัทหลังเผยแพร่' })).toBeVisible(AFTER_REFRESH);
  await expectAccessible(page);
  await screenshot(page, 'openings-company-publish-all');

  const publish = confirm.getByRole('button', { name: 'ยืนยันการเผยแพร่' });
  if (await confirm.getByText('ต่ำกว่าขั้นต่ำ').count()) {
    // The seed's own drafts would break a session's ratio: the check refuses before anything is sent.
    await expect(publish).toBeDisabled();
    await confirm.getByRole('button', { name: 'ยกเลิก' }).click();
    return;
  }
  try {
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.url().endsWith('/api/company/openings/publish')),
      publish.click(),
    ]);
    const body = request.postDataJSON() as { openingIds?: unknown; allMatching?: Record<string, unknown> };
    expect(body.openingIds).toBeUndefined();
    expect(body.allMatching).toMatchObject({ sessionGroupId: group.sessionGroupId, isPublished: 'false' });
    await expect(confirm).toBeHidden(AFTER_REFRESH);
    await expect(page.getByText('เผยแพร่ตำแหน่งงานแล้ว').first()).toBeVisible();
    for (const title of ours)
      await expect(page.getByRole('row').filter({ hasText: title }).getByText('เผยแพร่แล้ว').filter({ visible: true })).toBeVisible(
        AFTER_REFRESH,
      );
  } finally {
    // The seed's drafts go back to drafts, so later specs see the demo data as the seed wrote it.
    if (othersDrafts.length) {
      const restored = await admin.post(`/api/admin/session-groups/${group.sessionGroupId}/openings/unpublish`, {
        data: { ids: othersDrafts },
      });
      expect([200, 409]).toContain(restored.status());
    }
  }
});
