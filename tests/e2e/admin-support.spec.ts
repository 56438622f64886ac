import { expect as baseExpect, request, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { DEMO, DEV_LOGIN_SECRET, devLogin, expectAccessible, openConfirmation, screenshot } from './support';
import { E2E_BASE_URL } from './base-url';

/*
 * What an admin used to do only through the API, done on the admin's screens:
 *  1. act as a student and as a company user from their admin pages, and come back; the audit log names both;
 *  2. add and rename the four academic reference lists on /config;
 *  3. read a company's submitted ranking on the admin's opening screen and unsubmit it.
 */

// Each step waits on a server render or an API call; a loaded machine needs longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

type Me = { role: string; displayName: string; companyId?: number; studentId?: string };
type StudentMe = { studentId: string; profileToken: string; firstNameTh: string | null; lastNameTh: string | null };
type CompanyUser = { platformUid: string; username: string };
type Session = {
  sessionId: number;
  sessionGroupId: number;
  currentRound: number;
  minimumApplicationPerStudent: number;
  minimumUniqueCompanyCountPerStudent: number;
};
type Round = { round: number } & Record<string, string | number | null>;
type SessionGroup = { sessionGroupId: number; currentRound: number; rounds: Round[] };
type Opening = { openingId: number; title: string; company: { companyId: number; companyNameTh: string } };
type Enrollment = { student: { studentId: string; firstNameTh: string | null; lastNameTh: string | null } };
type Application = { applicationId: number; studentId: string };

const MINUTE = 60_000;

async function ok<T>(answer: Promise<APIResponse>, status = 200): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

async function signedInApi(role: 'admin' | 'company_user' | 'student'): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: E2E_BASE_URL });
  expect((await context.get(`/api/auth/devlogin?role=${role}`, { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } })).status()).toBe(
    200,
  );
  return context;
}

/** Confirms the assume-identity dialog, which must name the person, and waits for the person's home. */
async function confirmAssume(page: Page, name: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading')).toContainText(name);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'ใช้งานในนามนี้', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('region', { name: 'การใช้งานในนามผู้อื่น' })).toContainText('คุณกำลังใช้งานในนามของ');
}

async function comeBack(page: Page) {
  await page.getByRole('button', { name: 'กลับเป็นผู้ดูแลระบบ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ภาพรวมระบบ' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'การใช้งานในนามผู้อื่น' })).toHaveCount(0);
}

