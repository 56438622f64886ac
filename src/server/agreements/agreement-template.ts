import type { AgreementTemplateView } from '@/lib/agreements';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { agreementTemplates, sessionGroups } from '@/db/schema';
import { NotFoundError } from '@/server/errors';
import { AGREEMENT_FIELDS, type AgreementFields } from './fill-agreement-template';
import type { AgreementTemplate } from './render-agreement-pdf';

/** The portal's agreement while the office has stored none for the session group. */
export const DEFAULT_AGREEMENT_TEMPLATE: AgreementTemplate = {
  title: 'สัญญาฝึกงาน — {{companyName}}',
  body: [
    'สัญญาฉบับนี้ทำขึ้นระหว่าง {{studentName}} ({{studentNameEn}}) รหัสนิสิต {{studentId}} ซึ่งต่อไปในสัญญานี้เรียกว่า "ผู้ฝึกงาน" ฝ่ายหนึ่ง กับ {{companyName}} ตั้งอยู่เลขที่ {{companyAddress}} ซึ่งต่อไปในสัญญานี้เรียกว่า "ผู้ประกอบการ" อีกฝ่ายหนึ่ง',
    'ข้อ ๑ ผู้ประกอบการตกลงรับผู้ฝึกงานเข้าฝึกงานในตำแหน่ง {{openingTitle}} กำหนดระยะเวลาตั้งแต่วันที่ {{startDate}} ถึงวันที่ {{endDate}} โดยมี {{mentorName}} ตำแหน่ง {{mentorPosition}} เป็นพี่เลี้ยงและที่ปรึกษาของผู้ฝึกงานตลอดระยะเวลาการฝึกงาน',
    'ข้อ ๒ ผู้ฝึกงานจะปฏิบัติตามระเบียบข้อบังคับของผู้ประกอบการ รักษาความลับทางการค้า ไม่เปิดเผยข้อมูลของลูกค้าหรือข้อมูลภายในที่ได้รับทราบระหว่างการฝึกงานแก่บุคคลภายนอก ทั้งในระหว่างและภายหลังสิ้นสุดการฝึกงาน',
    'ข้อ ๓ ผู้ประกอบการจะจัดให้ผู้ฝึกงานได้ทำงานที่เกี่ยวข้องกับสาขาวิชา ดูแลความปลอดภัยในการทำงาน และประเมินผลการฝึกงานส่งให้ภาควิชาภายในสองสัปดาห์หลังสิ้นสุดการฝึกงาน',
    'ข้อ ๔ คู่สัญญาทั้งสองฝ่ายได้อ่านและเข้าใจข้อความในสัญญานี้โดยตลอดแล้ว เห็นว่าถูกต้องตามเจตนา จึงได้ลงนามไว้เป็นสำคัญ',
  ].join('\n\n'),
};

/** The sample the template editor's preview fills in. */
export const SAMPLE_AGREEMENT_FIELDS: Required<AgreementFields> = {
  studentName: 'นางสาวกมลชนก ศรีสุวรรณ',
  studentNameEn: 'Kamonchanok Srisuwan',
  studentId: '6630123421',
  startDate: '1 มิถุนายน 2570',
  endDate: '31 กรกฎาคม 2570',
  openingTitle: 'นักพัฒนาซอฟต์แวร์ฝึกหัด',
  companyName: 'บริษัท ตัวอย่างเทคโนโลยี จำกัด',
  companyAddress: '99/9 ถนนพญาไท แขวงวังใหม่ เขตปทุมวัน กรุงเทพมหานคร 10330',
  mentorName: 'นายวุฒิชัย ปั้นทอง',
  mentorPosition: 'ผู้จัดการฝ่ายวิศวกรรม',
};

/** The session group's template (stored, or the default as version 0); 404 for an unknown group. */
export async function readAgreementTemplate({
  db,
  sessionGroupId,
}: {
  db: Executor;
  sessionGroupId: number;
}): Promise<AgreementTemplateView> {
  const [row] = await db
    .select({ sessionGroupId: sessionGroups.sessionGroupId, template: agreementTemplates })
    .from(sessionGroups)
    .leftJoin(agreementTemplates, eq(agreementTemplates.sessionGroupId, sessionGroups.sessionGroupId))
    .where(eq(sessionGroups.sessionGroupId, sessionGroupId));
  if (!row) throw new NotFoundError('Session group not found');
  const fields = Object.entries(AGREEMENT_FIELDS).map(([name, label]) => ({ name, label }));
  if (!row.template) return { sessionGroupId, ...DEFAULT_AGREEMENT_TEMPLATE, isDefault: true, version: 0, updatedAt: null, fields };
  const { title, body, version, updatedAt } = row.template;
  return { sessionGroupId, title, body, isDefault: false, version, updatedAt: new Date(updatedAt).toISOString(), fields };
}
