// The agreements' test world: the placements' world (company C with s1, s2; another company with s3), C's address
// and the mentor and dates of s1, s2 and s3 filled, so their agreements can be sent.
import { eq } from 'drizzle-orm';
import { GET as templateGet, PUT as templatePut } from '@/app/api/admin/session-groups/[sessionGroupId]/agreement-template/route';
import { GET as templatePreview } from '@/app/api/admin/session-groups/[sessionGroupId]/agreement-template/preview/route';
import { GET as adminList } from '@/app/api/admin/sessions/[sessionId]/agreements/route';
import { GET as adminExport } from '@/app/api/admin/sessions/[sessionId]/agreements/export/route';
import { POST as bulkSend } from '@/app/api/admin/sessions/[sessionId]/agreements/send/route';
import { POST as bulkRemind } from '@/app/api/admin/sessions/[sessionId]/agreements/remind/route';
import { GET as adminGet } from '@/app/api/admin/sessions/[sessionId]/placements/[studentId]/agreement/route';
import { GET as adminPdf } from '@/app/api/admin/sessions/[sessionId]/placements/[studentId]/agreement/pdf/route';
import { POST as adminSend } from '@/app/api/admin/sessions/[sessionId]/placements/[studentId]/agreement/send/route';
import { GET as adminScanGet, POST as adminScan } from '@/app/api/admin/sessions/[sessionId]/placements/[studentId]/agreement/scan/route';
import { PUT as adminCheck } from '@/app/api/admin/sessions/[sessionId]/placements/[studentId]/agreement/check/route';
import { GET as companyGet } from '@/app/api/company/sessions/[sessionId]/placements/[studentId]/agreement/route';
import { GET as companyPdf } from '@/app/api/company/sessions/[sessionId]/placements/[studentId]/agreement/pdf/route';
import { POST as companySign } from '@/app/api/company/sessions/[sessionId]/placements/[studentId]/agreement/sign/route';
import {
  GET as companyScanGet,
  POST as companyScan,
} from '@/app/api/company/sessions/[sessionId]/placements/[studentId]/agreement/scan/route';
import { GET as studentGet } from '@/app/api/student/sessions/[sessionId]/placement/agreement/route';
import { GET as studentPdf } from '@/app/api/student/sessions/[sessionId]/placement/agreement/pdf/route';
import { POST as studentSign } from '@/app/api/student/sessions/[sessionId]/placement/agreement/sign/route';
import { GET as studentScanGet, POST as studentScan } from '@/app/api/student/sessions/[sessionId]/placement/agreement/scan/route';
import { POST as studentUpload } from '@/app/api/student/upload/route';
import { POST as companyUpload } from '@/app/api/company/upload/route';
import { POST as adminUpload } from '@/app/api/admin/upload/route';
import type { Database } from '@/db/client';
import { companies, placementDetails } from '@/db/schema';
import { callRoute } from '../../support/api';
import type { TestPerson } from '../../support/fixtures';
import { postFile, type Slot } from '../files/file-support';
import { createPlacementWorld } from '../placements/placement-world';

export const routes = {
  templateGet,
  templatePut,
  templatePreview,
  adminList,
  adminExport,
  bulkSend,
  bulkRemind,
  adminGet,
  adminPdf,
  adminSend,
  adminScanGet,
  adminScan,
  adminCheck,
  companyGet,
  companyPdf,
  companySign,
  companyScanGet,
  companyScan,
  studentGet,
  studentPdf,
  studentSign,
  studentScanGet,
  studentScan,
};

export async function createAgreementWorld(db: Database, options: { announced?: boolean } = {}) {
  const world = await createPlacementWorld(db, options);
  const address = { houseNo: '99/9', street: 'ถนนพญาไท', district: 'ปทุมวัน', province: 'กรุงเทพมหานคร', postalCode: '10330' };
  await db.update(companies).set(address).where(eq(companies.companyId, world.company.companyId));
  await db.update(companies).set(address).where(eq(companies.companyId, world.otherCompany.companyId));
  for (const [student, opening] of [
    [world.s1, world.a],
    [world.s2, world.a],
    [world.s3, world.x],
  ] as const) {
    await db.insert(placementDetails).values({
      sessionId: world.session.sessionId,
      studentId: student.studentId!,
      openingId: opening.openingId,
      startDate: '2027-06-01',
      endDate: '2027-07-31',
      mentorName: 'คุณสมศรี พี่เลี้ยง',
      mentorPosition: 'Senior Engineer',
    });
  }
  return world;
}
export type AgreementWorld = Awaited<ReturnType<typeof createAgreementWorld>>;

const at = (sessionId: number, studentId: string) => ({ sessionId: String(sessionId), studentId });

export const send = (sessionId: number, studentId: string, cookie: string, headers?: Record<string, string>) =>
  callRoute('POST', adminSend, { params: at(sessionId, studentId), cookie, headers });
export const getAdmin = (sessionId: number, studentId: string, cookie: string) =>
  callRoute('GET', adminGet, { params: at(sessionId, studentId), cookie });
export const signAsStudent = (sessionId: number, student: TestPerson, body: unknown, headers?: Record<string, string>) =>
  callRoute('POST', studentSign, { params: { sessionId: String(sessionId) }, cookie: student.cookie, body, headers });
export const signAsCompany = (sessionId: number, studentId: string, user: TestPerson, body: unknown) =>
  callRoute('POST', companySign, { params: at(sessionId, studentId), cookie: user.cookie, body });
export const check = (sessionId: number, studentId: string, cookie: string, body: unknown) =>
  callRoute('PUT', adminCheck, { params: at(sessionId, studentId), cookie, body });

/** The student's names as the fixtures write them: Thai "สมชาย ทดสอบ<suffix>", English "Somchai Test<suffix>". */
export function thaiNameOf(person: TestPerson) {
  return `สมชาย ทดสอบ${person.username.split('-').at(-1)}`;
}
export function englishNameOf(person: TestPerson) {
  return `Somchai Test${person.username.split('-').at(-1)}`;
}

/** Uploads a scan as the person (slot → file), leaving it for the attach call. */
export async function uploadScan(role: 'student' | 'company_user' | 'admin', cookie: string, bytes: Uint8Array, name: string) {
  const upload = role === 'student' ? studentUpload : role === 'company_user' ? companyUpload : adminUpload;
  const slot = await callRoute<Slot>('POST', upload, { cookie, body: { type: 'AGREEMENT_SCAN' } });
  if (slot.status !== 200) throw new Error(`slot: ${slot.status} ${JSON.stringify(slot.body)}`);
  const posted = await postFile(slot.body, bytes, name, cookie);
  if (posted.status !== 201) throw new Error(`post: ${posted.status} ${JSON.stringify(posted.body)}`);
}
