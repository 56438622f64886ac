import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_FILES_SIGNING_SECRET } from './base-url';
import { DEMO, expectAccessible, screenshot, signInWithForm } from './support';

const PAST_GROUP = 'ฝึกงานภาคฤดูร้อน 2569';
const PAST_SESSION = 'ฝึกงานภาคฤดูร้อน 2569 (นิสิตชั้นปีที่ 3)';

// The mentor's link is never stored: the mail carries HMAC(signing key, "evaluation:<requestId>:<sendCount>:0"), which
// the admins' preview masks. The story signs it as the e-mail worker does, from the request the office table shows.
const linkToken = (requestId: number, sendCount: number) =>
  createHmac('sha256', E2E_FILES_SIGNING_SECRET).update(`evaluation:${requestId}:${sendCount}:0`).digest('base64url');

test('the office edits a form, sends a mentor the link, the mentor evaluates on a phone, the office releases it', async ({
  page,
  browser,
}) => {
  await signInWithForm(page, DEMO.admin);
  await page.goto('/session-group');
  await page.getByRole('link', { name: PAST_GROUP, exact: true }).first().click();
  await page.getByRole('link', { name: 'แบบประเมินของพี่เลี้ยง' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'แบบประเมินของพี่เลี้ยง' })).toBeVisible();
  const midterm = page.getByTestId('evaluation-form-MIDTERM');
  const questionsBefore = await midterm.getByTestId('evaluation-question').count();
  await midterm.getByRole('button', { name: 'เพิ่มคำถามในหมวดที่ 1' }).click();
  await midterm.getByLabel(`คำถามข้อ ${questionsBefore - 1} หมวดที่ 1 (ไทย)`).isVisible();
  const added = midterm.getByTestId('evaluation-question').nth(3);
  await added.getByRole('textbox').first().fill('ความคิดริเริ่มสร้างสรรค์');
  await added.getByRole('textbox').nth(1).fill('Initiative');
  await added.getByRole('button', { name: /เลื่อน.*ขึ้น/ }).click();
  await midterm.getByRole('button', { name: 'บันทึกประเมินกลางภาค' }).click();
  await expect(page.getByText('บันทึกแบบประเมินแล้ว').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'evaluations-forms');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'evaluations-forms-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('link', { name: PAST_GROUP }).first().click();
  await page.getByRole('listitem').filter({ hasText: PAST_SESSION }).getByRole('link', { name: 'จัดการรอบ' }).click();
  await page.getByRole('link', { name: 'การประเมินของพี่เลี้ยง' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'การประเมินของพี่เลี้ยง' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'evaluations-office');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'evaluations-office-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  // A mid-term with a mentor and no link yet: the office sends it now.
  const sendable = page
    .getByRole('row')
    .filter({ hasText: 'ประเมินกลางภาค' })
    .filter({ has: page.getByRole('button', { name: /^ส่งลิงก์ ประเมินกลางภาค/ }) });
  const row = sendable.first();
  const studentId = await row.getAttribute('data-student-id');
  await row.getByRole('button', { name: /^ส่งลิงก์ ประเมินกลางภาค/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ส่งลิงก์' }).click();
  await expect(page.getByText('ส่งลิงก์แบบประเมินแล้ว').first()).toBeVisible();
  const sessionId = /\/session\/(\d+)\//.exec(page.url())![1];
  const list = await page.request.get(`/api/admin/sessions/${sessionId}/evaluations?search=${studentId}&kind=MIDTERM`);
  const [request] = (await list.json()).items as { requestId: number; sendCount: number }[];
  expect(request.sendCount).toBe(1);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const mentor = await phone.newPage();
  await mentor.goto(`/evaluate/${linkToken(request.requestId, request.sendCount)}`);
  await expect(mentor.getByRole('heading', { level: 1, name: 'แบบประเมินนิสิตฝึกงาน กลางภาค' })).toBeVisible();
  await expectAccessible(mentor);
  await screenshot(mentor, 'evaluations-mentor-form');
  await mentor.getByRole('button', { name: 'ส่งแบบประเมิน (Submit)' }).click();
  await expect(mentor.getByText('กรุณาตอบข้อ 1', { exact: true })).toBeVisible();
  for (const group of await mentor.getByRole('radiogroup').all()) await group.getByText('4', { exact: true }).click();
  await mentor.getByRole('textbox').first().fill('ตั้งใจทำงานดีมาก');
  await mentor.getByRole('button', { name: 'ส่งแบบประเมิน (Submit)' }).click();
  await expect(mentor.getByText(/^ส่งแบบประเมินแล้วเมื่อ/)).toBeVisible();
  await mentor.reload();
  await expect(mentor.getByTestId('evaluation-answers')).toContainText('ตั้งใจทำงานดีมาก');
  await screenshot(mentor, 'evaluations-mentor-submitted');
  await mentor.goto('/evaluate/not-a-real-link-token-at-all');
  await expect(mentor.getByRole('heading', { level: 1, name: 'ลิงก์นี้ใช้ไม่ได้' })).toBeVisible();
  await phone.close();

  await page.reload();
  const submitted = page.locator(`tr[data-request-id="${request.requestId}"]`);
  await expect(submitted).toContainText('ประเมินแล้ว');
  await submitted.getByRole('button', { name: /^เผยแพร่/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'เผยแพร่' }).click();
  await expect(submitted).toContainText('เผยแพร่ให้นิสิตแล้ว');
});
