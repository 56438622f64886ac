import { expect as baseExpect, test, type Page } from '@playwright/test';
import { devLogin, expectAccessible, expectLoadingOverlayDuring, screenshot } from './support';

// Each step waits on a server render or an API call; a loaded machine needs longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Ten-digit ids no seed or other spec uses: 69 + a random eight-digit block. */
function newStudentIds(count: number): string[] {
  // A multiple of ten, so the ids differ only in the last digit and one prefix search finds them all.
  const base = 10 * (1_000_000 + Math.floor(Math.random() * 8_000_000));
  return Array.from({ length: count }, (_, index) => `69${String(base + index).padStart(8, '0')}`);
}

async function firstSessionId(page: Page): Promise<number> {
  const response = await page.request.get('/api/common/sessions');
  expect(response.status()).toBe(200);
  const body = await response.json();
  const sessions = Array.isArray(body) ? body : body.items;
  return sessions[0].sessionId;
}

test.describe('students', () => {
  test('an admin imports 5 students from a CSV file; one of them edits the profile and a bad TOEIC is refused', async ({ page }) => {
    // One long story (import, then a whole profile); under a loaded CI machine it needs more than the default minute.
    test.setTimeout(300_000);
    const ids = newStudentIds(5);
    await devLogin(page, 'admin');
    await page.goto('/student');
    await expect(page.getByRole('heading', { level: 1, name: 'นิสิต' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'รายชื่อนิสิต' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'students-admin-list');

    // Import: a file with a repeated id is refused in the preview; the fixed file goes in.
    await page.getByRole('button', { name: 'นำเข้านิสิต' }).click();
    const dialog = page.getByRole('dialog', { name: 'นำเข้านิสิตจากไฟล์ CSV' });
    const csv = (rows: string[]) => ({
      name: 'students.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`studentId,admissionYear\n${rows.join('\n')}\n`),
    });
    await dialog
      .getByLabel('ไฟล์ CSV')
      .setInputFiles(csv([...ids.slice(0, 4).map((id) => `${id},2568`), `${ids[0]},2568`, `${ids[4]},25x8`]));
    await expect(dialog.getByText('รหัสนิสิตซ้ำกับบรรทัดที่ 2')).toBeVisible();
    await expect(dialog.getByText('ปีที่เข้าศึกษา "25x8" ไม่ถูกต้อง ต้องเป็นปี พ.ศ. 2500–2700 เช่น 2567')).toBeVisible();
    await expect(dialog.getByText('NaN')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /^นำเข้า/ })).toBeDisabled();
    await dialog.getByLabel('ไฟล์ CSV').setInputFiles(csv(ids.map((id) => `${id},2568`)));
    await expect(dialog.getByText('จะสร้างนิสิต 5 คน')).toBeVisible();
    await expect(dialog.getByText('ข้อมูลถูกต้องทุกแถว')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'students-import-preview');
    await expectLoadingOverlayDuring(page, { url: '**/api/admin/students', label: 'กำลังนำเข้านิสิต 5 คน…' }, () =>
      dialog.getByRole('button', { name: 'นำเข้า 5 คน' }).click(),
    );
    await expect(dialog).toBeHidden();

    // The same file again: the dry run says each student exists, and that the import would refuse the file.
    await page.getByRole('button', { name: 'นำเข้านิสิต' }).click();
    await dialog.getByLabel('ไฟล์ CSV').setInputFiles(csv(ids.map((id) => `${id},2568`)));
    await expect(dialog.getByText('มีอยู่แล้ว 5 คน')).toBeVisible();
    await expect(dialog.getByText('มีนิสิตรหัสนี้ในระบบแล้ว: นำเข้าซ้ำไม่ได้ ทั้งไฟล์จะไม่ถูกนำเข้า')).toHaveCount(5);
    await expect(dialog.getByRole('button', { name: /^นำเข้า/ })).toBeDisabled();
    await screenshot(page, 'students-import-existing');
    await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
    await expect(dialog).toBeHidden();

    // The new students are found by id, with the filter in the URL.
    await page.getByRole('searchbox', { name: 'ค้นหานิสิตด้วยรหัสหรือชื่อ' }).fill(ids[0].slice(0, 8));
    await page.waitForURL(/search=/);
    await expect(page.getByRole('cell', { name: ids[0], exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: ids[4], exact: true })).toBeVisible();

    // The admin's edit dialog loads the whole profile, references and grades of a row.
    await page.getByRole('button', { name: `แก้ไขข้อมูล ${ids[1]}` }).click();
    const editDialog = page.getByRole('dialog', { name: `แก้ไขข้อมูลนิสิต ${ids[1]}` });
    await expect(editDialog.getByLabel('ปีที่เข้าศึกษา')).toHaveValue('2568');
    await expect(editDialog.getByLabel('หลักสูตร')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'students-admin-edit');
    await editDialog.getByRole('button', { name: 'ปิด' }).click();
    await expect(editDialog).toBeHidden();

    // The admin acts as the first new student, enrolled in a session so the portal opens for them.
    const sessionId = await firstSessionId(page);
    expect((await page.request.post(`/api/admin/sessions/${sessionId}/enrollments`, { data: { studentIds: [ids[0]] } })).ok()).toBe(true);
    expect((await page.request.post('/api/admin/auth/assume-identity/student', { data: { studentId: ids[0] } })).ok()).toBe(true);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'โปรไฟล์ของฉัน' })).toBeVisible();
    await expect(page.getByText('กรอกข้อมูลต่อไปนี้ให้ครบ')).toBeVisible();
    await page.getByLabel('ชื่อ (ไทย)').fill('ทดสอบ');
    await page.getByLabel('นามสกุล (ไทย)').fill('นำเข้าใหม่');
    await page.getByLabel('ชื่อ (อังกฤษ)').fill('Test');
    await page.getByLabel('นามสกุล (อังกฤษ)').fill('Imported');
    await page.getByLabel('อีเมลติดต่อ').fill(`e2e-${ids[0]}@example.com`);
    await page.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
    await page.getByLabel('เกรดเฉลี่ยสะสม (GPAX)').fill('3.42');
    await page.getByLabel('TOEIC').fill('1200');
    await page.getByRole('button', { name: 'บันทึกโปรไฟล์' }).click();
    await expect(page.getByText('คะแนน TOEIC ต้องเป็นจำนวนเต็ม 0–990')).toBeVisible();
    await expect(page.getByLabel('TOEIC')).toBeFocused();
    await expectAccessible(page);
    await screenshot(page, 'students-profile-toeic-error');

    await page.getByLabel('TOEIC').fill('850');
    await page.getByRole('button', { name: 'บันทึกโปรไฟล์' }).click();
    await expect(page.getByText('กรอกข้อมูลต่อไปนี้ให้ครบ')).toBeHidden();

    // A semester grade: a GPA above 4 is refused, a valid one is listed.
    await page.getByLabel('GPA', { exact: true }).fill('4.5');
    await page.getByRole('button', { name: 'บันทึกเกรด' }).click();
    await expect(page.getByText('GPA ต้องอยู่ระหว่าง 0–4 และมีทศนิยมไม่เกิน 2 ตำแหน่ง')).toBeVisible();
    await page.getByLabel('GPA', { exact: true }).fill('3.75');
    await page.getByRole('button', { name: 'บันทึกเกรด' }).click();
    await expect(page.getByRole('cell', { name: '3.75' })).toBeVisible();
    await screenshot(page, 'students-profile-saved');

    // The public profile honours the visibility flags the student keeps on.
    await page.getByRole('link', { name: 'ดูโปรไฟล์แบบที่บริษัทเห็น' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'โปรไฟล์นิสิต' })).toBeVisible();
    await expect(page.getByText('ทดสอบ นำเข้าใหม่')).toBeVisible();
    await expect(page.getByText('850', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'students-public-profile');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'โปรไฟล์ของฉัน' })).toBeVisible();
    await screenshot(page, 'students-profile-mobile');

    expect((await page.request.post('/api/auth/reassume-identity')).ok()).toBe(true);
    await page.goto(`/student?search=${ids[0].slice(0, 8)}`);
    await expect(page.getByRole('table', { name: 'รายชื่อนิสิต' })).toBeVisible();
    await screenshot(page, 'students-admin-list-mobile');
  });
});