test.describe('admin support screens', () => {
  test('1. an admin acts as a student and as a company user from their admin pages, comes back, and the audit log names both', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const studentApi = await signedInApi('student');
    const student = await ok<StudentMe>(studentApi.get('/api/student/me'));
    await studentApi.dispose();
    const companyApi = await signedInApi('company_user');
    const companyMe = await ok<Me>(companyApi.get('/api/auth/me'));
    const companyProfile = await ok<{ companyNameTh: string }>(companyApi.get('/api/company/me'));
    await companyApi.dispose();
    const studentName = [student.firstNameTh, student.lastNameTh].filter(Boolean).join(' ');

    await devLogin(page, 'admin');
    const adminMe = await ok<Me>(page.request.get('/api/auth/me'));

    // The row action on /student opens the confirmation that names the student; cancelling changes nothing.
    await page.goto(`/student?search=${student.studentId}`);
    const row = page.getByRole('row').filter({ hasText: student.studentId });
    await openConfirmation(page, row.getByRole('button', { name: `ใช้งานในนามของ ${studentName}`, exact: true }));
    await expect(page.getByRole('alertdialog').getByRole('heading')).toContainText(`${studentName} (${student.studentId})`);
    await screenshot(page, 'assume-identity-student-confirm');
    await page.getByRole('alertdialog').getByRole('button', { name: 'ยกเลิก' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // The button on the student's admin page assumes: the student's home and ranking, with the banner.
    await page.goto(`/student/profile/${student.profileToken}`);
    await openConfirmation(page, page.getByRole('button', { name: `ใช้งานในนามของ ${studentName}`, exact: true }));
    await confirmAssume(page, studentName);
    await expect(page.getByRole('region', { name: 'การใช้งานในนามผู้อื่น' })).toContainText('(นิสิต)');
    await expect(page.getByRole('heading', { level: 1, name: /^สวัสดี / })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'assume-identity-student-home');
    await page.goto('/ranking');
    await expect(page.getByRole('heading', { level: 1, name: 'จัดอันดับตำแหน่งงาน' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'การใช้งานในนามผู้อื่น' })).toBeVisible();
    await comeBack(page);

    // Each user of a company on /company/{companyId} has the same action.
    const users = await ok<{ items: CompanyUser[] }>(page.request.get(`/api/admin/companies/${companyMe.companyId}/users?limit=100`));
    const companyUser = users.items.find((user) => user.username === DEMO.company.username)!;
    expect(companyUser, 'the demo company user').toBeTruthy();
    await page.goto(`/company/${companyMe.companyId}`);
    await openConfirmation(page, page.getByRole('button', { name: `ใช้งานในนามของ ${companyUser.username}`, exact: true }));
    await screenshot(page, 'assume-identity-company-confirm');
    await confirmAssume(page, companyUser.username);
    await expect(page.getByRole('region', { name: 'การใช้งานในนามผู้อื่น' })).toContainText('(บริษัท)');
    await expect(page.getByRole('heading', { level: 1, name: companyProfile.companyNameTh })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'assume-identity-company-home');
    await page.goto('/applicant');
    await expect(page.getByRole('heading', { level: 1, name: 'ผู้สมัคร' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'การใช้งานในนามผู้อื่น' })).toBeVisible();
    await comeBack(page);

    // The audit log: the admin assumed the student, then the company user.
    await page.goto('/admin?tab=audit&action=auth.assume-identity');
    const table = page.getByRole('table', { name: 'ประวัติการแก้ไขข้อมูล เรียงจากล่าสุด' });
    const assumedStudent = table.getByRole('row').filter({ hasText: `นิสิต #${student.studentId}` });
    const assumedCompanyUser = table.getByRole('row').filter({ hasText: `ผู้ใช้ของบริษัท #${companyUser.platformUid}` });
    await expect(assumedStudent.first()).toContainText(adminMe.displayName);
    await expect(assumedCompanyUser.first()).toContainText(adminMe.displayName);
    await expectAccessible(page);
    await screenshot(page, 'assume-identity-audit-log');
    // Each way back was done as the person, and its row names the admin and whom they were acting as.
    await page.goto('/admin?tab=audit&action=auth.reassume-identity');
    const cameBack = table.getByRole('row').filter({ hasText: 'ในนามของ' });
    await expect(cameBack).toHaveCount(2);
    for (const line of await cameBack.all()) await expect(line).toContainText(adminMe.displayName);
  });

  test('2. an admin adds and renames a university, a faculty, a department and a program; students read the new names', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const suffix = String(Date.now()).slice(-6);
    const kinds = [
      { label: 'มหาวิทยาลัย', path: 'universities', nameKey: 'universityName' },
      { label: 'คณะ', path: 'faculties', nameKey: 'facultyName' },
      { label: 'ภาควิชา', path: 'departments', nameKey: 'departmentName' },
      { label: 'หลักสูตร', path: 'programs', nameKey: 'programName' },
    ] as const;
    await devLogin(page, 'admin');
    await page.goto('/config');
    await page.getByRole('link', { name: 'ข้อมูลอ้างอิง' }).click();
    await page.waitForURL(/tab=reference/);
    await expect(page.getByRole('link', { name: 'ข้อมูลอ้างอิง' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await screenshot(page, 'reference-data');

    for (const kind of kinds) {
      const region = page.getByRole('region', { name: kind.label, exact: true });
      const created = `${kind.label}ทดสอบ ${suffix}`;
      const renamed = `${kind.label}ทดสอบใหม่ ${suffix}`;
      // Nothing typed: the form says so before asking the server.
      await region.getByRole('button', { name: `เพิ่ม${kind.label}`, exact: true }).click();
      await expect(region.getByText(`กรุณากรอกชื่อ${kind.label}`)).toBeVisible();
      await region.getByLabel(`ชื่อ${kind.label}ใหม่`).fill(created);
      await region.getByRole('button', { name: `เพิ่ม${kind.label}`, exact: true }).click();
      await expect(region.getByRole('listitem').filter({ hasText: created })).toBeVisible();
      await expect(region.getByLabel(`ชื่อ${kind.label}ใหม่`)).toHaveValue('');

      // A name that exists is refused with the API's 409, in Thai.
      await region.getByLabel(`ชื่อ${kind.label}ใหม่`).fill(created);
      await region.getByRole('button', { name: `เพิ่ม${kind.label}`, exact: true }).click();
      await expect(region.getByText(`มี${kind.label}ชื่อนี้อยู่แล้ว`)).toBeVisible();
      await region.getByLabel(`ชื่อ${kind.label}ใหม่`).fill('');

      await region.getByRole('button', { name: `เปลี่ยนชื่อ ${created}` }).click();
      const input = region.getByLabel(`ชื่อใหม่ของ ${created}`);
      await expect(input).toBeFocused();
      await input.fill(renamed);
      if (kind.path === 'universities') {
        await expectAccessible(page);
        await screenshot(page, 'reference-data-rename');
      }
      await region.getByRole('button', { name: 'บันทึก', exact: true }).click();
      await expect(region.getByRole('listitem').filter({ hasText: renamed })).toBeVisible();
      await expect(region.getByRole('button', { name: `เปลี่ยนชื่อ ${renamed}` })).toBeFocused();
    }

    await page.reload();
    for (const kind of kinds) {
      const region = page.getByRole('region', { name: kind.label, exact: true });
      await expect(region.getByText(`${kind.label}ทดสอบใหม่ ${suffix}`, { exact: true })).toBeVisible();
      await expect(region.getByText(`${kind.label}ทดสอบ ${suffix}`, { exact: true })).toHaveCount(0);
    }
    await expectAccessible(page);

    // The lists students and companies read carry the new names.
    const studentApi = await signedInApi('student');
    for (const kind of kinds) {
      const items = await ok<Record<string, string>[]>(studentApi.get(`/api/common/${kind.path}`));
      expect(items.map((item) => item[kind.nameKey])).toContain(`${kind.label}ทดสอบใหม่ ${suffix}`);
    }
    await studentApi.dispose();
  });

  test("3. an admin reads a company's submitted ranking on the opening screen, unsubmits it, and the history keeps both", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const admin = await signedInApi('admin');
    const studentApi = await signedInApi('student');
    const companyApi = await signedInApi('company_user');
    const demoSession = (await ok<Session[]>(studentApi.get('/api/common/sessions')))[0];
    const demoCompanyId = (await ok<Me>(companyApi.get('/api/auth/me'))).companyId;
    await Promise.all([studentApi.dispose(), companyApi.dispose()]);
    // The demo group's other session and another company than the demo one, so the full-round spec's story is left as seeded.
    const sessions = await ok<Session[]>(admin.get('/api/common/sessions'));
    const session = sessions.find(
      (candidate) => candidate.sessionGroupId === demoSession.sessionGroupId && candidate.sessionId !== demoSession.sessionId,
    )!;
    expect(session, 'the demo group has a second session').toBeTruthy();
    const round = session.currentRound;
    const originalGroup = await ok<SessionGroup>(admin.get(`/api/admin/session-groups/${session.sessionGroupId}`));

    const pending = await ok<{ items: Enrollment[] }>(
      admin.get(`/api/admin/sessions/${session.sessionId}/enrollments?status=RANKING_PENDING&limit=100`),
    );
    const [chosen, excluded] = pending.items
      .slice(-2)
      .map((item) => ({ ...item.student, name: [item.student.firstNameTh, item.student.lastNameTh].filter(Boolean).join(' ') }));
    expect(excluded, 'two students of the session still to rank').toBeTruthy();

    // Both apply to one opening of another company, with as many others as the session asks for.
    let opening: Opening | undefined;
    for (const applicant of [chosen, excluded]) {
      await ok(admin.post('/api/admin/auth/assume-identity/student', { data: { studentId: applicant.studentId } }));
      const available = await ok<{ items: Opening[] }>(
        admin.get(`/api/sessions/${session.sessionId}/openings?onlyAvailablePositions=true&limit=100`),
      );
      opening ??= available.items.find((candidate) => candidate.company.companyId !== demoCompanyId);
      const picks = [opening!];
      for (const candidate of available.items) {
        const companies = new Set(picks.map((pick) => pick.company.companyId));
        if (picks.length >= session.minimumApplicationPerStudent && companies.size >= session.minimumUniqueCompanyCountPerStudent) break;
        if (picks.some((pick) => pick.openingId === candidate.openingId)) continue;
        if (companies.size < session.minimumUniqueCompanyCountPerStudent && companies.has(candidate.company.companyId)) continue;
        picks.push(candidate);
      }
      await ok(
        admin.post(`/api/student/sessions/${session.sessionId}/ranking`, { data: { openingIds: picks.map((pick) => pick.openingId) } }),
        201,
      );
      await ok(admin.post('/api/auth/reassume-identity'));
    }
    const target = opening!;

    try {
      // The company ranking window: applications announced, the company deadline an hour away.
      const now = Date.now();
      const offsets: Record<string, number> = {
        openingSubmissionDeadline: -240,
        openingAnnouncementDate: -180,
        studentRankingDeadline: -120,
        applicationAnnouncementDate: -60,
        companyRankingDeadline: 60,
        reorderRankingDeadline: 90,
        cancelRankingDeadline: 90,
        resultAnnouncementDate: 120,
      };
      const rounds = originalGroup.rounds.map((item) =>
        item.round === round
          ? {
              ...item,
              ...Object.fromEntries(Object.entries(offsets).map(([key, minutes]) => [key, new Date(now + minutes * MINUTE).toISOString()])),
            }
          : item,
      );
      await ok(admin.patch(`/api/admin/session-groups/${session.sessionGroupId}`, { data: { rounds } }));

      // The company (an admin acting as its user, through the API) keeps one and excludes the other with a note.
      const users = await ok<{ items: CompanyUser[] }>(admin.get(`/api/admin/companies/${target.company.companyId}/users?limit=100`));
      const companyUser = users.items[0];
      const applications = await ok<{ items: Application[] }>(
        admin.get(`/api/admin/openings/${target.openingId}/applications/${round}?limit=100`),
      );
      const kept = applications.items.find((application) => application.studentId === chosen.studentId)!;
      await ok(
        admin.post('/api/admin/auth/assume-identity/company-user', {
          data: { companyId: target.company.companyId, platformUid: companyUser.platformUid },
        }),
      );
      await ok(
        admin.post(`/api/company/sessions/${session.sessionId}/openings/${target.openingId}/ranking`, {
          data: { selectedApplicationIds: [kept.applicationId], excludedApplicationNote: 'ยังไม่ผ่านเกณฑ์ของรอบนี้' },
        }),
        201,
      );
      await ok(admin.post('/api/auth/reassume-identity'));

      await devLogin(page, 'admin');
      await page.goto(`/opening/${target.openingId}/edit`);
      const card = page.getByRole('region', { name: `อันดับผู้สมัครของบริษัท รอบที่ ${round}` });
      await expect(card).toContainText('ส่งแล้ว');
      await expect(card).toContainText(`ส่งโดย ${companyUser.username}`);
      await expect(card.getByRole('list').first().getByRole('listitem')).toHaveCount(1);
      await expect(card.getByRole('listitem').filter({ hasText: chosen.studentId })).toContainText(chosen.name);
      await expect(card.getByRole('heading', { name: 'ผู้สมัครที่ไม่พิจารณา (1 คน)' })).toBeVisible();
      await expect(card.getByRole('link', { name: excluded.name })).toBeVisible();
      await expect(card).toContainText('ยังไม่ผ่านเกณฑ์ของรอบนี้');
      const history = card.getByRole('list', { name: 'ประวัติการส่งอันดับ' });
      await expect(history.getByRole('listitem')).toHaveCount(1);
      await expect(history.getByRole('listitem').first()).toContainText('บริษัทส่งอันดับ');
      await expect(history.getByRole('listitem').first()).toContainText(`โดย ${companyUser.username}`);
      await expectAccessible(page);
      await screenshot(page, 'admin-company-ranking');

      await card.getByRole('button', { name: 'ยกเลิกการส่งอันดับ' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(`ยกเลิกการส่งอันดับของ ${target.company.companyNameTh}?`);
      await expectAccessible(page);
      await screenshot(page, 'admin-company-ranking-confirm');
      await confirm.getByRole('button', { name: 'ยกเลิกการส่ง', exact: true }).click();
      await expect(confirm).toHaveCount(0);
      await expect(card).toContainText('ยังไม่ส่ง');
      await expect(card.getByRole('link', { name: chosen.name })).toHaveCount(0);
      await expect(history.getByRole('listitem')).toHaveCount(2);
      await expect(history.getByRole('listitem').first()).toContainText('ผู้ดูแลระบบยกเลิกการส่ง');

      await page.reload();
      await expect(card).toContainText('ยังไม่ส่ง');
      await expect(history.getByRole('listitem')).toHaveCount(2);
      await expectAccessible(page);
      await screenshot(page, 'admin-company-ranking-unsubmitted');
    } finally {
      // The demo group's dates as they were, for the specs that follow.
      await ok(admin.patch(`/api/admin/session-groups/${session.sessionGroupId}`, { data: { rounds: originalGroup.rounds } }));
      await admin.dispose();
    }
  });
});
