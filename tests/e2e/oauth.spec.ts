import { createHash, randomBytes } from 'node:crypto';
import { expect as baseExpect, test } from '@playwright/test';
import { E2E_BASE_URL } from './base-url';
import { DEMO, devLogin, expectAccessible, screenshot } from './support';

// Stories with several server round trips on a shared 2-core machine: generous timeouts.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

// Fixed names: each run starts on a fresh database, so nothing collides.
const PROVIDER_NAME = 'ผู้ให้บริการทดสอบอีทูอี';
const CLIENT_NAME = 'แอปทดสอบอีทูอี';
const REDIRECT_URI = 'http://localhost:4599/callback';

test('an admin registers a client; a student signs in, consents, and the client reads the profile', async ({ page, browser, request }) => {
  // 1. The admin creates a provider and a confidential client.
  await devLogin(page, 'admin');
  await page.goto('/oauth-provider');
  await expect(page.getByRole('heading', { level: 1, name: 'ผู้ให้บริการ OAuth' })).toBeVisible();
  await page.getByRole('button', { name: 'เพิ่มผู้ให้บริการ' }).click();
  const providerDialog = page.getByRole('dialog', { name: 'เพิ่มผู้ให้บริการ OAuth' });
  await providerDialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(providerDialog.getByText('กรุณากรอกชื่อผู้ให้บริการ')).toBeVisible();
  await providerDialog.getByLabel('ชื่อผู้ให้บริการ').fill(PROVIDER_NAME);
  await providerDialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(providerDialog).toBeHidden();
  const providerLink = page.getByRole('link', { name: PROVIDER_NAME });
  await expect(providerLink).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'oauth-providers');

  await providerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: PROVIDER_NAME })).toBeVisible();
  await expect(page.getByText('ยังไม่มีแอปพลิเคชัน')).toBeVisible();
  await page.getByRole('button', { name: 'เพิ่มแอปพลิเคชัน' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'เพิ่มแอปพลิเคชัน (OAuth client)' });
  await clientDialog.getByLabel('ชื่อแอปพลิเคชัน (แสดงในหน้าขออนุญาต)').fill(CLIENT_NAME);
  await clientDialog.getByLabel('Redirect URL (บรรทัดละหนึ่งรายการ)').fill(REDIRECT_URI);
  await screenshot(page, 'oauth-client-create');
  await clientDialog.getByRole('button', { name: 'สร้างแอปพลิเคชัน' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'บันทึกข้อมูลไคลเอนต์' });
  await expect(secretDialog).toBeVisible();
  const clientId = (await secretDialog.getByTestId('client-id').textContent())!.trim();
  const clientSecret = (await secretDialog.getByTestId('client-secret').textContent())!.trim();
  expect(clientId).toMatch(/^client_/);
  expect(clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await screenshot(page, 'oauth-client-secret');
  await secretDialog.getByRole('button', { name: 'บันทึกไว้แล้ว ปิดหน้าต่าง' }).click();
  await page.getByRole('link', { name: CLIENT_NAME }).click();
  await expect(page.getByRole('heading', { level: 1, name: CLIENT_NAME })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'oauth-client-detail');

  // 2. A student, not signed in, opens the application's authorization URL in a fresh browser.
  const student = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const studentPage = await student.newPage();
  let callbackUrl: URL | undefined;
  // The application's redirect URI: the test stands in for it and records what the portal sends.
  await student.route(`${new URL(REDIRECT_URI).origin}/**`, async (route) => {
    callbackUrl = new URL(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="th"><title>แอปทดสอบ</title><h1>ได้รับรหัสแล้ว</h1></html>',
    });
  });
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL('/oauth/authorize', E2E_BASE_URL);
  for (const [key, value] of Object.entries({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    scope: 'profile',
    state: 'e2e-state',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })) {
    authorize.searchParams.set(key, value);
  }
  await studentPage.goto(authorize.toString());
  await expect(studentPage.getByRole('heading', { level: 1, name: 'กรุณาเข้าสู่ระบบ' })).toBeVisible();
  await expectAccessible(studentPage);
  await screenshot(studentPage, 'oauth-authorize-sign-in');
  await studentPage.getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
  await studentPage.getByLabel('ชื่อผู้ใช้').fill(DEMO.student.username);
  await studentPage.getByLabel('รหัสผ่าน').fill(DEMO.student.password);
  await studentPage.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();

  // 3. Signed in, the student is back on the consent screen and allows.
  await studentPage.waitForURL((url) => url.pathname === '/oauth/authorize');
  await expect(studentPage.getByRole('heading', { level: 1, name: `${CLIENT_NAME} ขอเข้าถึงบัญชีของคุณ` })).toBeVisible();
  await expect(studentPage.getByText('ข้อมูลโปรไฟล์พื้นฐาน (ชื่อ รูปโปรไฟล์ ประเภทผู้ใช้)')).toBeVisible();
  await expectAccessible(studentPage);
  await screenshot(studentPage, 'oauth-consent');
  await studentPage.getByRole('button', { name: 'อนุญาต', exact: true }).click();
  await expect.poll(() => callbackUrl?.toString()).toContain(REDIRECT_URI);
  expect(callbackUrl!.searchParams.get('state')).toBe('e2e-state');
  const code = callbackUrl!.searchParams.get('code')!;
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await student.close();

  // 4. The application exchanges the code (server to server) and reads the profile.
  const tokenAnswer = await request.post('/api/oauth/token', {
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
    form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
  });
  expect(tokenAnswer.status()).toBe(200);
  expect(tokenAnswer.headers()['cache-control']).toBe('no-store');
  const tokens = (await tokenAnswer.json()) as { access_token: string; refresh_token: string; scope: string };
  expect(tokens.scope).toBe('profile');
  const profile = await request.get('/api/oauth/v1/profile', { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(profile.status()).toBe(200);
  expect(await profile.json()).toMatchObject({ userType: 'CEDT_STUDENT', isInternPortalAdmin: false });

  const metadata = await request.get('/.well-known/oauth-authorization-server');
  expect((await metadata.json()).token_endpoint).toBe(`${E2E_BASE_URL}/api/oauth/token`);
});

test('a request with an unregistered redirect URI is refused on the screen, never redirected', async ({ page }) => {
  await devLogin(page, 'student');
  await page.goto('/oauth/authorize?response_type=code&client_id=demo-client&redirect_uri=https%3A%2F%2Fevil.example%2Fcb&scope=profile');
  await expect(page.getByRole('heading', { level: 1, name: 'คำขอเข้าถึงบัญชีไม่ถูกต้อง' })).toBeVisible();
  // The API's reason, in the page's language (docs/languages.md).
  await expect(page.getByText('redirect URI นี้ไม่ได้ลงทะเบียนไว้กับแอปพลิเคชันนี้')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/oauth/authorize');
  await expectAccessible(page);
  await screenshot(page, 'oauth-authorize-refused');
});
