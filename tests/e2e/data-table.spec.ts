import { expect as baseExpect, test, type Page } from '@playwright/test';
import { devLogin, expectAccessible, screenshot } from './support';

// Every step waits on a server render; a loaded machine needs longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** The table's rows with data (not its header row and not the skeleton rows of a loading view). */
const bodyRows = (page: Page, caption: string) => page.getByRole('table', { name: caption }).locator('tbody tr:not([data-skeleton-row])');

async function openViewMenu(page: Page) {
  await page.getByRole('button', { name: 'มุมมอง' }).click();
  return page.getByRole('menu');
}

test.describe('the one data table', () => {
  test('admin students: sort, filter and page live in the URL; reload and Back restore the view; columns and density are remembered; rows are selected', async ({
    page,
  }) => {
    await devLogin(page, 'admin');
    await page.goto('/student');
    const table = page.getByRole('table', { name: 'รายชื่อนิสิต' });
    await expect(table).toBeVisible();
    await expect(bodyRows(page, 'รายชื่อนิสิต')).toHaveCount(20);

    // Sort by name, then descending: the server's order, written to the URL.
    const nameHeader = table.getByRole('columnheader', { name: /ชื่อ–นามสกุล/ });
    await nameHeader.getByRole('button').click();
    await page.waitForURL(/sortBy=name/);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await nameHeader.getByRole('button').click();
    await page.waitForURL(/sortBy=name&order=desc/);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const firstOfDescending = await bodyRows(page, 'รายชื่อนิสิต').first().locator('td').nth(1).innerText();

    // Filter: active students only; the page goes back to 1.
    await page.getByLabel('สถานะ', { exact: true }).selectOption('active');
    await page.waitForURL(/status=active/);
    await expect(page.getByRole('link', { name: 'หน้า 1', exact: true })).toHaveAttribute('aria-current', 'page');

    // Page 2 of that view.
    await page.getByRole('link', { name: 'หน้า 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await expect(page.getByRole('link', { name: 'หน้า 2', exact: true })).toHaveAttribute('aria-current', 'page');
    const secondPageFirst = await bodyRows(page, 'รายชื่อนิสิต').first().locator('td').nth(1).innerText();
    expect(secondPageFirst).not.toBe(firstOfDescending);

    // A reload shows the same view: sort, filter and page.
    await page.reload();
    await expect(table.getByRole('columnheader', { name: /ชื่อ–นามสกุล/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByLabel('สถานะ', { exact: true })).toHaveValue('active');
    await expect(page.getByRole('link', { name: 'หน้า 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(bodyRows(page, 'รายชื่อนิสิต').first().locator('td').nth(1)).toHaveText(secondPageFirst);

    // Back returns to page 1 of the same sort and filter.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page') && url.searchParams.get('sortBy') === 'name');
    await expect(page.getByRole('link', { name: 'หน้า 1', exact: true })).toHaveAttribute('aria-current', 'page');

    // Hide a column and choose compact rows: both survive a reload.
    const menu = await openViewMenu(page);
    await menu.getByRole('menuitemcheckbox', { name: 'หลักสูตร / ภาควิชา' }).click();
    await menu.getByRole('menuitemradio', { name: 'กะทัดรัด' }).click();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'หลักสูตร / ภาควิชา' })).toHaveCount(0);
    await expect(table).toHaveAttribute('data-density', 'compact');
    await page.reload();
    await expect(table.getByRole('columnheader', { name: /รหัสนิสิต/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'หลักสูตร / ภาควิชา' })).toHaveCount(0);
    await expect(table).toHaveAttribute('data-density', 'compact');
    await expectAccessible(page);

    // Selection: two rows, then the whole page, each counted in the bulk bar; clearing empties it.
    const rows = bodyRows(page, 'รายชื่อนิสิต');
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    const bulkBar = page.getByTestId('bulk-bar');
    await expect(bulkBar).toContainText('เลือกไว้ 2 คน');
    await expect(rows.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('checkbox', { name: 'เลือกทุกคนในหน้านี้' }).check();
    await expect(bulkBar).toContainText('เลือกไว้ 20 คน');
    await screenshot(page, 'data-table-students-selected');
    await bulkBar.getByRole('button', { name: 'ล้างการเลือก' }).click();
    await expect(bulkBar).not.toContainText('เลือกไว้');

    // A phone: the checkbox and the student id stay at the left while the rest scrolls.
    await page.setViewportSize({ width: 390, height: 844 });
    await rows.nth(0).getByRole('checkbox').check();
    await expect(bulkBar).toContainText('เลือกไว้ 1 คน');
    await expectAccessible(page);
    await screenshot(page, 'data-table-students-phone');

  });

  test('admin companies: a filtered, sorted view over two pages survives a reload; on a phone the first column stays while the table scrolls', async ({ page }) => {
    await devLogin(page, 'admin');
    const tag = Math.random().toString(36).slice(2, 8);
    // 22 companies of one tag: 20 on page 1 and 2 on page 2 of a search for the tag.
    const names = Array.from({ length: 22 }, (_, index) => ({
      companyNameTh: `บริษัท ตารางข้อมูลทดสอบชื่อยาวมากเพื่อดูการตัดบรรทัด ${tag} ลำดับ ${String(index).padStart(2, '0')} จำกัด`,
      companyNameEn: `DataTable ${tag} ${String(index).padStart(2, '0')} Co., Ltd.`,
    }));
    const created = await page.request.post('/api/admin/companies', { data: names });
    expect(created.status()).toBe(201);

    await page.goto(`/company?search=${tag}`);
    const table = page.getByRole('table', { name: 'รายชื่อบริษัท' });
    await expect(bodyRows(page, 'รายชื่อบริษัท')).toHaveCount(20);
    await expect(page.getByText('แสดง 1–20 จาก 22 รายการ')).toBeVisible();

    // Default order is by Thai name ascending; one click on the header turns it to descending.
    const header = table.getByRole('columnheader', { name: /บริษัท/ }).first();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button').click();
    await page.waitForURL(/sortBy=companyNameTh&order=desc/);
    await expect(bodyRows(page, 'รายชื่อบริษัท').first()).toContainText('ลำดับ 21');

    await page.getByRole('link', { name: 'หน้า 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await expect(bodyRows(page, 'รายชื่อบริษัท')).toHaveCount(2);
    await expect(bodyRows(page, 'รายชื่อบริษัท').last()).toContainText('ลำดับ 00');

    await page.reload();
    await expect(bodyRows(page, 'รายชื่อบริษัท')).toHaveCount(2);
    await expect(table.getByRole('columnheader', { name: /บริษัท/ }).first()).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('searchbox', { name: 'ค้นหาบริษัท' })).toHaveValue(tag);

    // Hiding a column is remembered for this table.
    const menu = await openViewMenu(page);
    await menu.getByRole('menuitemcheckbox', { name: 'ประเภท / ขนาด' }).click();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(table.getByRole('columnheader', { name: 'ประเภท / ขนาด' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'data-table-companies-desktop');

    // A phone: the table scrolls sideways inside its card, the company column stays put.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/company?search=${tag}`);
    const region = page.getByRole('region', { name: 'รายชื่อบริษัท' });
    await expect(bodyRows(page, 'รายชื่อบริษัท')).toHaveCount(20);
    const firstCell = bodyRows(page, 'รายชื่อบริษัท').first().locator('td').first();
    const before = await firstCell.boundingBox();
    await region.evaluate((element) => element.scrollBy({ left: 400 }));
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const after = await firstCell.boundingBox();
    expect(Math.round(after!.x)).toBe(Math.round(before!.x));
    await expect(page.getByRole('table', { name: 'รายชื่อบริษัท' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'data-table-companies-phone');

  });
});
