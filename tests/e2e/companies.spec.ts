import { expect as baseExpect, test } from '@playwright/test';
import { devLogin, expectAccessible, expectLoadingOverlayDuring, screenshot, signInWithForm } from './support';

// These stories wait on server round trips (scrypt hashing, router refreshes); on a busy machine they take longer than 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const suffix = () => Math.random().toString(36).slice(2, 8);

test.describe('companies and their users', () => {
  test('an admin creates a company with a user; that user signs in and edits the company profile', async ({ page }) => {
    const tag = suffix();
    const company = { th: `บริษัท ทดสอบอีทูอี ${tag} จำกัด`, en: `E2E Test ${tag} Co., Ltd.` };
    const user = { username: `e2e-hr-${tag}`, email: `hr-${tag}@example.co.th`, password: `e2e-password-${tag}` };

    await devLogin(page, 'admin');
    await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1, name: 'บริษัท' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'รายชื่อบริษัท' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'companies-admin-list');

    // The page's controls are disabled until React runs (a click before that would be lost): clicks wait for them.
    await expect(page.getByRole('button', { name: 'เพิ่มบริษัท' })).toBeEnabled();
    await page.getByRole('button', { name: 'เพิ่มบริษัท' }).click();
    const addDialog = page.getByRole('dialog', { name: 'เพิ่มบริษัท' });
    await addDialog.getByLabel('ชื่อบริษัท (ภาษาไทย)').fill(company.th);
    await addDialog.getByLabel('ชื่อบริษัท (ภาษาอังกฤษ)').fill(company.en);
    await addDialog.getByRole('button', { name: 'เพิ่มบริษัท' }).click();
    await page.waitForURL(/\/company\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: company.th })).toBeVisible();

    await page.getByRole('button', { name: 'เพิ่มผู้ใช้' }).click();
    const userDialog = page.getByRole('dialog', { name: 'เพิ่มผู้ใช้ของบริษัท' });
    await userDialog.getByLabel('รหัสผ่าน').fill('short');
    await userDialog.getByLabel('ชื่อผู้ใช้').fill(user.username);
    await userDialog.getByLabel('อีเมล').fill(user.email);
    await userDialog.getByRole('button', { name: 'เพิ่มผู้ใช้' }).click();
    await expect(userDialog.getByText('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร')).toBeVisible();
    await userDialog.getByLabel('รหัสผ่าน').fill(user.password);
    await userDialog.getByRole('button', { name: 'เพิ่มผู้ใช้' }).click();
    await expect(userDialog).toBeHidden();
    await expect(page.getByRole('cell', { name: user.username, exact: true })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'companies-admin-detail');

    // The new user signs in with the password the admin gave them.
    await page.context().clearCookies();
    await signInWithForm(page, { username: user.username, password: user.password });
    await expect(page.getByRole('navigation').getByRole('link', { name: 'ผู้สมัคร' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: company.th })).toBeVisible();

    await expect(page.getByLabel('เว็บไซต์')).toBeEditable();
    await page.getByLabel('เว็บไซต์').fill('not a web address');
    await page.getByRole('button', { name: 'บันทึกข้อมูลบริษัท' }).click();
    await expect(page.getByText('กรุณากรอกที่อยู่เว็บที่ขึ้นต้นด้วย http:// หรือ https://')).toBeVisible();
    await expect(page.getByLabel('เว็บไซต์')).toBeFocused();

    await page.getByLabel('เว็บไซต์').fill(`https://e2e-${tag}.example.co.th`);
    await page.getByLabel('เกี่ยวกับบริษัท').fill('บริษัทพัฒนาซอฟต์แวร์ที่ต้อนรับนิสิตฝึกงานทุกภาคการศึกษา');
    await page.getByLabel('จังหวัด').fill('กรุงเทพมหานคร');
    await page.getByLabel('รหัสไปรษณีย์').fill('10330');
    await page.getByRole('button', { name: 'บันทึกข้อมูลบริษัท' }).click();
    await expect(page.getByText('ข้อมูลเป็นปัจจุบัน')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'companies-company-profile-edit');

    await page.reload();
    await expect(page.getByLabel('เกี่ยวกับบริษัท')).toHaveValue('บริษัทพัฒนาซอฟต์แวร์ที่ต้อนรับนิสิตฝึกงานทุกภาคการศึกษา');
    await page.getByRole('link', { name: 'ดูหน้าที่นิสิตเห็น' }).click();
    await expect(page.getByRole('heading', { level: 1, name: company.th })).toBeVisible();
    await expect(page.getByText('กรุงเทพมหานคร 10330')).toBeVisible();
    await expectAccessible(page);
  });

  test('an admin imports companies from a CSV file, with the problems shown before anything is sent', async ({ page }) => {
    const tag = suffix();
    await devLogin(page, 'admin');
    await page.goto('/company');
    await page.getByRole('button', { name: 'นำเข้าบริษัท' }).click();
    const dialog = page.getByRole('dialog', { name: 'นำเข้าบริษัทจากไฟล์ CSV' });

    // The preview is the import's dry run: a blank name and a name another company has are marked, nothing is created.
    const withProblem = `companyNameTh,companyNameEn\nบริษัท นำเข้าหนึ่ง ${tag},Import One ${tag}\n,Missing Thai ${tag}\n`;
    await dialog
      .getByLabel('ไฟล์รายชื่อบริษัท (.csv)')
      .setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(withProblem) });
    await expect(dialog.getByText('มีปัญหา 1 แถว')).toBeVisible();
    await expect(dialog.getByText('ไม่มีชื่อภาษาไทย')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^นำเข้า/ })).toBeDisabled();
    await expectAccessible(page);
    await screenshot(page, 'companies-admin-import');

    const good = `companyNameTh,companyNameEn\nบริษัท นำเข้าหนึ่ง ${tag},Import One ${tag}\nบริษัท นำเข้าสอง ${tag},Import Two ${tag}\n`;
    await dialog
      .getByLabel('ไฟล์รายชื่อบริษัท (.csv)')
      .setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await expectLoadingOverlayDuring(page, { url: '**/api/admin/companies', label: 'กำลังนำเข้าบริษัท 2 แห่ง…' }, () =>
      dialog.getByRole('button', { name: 'นำเข้า 2 บริษัท' }).click(),
    );
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'ค้นหาบริษัท' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    await expect(page.getByRole('link', { name: `บริษัท นำเข้าหนึ่ง ${tag}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `บริษัท นำเข้าสอง ${tag}` })).toBeVisible();
  });

  test('a student browses the companies, filters by size and opens a profile', async ({ page }) => {
    await devLogin(page, 'student');
    await page.goto('/companies');
    await expect(page).toHaveURL(/sessionId=\d+/);
    const cards = page.getByRole('list', { name: 'รายชื่อบริษัท' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'companies-student-browse');

    const firstSize = page.getByRole('button', { pressed: false }).filter({ hasText: 'คน' }).first();
    await firstSize.click();
    await expect(page).toHaveURL(/companySizes=\d+/);

    await page.getByRole('button', { name: /ล้างตัวกรอง/ }).click();
    // The list is rendered again for the cleared filter: click a card of that list, not one about to be replaced.
    await expect(page).not.toHaveURL(/companySizes=/);
    await expect(page.getByRole('button', { name: /ล้างตัวกรอง/ })).toBeHidden();
    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/company\/profile\/\d+/);
    await expect(page.getByRole('heading', { level: 2, name: /ตำแหน่งงานที่เปิดรับ/ })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'companies-public-profile');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/companies');
    await expect(page).toHaveURL(/sessionId=\d+/);
    await expect(page.getByRole('switch', { name: 'เฉพาะบริษัทที่เปิดรับในรอบนี้' })).toBeVisible();
    await expect(cards.first()).toBeVisible();
    await screenshot(page, 'companies-student-browse-mobile');
  });
});
