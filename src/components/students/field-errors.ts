import type { z } from 'zod';
import { SCORE_LIMITS } from '@/lib/student-profile';
import { fieldOf, splitValidationMessage } from '@/lib/validation-message';
import { thaiValidationText } from '@/lib/zod-thai';

/** Thai names of the profile's fields, for labels, error messages and the "still missing" list. */
export const FIELD_LABELS_TH: Record<string, string> = {
  titleTh: 'คำนำหน้า (ไทย)',
  firstNameTh: 'ชื่อ (ไทย)',
  lastNameTh: 'นามสกุล (ไทย)',
  titleEn: 'คำนำหน้า (อังกฤษ)',
  firstNameEn: 'ชื่อ (อังกฤษ)',
  lastNameEn: 'นามสกุล (อังกฤษ)',
  email: 'อีเมลติดต่อ',
  phone: 'เบอร์โทรศัพท์',
  lineId: 'LINE ID',
  portfolioUrl: 'ลิงก์แฟ้มผลงาน',
  projectExternalLink: 'ลิงก์ผลงาน/โปรเจกต์',
  gpax: 'เกรดเฉลี่ยสะสม (GPAX)',
  toefl: 'TOEFL',
  ielts: 'IELTS',
  toeic: 'TOEIC',
  interests: 'ความสนใจ',
  admissionYear: 'ปีที่เข้าศึกษา',
  programId: 'หลักสูตร',
  facultyId: 'คณะ',
  departmentId: 'ภาควิชา',
  universityId: 'มหาวิทยาลัย',
  year: 'ปีการศึกษา',
  semester: 'ภาคการศึกษา',
  gpa: 'เกรดเฉลี่ย (GPA)',
};

/** The rule a field breaks, in Thai, whatever the precise validation message was. */
const RULES_TH: Record<string, string> = {
  email: 'กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.com',
  phone: 'กรุณากรอกเบอร์โทรศัพท์เป็นตัวเลข อย่างน้อย 6 หลัก',
  portfolioUrl: 'ลิงก์ต้องขึ้นต้นด้วย http:// หรือ https://',
  projectExternalLink: 'ลิงก์ต้องขึ้นต้นด้วย http:// หรือ https://',
  gpax: `GPAX ต้องอยู่ระหว่าง ${SCORE_LIMITS.gpax.min}–${SCORE_LIMITS.gpax.max} และมีทศนิยมไม่เกิน 2 ตำแหน่ง`,
  gpa: `GPA ต้องอยู่ระหว่าง ${SCORE_LIMITS.gpa.min}–${SCORE_LIMITS.gpa.max} และมีทศนิยมไม่เกิน 2 ตำแหน่ง`,
  toefl: `คะแนน TOEFL ต้องเป็นจำนวนเต็ม ${SCORE_LIMITS.toefl.min}–${SCORE_LIMITS.toefl.max}`,
  ielts: `คะแนน IELTS ต้องอยู่ระหว่าง ${SCORE_LIMITS.ielts.min}–${SCORE_LIMITS.ielts.max} ทีละ 0.5`,
  toeic: `คะแนน TOEIC ต้องเป็นจำนวนเต็ม ${SCORE_LIMITS.toeic.min}–${SCORE_LIMITS.toeic.max}`,
  semester: 'ภาคการศึกษาต้องเป็น 1, 2 หรือ 3 (ภาคฤดูร้อน)',
  year: 'กรุณากรอกปีการศึกษาเป็นปี พ.ศ. เช่น 2567',
  admissionYear: 'กรุณากรอกปีที่เข้าศึกษาเป็นปี พ.ศ. เช่น 2567',
  interests: 'ความสนใจแต่ละรายการยาวได้ไม่เกิน 50 ตัวอักษร และมีได้ไม่เกิน 20 รายการ',
};

export type FieldErrors = Record<string, string>;

function ruleOf(field: string, message: string): string {
  if (field === 'gpa' && /Required/.test(message)) return 'กรุณากรอก GPA หรือเลือก “ไม่มีเกรด”';
  if (/does not exist/.test(message)) return `ไม่พบ${FIELD_LABELS_TH[field] ?? field}ที่เลือก`;
  return RULES_TH[field] ?? `${FIELD_LABELS_TH[field] ?? field}: ${thaiValidationText(message)}`;
}

/**
 * A 400 message (`body.toeic: Too big: expected number to be <=990; body.email: Invalid email address`)
 * turned into one Thai message per field, so each error sits under its own input.
 */
export function fieldErrorsFromMessage(message: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, text } of splitValidationMessage(message)) {
    if (path && !errors[fieldOf(path)]) errors[fieldOf(path)] = ruleOf(fieldOf(path), text);
  }
  return errors;
}

/** The same, from the browser's own check with the server's schema, before anything is sent. */
export function fieldErrorsFromIssues(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = ruleOf(field, issue.message);
  }
  return errors;
}

export function studentFullName(student: {
  titleTh?: string | null;
  firstNameTh: string | null;
  lastNameTh: string | null;
  firstNameEn?: string | null;
  lastNameEn?: string | null;
}): string {
  const thai = [student.firstNameTh, student.lastNameTh].filter(Boolean).join(' ');
  if (thai) return thai;
  const english = [student.firstNameEn, student.lastNameEn].filter(Boolean).join(' ');
  return english;
}
