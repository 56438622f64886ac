import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { students } from '@/db/schema';
import { createCompany, createOpening, createPerson, createSession, createSessionGroup, type TestPerson } from '../../support/fixtures';
import { placeRound, submitStudentRanking, type RoundDateName } from '../../support/rankings';

let studentCounter = 0;

/**
 * One session with two companies: "mine" (two PUBLISHED openings and a DRAFT) and "other" (one
 * PUBLISHED opening), three students who applied (A: mine1, other; B: mine1, mine2; C: mine2, mine1),
 * and the round placed so that `pivot` is now + offsetSeconds.
 */
export async function createApplicationScenario(
  db: Database,
  prefix: string,
  pivot: RoundDateName = 'applicationAnnouncementDate',
  offsetSeconds = -60,
) {
  const group = await createSessionGroup(db, { title: `กลุ่ม ${prefix}` });
  await placeRound(db, group.sessionGroupId, pivot, offsetSeconds);
  const session = await createSession(db, group.sessionGroupId, { title: `ภาคฤดูร้อน ${prefix}` });
  const myCompany = await createCompany(db, { companyNameTh: `บริษัท ของฉัน ${prefix} จำกัด`, companyNameEn: `Mine ${prefix}` });
  const otherCompany = await createCompany(db, { companyNameTh: `บริษัท อื่น ${prefix} จำกัด`, companyNameEn: `Other ${prefix}` });
  const [me, colleague, outsider] = await Promise.all([
    createPerson(db, 'company_user', { companyId: myCompany.companyId }),
    createPerson(db, 'company_user', { companyId: myCompany.companyId }),
    createPerson(db, 'company_user', { companyId: otherCompany.companyId }),
  ]);
  const mine1 = await createOpening(db, session.sessionId, myCompany.companyId, { title: 'นักพัฒนาแบ็กเอนด์', status: 'PUBLISHED' });
  const mine2 = await createOpening(db, session.sessionId, myCompany.companyId, { title: 'นักวิเคราะห์ข้อมูล', status: 'PUBLISHED' });
  const draft = await createOpening(db, session.sessionId, myCompany.companyId, { title: 'ร่างตำแหน่ง', status: 'DRAFT' });
  const others = await createOpening(db, session.sessionId, otherCompany.companyId, { title: 'ตำแหน่งบริษัทอื่น', status: 'PUBLISHED' });

  const person = async (firstNameTh: string): Promise<TestPerson & { studentId: string }> => {
    studentCounter += 1;
    const studentId = `6${prefix.replace(/\D/g, '').padStart(3, '0').slice(-3)}${String(studentCounter).padStart(6, '0')}`;
    const created = await createPerson(db, 'student', { studentId });
    await db
      .update(students)
      .set({
        firstNameTh,
        lastNameTh: 'ใจดี',
        titleTh: 'นาย',
        email: `${studentId}@student.example.com`,
        phone: '0812345678',
        lineId: `line${studentId}`,
      })
      .where(eq(students.studentId, studentId));
    return { ...created, studentId };
  };
  const studentA = await person('สมชาย');
  const studentB = await person('สมหญิง');
  const studentC = await person('สมศักดิ์');
  const [a1, aOther] = await submitStudentRanking(db, {
    sessionId: session.sessionId,
    studentId: studentA.studentId,
    openingIds: [mine1.openingId, others.openingId],
  });
  const [b1, b2] = await submitStudentRanking(db, {
    sessionId: session.sessionId,
    studentId: studentB.studentId,
    openingIds: [mine1.openingId, mine2.openingId],
  });
  const [c2, c1] = await submitStudentRanking(db, {
    sessionId: session.sessionId,
    studentId: studentC.studentId,
    openingIds: [mine2.openingId, mine1.openingId],
  });
  return {
    group,
    session,
    myCompany,
    otherCompany,
    me,
    colleague,
    outsider,
    openings: { mine1, mine2, draft, others },
    students: { A: studentA, B: studentB, C: studentC },
    applications: { a1, aOther, b1, b2, c1, c2 },
  };
}

export type ApplicationScenario = Awaited<ReturnType<typeof createApplicationScenario>>;
