import { expect, test } from '@playwright/test';
import { DEMO, devLogin, expectAccessible, screenshot, signInWithForm } from './support';

test.describe('signing in and being routed by role', () => {
  test('a visitor is sent to the sign-in page, which serves the Thai font', async ({ page }) => {
    await page.goto('/ranking');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })).toBeVisible();
    const loadedFonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.status === 'loaded').length;
    });
    expect(loadedFonts).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'login');
  });

  test('a sign-in code that is not valid shows why, with a way back to the sign-in page', async ({ page }) => {
    await page.goto('/?code=not-a-valid-code');
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบไม่สำเร็จ' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a deep link survives the sign-in: the visitor lands where they were going', async ({ page }) => {
    const deepLink = `/companies?search=${encodeURIComponent('บริษัท')}`;
    await page.goto(deepLink);
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === deepLink);
    await expectAccessible(page);
    await page.getByLabel('ชื่อผู้ใช้').fill(DEMO.student.username);
    await page.getByLabel('รหัสผ่าน').fill(DEMO.student.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/companies' && url.searchParams.get('search') === 'บริษัท' && !url.searchParams.has('code'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a login that ended (a stale cookie) is sent to the sign-in page with next too', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'portal_session', value: 'A'.repeat(43), url: baseURL! }]);
    await page.goto('/ranking?tab=submitted');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/ranking?tab=submitted');
  });

  test('a next that leaves the portal is ignored: the sign-in opens home', async ({ page }) => {
    await page.goto('/login?next=//evil.example/steal');
    await page.getByLabel('ชื่อผู้ใช้').fill(DEMO.student.username);
    await page.getByLabel('รหัสผ่าน').fill(DEMO.student.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('code'));
    expect(new URL(page.url()).host).not.toBe('evil.example');
  });

  test('a URL with a code shows the completion screen whatever its path', async ({ page }) => {
    await page.goto('/opening?code=not-a-valid-code');
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบไม่สำเร็จ' })).toBeVisible();
    await expect(page).toHaveURL(/\/opening\?code=not-a-valid-code$/);
  });

  test('a wrong password is refused with a Thai message and no login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('ชื่อผู้ใช้').fill('company');
    await page.getByLabel('รหัสผ่าน').fill('not-the-password');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page.getByText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('an admin signs in through the built-in sign-in page and sees the dashboard', async ({ page }) => {
    await signInWithForm(page, DEMO.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'ภาพรวมระบบ' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'home-admin');
  });

  test('a student signs in through the built-in sign-in page and sees the student home', async ({ page }) => {
    await signInWithForm(page, DEMO.student);
    await expect(page.getByRole('heading', { level: 1, name: /^สวัสดี / })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'จัดอันดับ' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'home-student');
  });

  test('a company user signs in through the built-in sign-in page and sees the company home', async ({ page }) => {
    await signInWithForm(page, DEMO.company);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'ผู้สมัคร' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'home-company');
  });

  for (const role of ['admin', 'student', 'company_user'] as const) {
    test(`dev login signs in as the ${role} demo account`, async ({ page }) => {
      await devLogin(page, role);
      const me = await (await page.request.get('/api/auth/me')).json();
      expect(me.role).toBe(role);
      await page.goto('/');
      await expect(page.getByRole('banner')).toContainText(me.displayName);
      await expectAccessible(page);
    });
  }

  test('an external user sees the welcome page and can log out', async ({ page }) => {
    await signInWithForm(page, DEMO.guest);
    await expect(page.getByRole('heading', { level: 1, name: /^สวัสดี / })).toBeVisible();
    await expect(page.getByText('กรุณาติดต่อภาควิชา')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'welcome-external-user');
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test('a student with no current session sees the welcome page', async ({ page }) => {
    await signInWithForm(page, DEMO.newStudent);
    await expect(page.getByRole('heading', { level: 1, name: /^สวัสดี / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('pages and errors', () => {
  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await devLogin(page, 'student');
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'กลับหน้าหลัก' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('a page of another role shows the 403 page', async ({ page }) => {
    await devLogin(page, 'student');
    await page.goto('/config');
    await expect(page.getByRole('heading', { name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' })).toBeVisible();
    await expectAccessible(page);
  });

  test('every route of the spec exists for its role', async ({ page }) => {
    // Thirty-one screens, each rendered and checked with axe.
    test.setTimeout(240_000);
    const routesByRole = {
      admin: [
        '/admin',
        '/company',
        '/company/1',
        '/config',
        '/oauth-provider',
        '/oauth-provider/1',
        '/oauth-provider/1/client/demo-client',
        '/opening',
        '/opening/1/edit',
        '/report',
        '/session/1/1/matching',
        '/session-group',
        '/session-group/1',
        '/session/1',
        '/student',
        '/company/profile/1',
      ],
      student: ['/companies', '/favorite', '/opening', '/opening/1/session/1', '/profile', '/ranking', '/company/profile/1'],
      company_user: [
        '/applicant',
        '/applicant/1/session/1',
        '/applicant/1/session/1/ranking',
        '/applicant/1/session/1/result',
        '/applicant/1/session/1/interviews',
        '/opening',
        '/opening/1/session/1',
        '/opening/1/session/1/edit',
        '/profile',
      ],
    } as const;
    for (const [role, routes] of Object.entries(routesByRole)) {
      await page.context().clearCookies();
      await devLogin(page, role as keyof typeof routesByRole);
      for (const route of routes) {
        const response = await page.goto(route);
        expect(response?.status(), `${role} ${route}`).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), `${role} ${route}`).toBeVisible();
        await expect(page.getByRole('heading', { name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' }), `${role} ${route}`).toHaveCount(0);
        await expectAccessible(page);
      }
    }
  });

  test('the OAuth consent screen opens without a login', async ({ page }) => {
    const response = await page.goto('/oauth/authorize');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/oauth\/authorize/);
    await expectAccessible(page);
  });

  test('pages carry a nonce-based Content-Security-Policy and the other security headers', async ({ page }) => {
    const response = await page.goto('/login');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.reload();
    await page.getByLabel('ชื่อผู้ใช้').fill('x');
    expect(violations).toEqual([]);
  });
});

test.describe('assuming an identity', () => {
  test('an admin acts as a student, sees the banner on every page, and comes back', async ({ page }) => {
    await devLogin(page, 'admin');
    const assumed = await page.request.post('/api/admin/auth/assume-identity/student', { data: { studentId: '6730000121' } });
    expect(assumed.status()).toBe(200);
    await page.goto('/');
    const banner = page.getByText('คุณกำลังใช้งานในนามของ');
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'assumed-student');
    await page.goto('/profile');
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'กลับเป็นผู้ดูแลระบบ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ภาพรวมระบบ' })).toBeVisible();
    await expect(page.getByText('คุณกำลังใช้งานในนามของ')).toHaveCount(0);
  });
});

test.describe('settings screen', () => {
  test('an admin adds a setting, edits it, and it stays saved', async ({ page }) => {
    await devLogin(page, 'admin');
    await page.goto('/config');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('ชื่อการตั้งค่า').fill('e2eNote');
    await page.getByLabel('ค่า', { exact: true }).fill('ค่าแรก');
    await page.getByRole('button', { name: 'เพิ่มการตั้งค่า' }).click();
    const value = page.getByLabel('e2eNote');
    await expect(value).toHaveValue('ค่าแรก');

    await value.fill('ค่าที่แก้แล้ว');
    await value.press('Enter');
    await expect(page.getByRole('region', { name: /การแจ้งเตือน/ })).toContainText(/./);
    await screenshot(page, 'config');
    await page.reload();
    await expect(page.getByLabel('e2eNote')).toHaveValue('ค่าที่แก้แล้ว');
    expect(await (await page.request.get('/api/settings/e2eNote')).json()).toEqual({ value: 'ค่าที่แก้แล้ว' });
  });
});
