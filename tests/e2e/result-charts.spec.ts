import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { devLogin, expectAccessible, screenshot } from './support';

/*
 * The result charts on the demo data: last year's term ("ฝึกงานภาคฤดูร้อน 2569", both rounds run and announced) on
 * the admin's results screen and the group dashboard, each chart drawn (an svg) with the same numbers in the table
 * behind "ดูเป็นตาราง"; and the current term's round 1, not run yet, with its short message instead of empty axes.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const PAST_GROUP_TITLE = 'ฝึกงานภาคฤดูร้อน 2569';
const CURRENT_GROUP_TITLE = 'ฝึกงานภาคฤดูร้อน 2570';
const RANK_ROWS = ['อันดับ 1', 'อันดับ 2', 'อันดับ 3', 'อันดับ 4', 'อันดับ 5', 'อันดับ 6 ขึ้นไป', 'จัดให้นอกรายการ', 'ไม่ได้รับการจับคู่'];

type Group = { sessionGroupId: number; title: string; sessions: { sessionId: number; title: string }[] };

async function groups(page: Page): Promise<Group[]> {
  const answer = (await (await page.request.get('/api/admin/session-groups?limit=100')).json()) as { items: Group[] };
  return answer.items;
}

/** The figure with this caption: its chart is drawn and its table, once opened, has these first cells. */
async function expectChart(page: Page, caption: string, firstCells: (string | RegExp)[]): Promise<Locator> {
  const figure = page.locator('figure').filter({ has: page.locator('figcaption', { hasText: caption }) });
  await expect(figure.getByRole('img')).toHaveAttribute('aria-label', /\S/);
  await expect(figure.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await figure.getByText('ดูเป็นตาราง', { exact: true }).click();
  const rows = figure.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(firstCells.length);
  await expect(rows.locator('td:first-child')).toHaveText(firstCells);
  return figure;
}

test('an admin sees how the term’s students matched, on the results screen and the group dashboard', async ({ page }) => {
  await devLogin(page, 'admin');
  const all = await groups(page);
  const past = all.find((group) => group.title === PAST_GROUP_TITLE)!;
  const sessionId = past.sessions[0].sessionId;

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/session/${sessionId}/2/matching`);
    await expect(page.getByRole('heading', { level: 2, name: 'ผลการจับคู่ในแผนภูมิ' })).toBeVisible();
    await expectChart(page, 'นิสิตได้ตำแหน่งอันดับที่เท่าไรในรายการของตน', RANK_ROWS);
    // Ten companies took part: all ten rows, the chart showing the first ten (FILL_TOP) with no "ดูทั้งหมด".
    const fill = await expectChart(page, 'อัตราการรับนิสิตของแต่ละบริษัท', Array<RegExp>(10).fill(/\S/));
    await expect(fill.getByRole('table').locator('tbody tr td:nth-child(4)')).toHaveText(Array<RegExp>(10).fill(/^\d+%$/));
    await expectAccessible(page);
    await screenshot(page, `result-charts-round-${width}`);

    await page.goto(`/session-group/${past.sessionGroupId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'ภาพรวมของกลุ่มรอบ' })).toBeVisible();
    const progress = await expectChart(page, 'ความคืบหน้ารายรอบ', ['รอบที่ 1', 'รอบที่ 2']);
    await expect(progress.getByRole('table').locator('tbody tr').first().locator('td')).toHaveText(['รอบที่ 1', /^\d+$/, '20', '13']);
    await expectChart(page, 'นิสิตได้ตำแหน่งอันดับที่เท่าไรในรายการของตน', RANK_ROWS);
    await expectChart(page, 'อัตราการรับนิสิตของแต่ละบริษัท', Array<RegExp>(10).fill(/\S/));
    await expectAccessible(page);
    await screenshot(page, `result-charts-dashboard-${width}`);
  }

  // The current term's round 1 has not run: a short message, no chart.
  const current = all.find((group) => group.title === CURRENT_GROUP_TITLE)!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/session/${current.sessions[0].sessionId}/1/matching`);
  await expect(page.getByText(/^ยังไม่มีผลการจับคู่ของรอบนี้ แผนภูมิจะแสดง/)).toBeVisible();
  await expect(page.locator('.recharts-wrapper')).toHaveCount(0);
});
