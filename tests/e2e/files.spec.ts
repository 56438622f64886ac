import { deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, expectAccessible, screenshot, signInWithForm } from './support';

/*
 * A student uploads a picture and a transcript and sees them on the profile; a wrong type and an
 * oversized file are refused with a clear message. A company uploads a logo and it shows on its openings.
 * The pictures have odd sizes (7×5, 9×4) so the test can tell them from the seed's 256×256 logos.
 */

test.describe.configure({ timeout: 180_000 });

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real PNG of one colour, so the browser draws it and reports its size. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function naturalWidthOf(image: Locator): Promise<number> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeTruthy();
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

async function upload(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(new RegExp(`^เลือกไฟล์(ใหม่สำหรับ)?${label}$`)).setInputFiles(file);
  await page.getByRole('button', { name: new RegExp(`^อัปโหลด(และแทนที่)?${label}(เดิม)?$`) }).click();
}

test('a student uploads a picture and a transcript and sees them on the profile', async ({ page }) => {
  await signInWithForm(page, DEMO.student);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'รูปโปรไฟล์และเอกสาร' })).toBeVisible();

  // Refused before sending: too large for a picture (2 MB).
  await page
    .getByLabel(/^เลือกไฟล์(ใหม่สำหรับ)?รูปโปรไฟล์$/)
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(page.getByRole('alert').filter({ hasText: 'เกินขนาดสูงสุด 2 MB' })).toHaveText('ไฟล์ "big.png" มีขนาด 2 MB เกินขนาดสูงสุด 2 MB');

  // Refused by the server: a picture renamed to .pdf is not a PDF.
  await upload(page, 'ใบแสดงผลการเรียน', { name: 'renamed.pdf', mimeType: 'application/pdf', buffer: png(3, 3, [0, 0, 0]) });
  await expect(page.getByText('ประเภทไฟล์ไม่ถูกต้อง: ต้องเป็นไฟล์ PDF (ตรวจจากเนื้อไฟล์ ไม่ใช่จากชื่อไฟล์)')).toBeVisible();

  await upload(page, 'รูปโปรไฟล์', { name: 'my-picture.png', mimeType: 'image/png', buffer: png(7, 5, [14, 116, 144]) });
  await expect(page.getByRole('link', { name: 'my-picture.png' })).toBeVisible({ timeout: 30_000 });
  expect(await naturalWidthOf(page.getByRole('img', { name: 'รูปโปรไฟล์ปัจจุบัน' }))).toBe(7);

  await upload(page, 'ใบแสดงผลการเรียน', { name: 'ใบแสดงผลการเรียน.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('link', { name: 'ใบแสดงผลการเรียน.pdf' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await screenshot(page, 'files-student-profile');

  // The profile as companies see it shows the same picture and links the transcript.
  await page.getByRole('link', { name: 'ดูโปรไฟล์แบบที่บริษัทเห็น' }).click();
  const picture = page.getByRole('img', { name: /^รูปโปรไฟล์ของ / });
  expect(await naturalWidthOf(picture)).toBe(7);
  const transcriptHref = await page.locator('a[href*="/api/common/files/student/transcript/"]').first().getAttribute('href');
  const transcript = await page.request.get(transcriptHref!);
  expect(transcript.status()).toBe(200);
  expect(transcript.headers()['content-type']).toBe('application/pdf');
  expect(transcript.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('ใบแสดงผลการเรียน.pdf')}`);
  await screenshot(page, 'files-student-public-profile');
});

test('a company uploads a logo and it shows on its openings', async ({ page }) => {
  await signInWithForm(page, DEMO.company);
  await page.goto('/profile');
  await upload(page, 'โลโก้บริษัท', { name: 'logo.png', mimeType: 'image/png', buffer: png(9, 4, [190, 24, 93]) });
  await expect(page.getByRole('link', { name: 'logo.png' })).toBeVisible({ timeout: 30_000 });
  expect(await naturalWidthOf(page.getByRole('img', { name: 'โลโก้บริษัทปัจจุบัน' }))).toBe(9);
  await screenshot(page, 'files-company-profile');

  await page.goto('/opening');
  await page.locator('a[href*="/session/"]:not([href$="/edit"])').first().click();
  await page.waitForURL(/\/opening\/\d+\/session\/\d+$/);
  const logo = page.getByRole('img', { name: /^โลโก้ / }).first();
  expect(await naturalWidthOf(logo)).toBe(9);
  await expectAccessible(page);
  await screenshot(page, 'files-company-opening');
});
