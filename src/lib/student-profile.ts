import type { Locale } from '@/i18n/locales';
import { personNameIn } from '@/lib/names';
import { z } from 'zod';
import { calendarDate, isoDateTime, listOf } from './contract';

/**
 * The student profile's rules (SPEC §5), shared by the server's validation and the forms' input
 * constraints so the two never disagree.
 */
export const SCORE_LIMITS = {
  gpax: { min: 0, max: 4, step: 0.01 },
  gpa: { min: 0, max: 4, step: 0.01 },
  toefl: { min: 0, max: 120, step: 1 },
  ielts: { min: 0, max: 9, step: 0.5 },
  toeic: { min: 0, max: 990, step: 1 },
} as const;

/** Admission years are Buddhist-era years, as the university writes them (2566, not 2023). */
export const ADMISSION_YEAR_LIMITS = { min: 2500, max: 2700 } as const;
export const SEMESTER_LIMITS = { min: 1, max: 3 } as const;
export const GRADE_YEAR_LIMITS = { min: 2500, max: 2700 } as const;
export const MAX_INTERESTS = 20;
export const MAX_INTEREST_LENGTH = 50;
/** Student ids are the university's: letters and digits only. */
export const STUDENT_ID_PATTERN = /^[A-Za-z0-9]{1,20}$/;

function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-6;
}

function score(limits: { min: number; max: number; step: number }) {
  const base = z.number().min(limits.min).max(limits.max);
  if (limits.step === 1) return base.int();
  return base.refine((value) => isMultipleOf(value, limits.step), `Must be a multiple of ${limits.step}`);
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), 'กรุณากรอกที่อยู่เว็บที่ขึ้นต้นด้วย http:// หรือ https://')
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** What a student may change on their own profile (PATCH /api/student/me). Every field is optional; null or '' clears it. */
export const studentProfileUpdateShape = {
  titleTh: optionalText(50),
  firstNameTh: optionalText(100),
  lastNameTh: optionalText(100),
  titleEn: optionalText(50),
  firstNameEn: optionalText(100),
  lastNameEn: optionalText(100),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.com')
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((value) => value === '' || /^\+?[0-9][0-9 -]{5,}$/.test(value), 'Invalid phone number')
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  lineId: optionalText(100),
  portfolioUrl: optionalUrl,
  projectExternalLink: optionalUrl,
  gpax: score(SCORE_LIMITS.gpax).nullable(),
  toefl: score(SCORE_LIMITS.toefl).nullable(),
  ielts: score(SCORE_LIMITS.ielts).nullable(),
  toeic: score(SCORE_LIMITS.toeic).nullable(),
  interests: z
    .array(z.string().trim().min(1).max(MAX_INTEREST_LENGTH))
    .max(MAX_INTERESTS)
    .transform((values) => [...new Set(values)]),
  isGradeVisible: z.boolean(),
  isTranscriptVisible: z.boolean(),
  isActivityBadgeVisible: z.boolean(),
  isAcademicBadgeVisible: z.boolean(),
  isGeneralScoreVisible: z.boolean(),
  isInterestingTagVisible: z.boolean(),
  isPersonalInfoVisible: z.boolean(),
};

export const studentProfileUpdateSchema = z.strictObject(studentProfileUpdateShape).partial();
export type StudentProfileUpdate = z.output<typeof studentProfileUpdateSchema>;

const referenceId = z.number().int().positive().nullable();

/** An admin may also move the student to another year, program, faculty, department or university. */
export const adminStudentUpdateSchema = z
  .strictObject({
    ...studentProfileUpdateShape,
    admissionYear: z.number().int().min(ADMISSION_YEAR_LIMITS.min).max(ADMISSION_YEAR_LIMITS.max),
    programId: referenceId,
    facultyId: referenceId,
    departmentId: referenceId,
    universityId: referenceId,
  })
  .partial();
export type AdminStudentUpdate = z.output<typeof adminStudentUpdateSchema>;

/** PUT …/grade: one semester's grade; a semester marked noGpa carries no gpa. */
export const gradeSchema = z
  .strictObject({
    year: z.number().int().min(GRADE_YEAR_LIMITS.min).max(GRADE_YEAR_LIMITS.max),
    semester: z.number().int().min(SEMESTER_LIMITS.min).max(SEMESTER_LIMITS.max),
    noGpa: z.boolean(),
    gpa: score(SCORE_LIMITS.gpa).nullable().optional(),
  })
  .superRefine((grade, context) => {
    if (!grade.noGpa && (grade.gpa === undefined || grade.gpa === null))
      context.addIssue({ code: 'custom', path: ['gpa'], message: 'Required unless noGpa is true' });
    if (grade.noGpa && grade.gpa !== undefined && grade.gpa !== null)
      context.addIssue({ code: 'custom', path: ['gpa'], message: 'Must be empty when noGpa is true' });
  });
export type GradeInput = z.output<typeof gradeSchema>;

/** One row of a student import (SPEC §3 "Student import"); the reference ids may be left empty. */
export const studentImportRowSchema = z.strictObject({
  studentId: z.string().trim().regex(STUDENT_ID_PATTERN, 'Must be 1–20 letters or digits'),
  admissionYear: z.number().int().min(ADMISSION_YEAR_LIMITS.min).max(ADMISSION_YEAR_LIMITS.max),
  programId: referenceId.optional(),
  departmentId: referenceId.optional(),
  facultyId: referenceId.optional(),
  universityId: referenceId.optional(),
});
export type StudentImportRow = z.output<typeof studentImportRowSchema>;
export const MAX_IMPORT_ROWS = 5000;

/** Which public-profile fields each visibility flag hides (from companies and other students). */
export const VISIBILITY_FIELDS = {
  isGradeVisible: ['gpa', 'gpax'],
  isTranscriptVisible: ['transcriptUrl'],
  isActivityBadgeVisible: ['activityBadges'],
  isAcademicBadgeVisible: ['academicBadges'],
  isGeneralScoreVisible: ['toefl', 'ielts', 'toeic'],
  isInterestingTagVisible: ['interests'],
  isPersonalInfoVisible: ['email', 'phone', 'lineId'],
} as const;
export type VisibilityFlag = keyof typeof VISIBILITY_FIELDS;
export const VISIBILITY_FLAGS = Object.keys(VISIBILITY_FIELDS) as VisibilityFlag[];

/** A student's names with their titles, Thai and English (null where the student has not given one). */
export const studentNames = z.object({
  titleTh: z.string().nullable(),
  firstNameTh: z.string().nullable(),
  lastNameTh: z.string().nullable(),
  titleEn: z.string().nullable(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
});
export type StudentNames = z.infer<typeof studentNames>;

/** The non-empty parts of a name, joined by spaces ("นาย", "สมชาย", null → "นาย สมชาย"). */
export function joinName(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part && part.trim()).join(' ');
}

/**
 * How the portal names a student everywhere (lists, rankings, the header, mails): the Thai name with its title,
 * else the English name, else the student id, so a student who has not signed in yet still has a name.
 */
export function studentDisplayName(
  student: Partial<StudentNames> & { firstNameTh: string | null; lastNameTh: string | null; studentId: string },
): string {
  if (student.firstNameTh?.trim() || student.lastNameTh?.trim()) return joinName(student.titleTh, student.firstNameTh, student.lastNameTh);
  return joinName(student.firstNameEn, student.lastNameEn) || student.studentId;
}

/**
 * A student's name in the page's language: on a Thai page exactly `studentDisplayName` (with the title); on an English
 * page the English name, else the Thai one (docs/languages.md), else the student id.
 */
export function studentNameIn({ locale, student }: { locale: Locale; student: Parameters<typeof studentDisplayName>[0] }): string {
  if (locale !== 'en') return studentDisplayName(student);
  return (
    personNameIn({
      locale,
      th: { firstName: student.firstNameTh, lastName: student.lastNameTh },
      en: { firstName: student.firstNameEn, lastName: student.lastNameEn },
    }) || student.studentId
  );
}

export const studentSummary = studentNames.extend({
  studentId: z.string(),
  platformUid: z.string().nullable(),
  admissionYear: z.number().int(),
  profileToken: z.string(),
  program: z.object({ programId: z.number().int(), programName: z.string() }).nullable(),
  faculty: z.object({ facultyId: z.number().int(), facultyName: z.string() }).nullable(),
  department: z.object({ departmentId: z.number().int(), departmentName: z.string() }).nullable(),
  university: z.object({ universityId: z.number().int(), universityName: z.string() }).nullable(),
  isActive: z.boolean(),
});
export type StudentSummary = z.infer<typeof studentSummary>;
export const studentList = listOf(studentSummary);
export type StudentList = z.infer<typeof studentList>;

export const studentGrade = z.object({
  year: z.number().int(),
  semester: z.number().int(),
  gpa: z.number().nullable(),
  noGpa: z.boolean(),
});
export type StudentGrade = z.infer<typeof studentGrade>;
export const studentBadge = z.object({
  badgeId: z.number().int(),
  title: z.string(),
  issuer: z.string().nullable(),
  issuedOn: calendarDate.nullable(),
});
export type StudentBadge = z.infer<typeof studentBadge>;

const visibilityFlags = {
  isGradeVisible: z.boolean(),
  isTranscriptVisible: z.boolean(),
  isActivityBadgeVisible: z.boolean(),
  isAcademicBadgeVisible: z.boolean(),
  isGeneralScoreVisible: z.boolean(),
  isInterestingTagVisible: z.boolean(),
  isPersonalInfoVisible: z.boolean(),
} satisfies Record<VisibilityFlag, z.ZodBoolean>;

export const studentProfile = studentSummary.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lineId: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  transcriptUrl: z.string().nullable(),
  gpa: z.array(studentGrade),
  gpax: z.number().nullable(),
  toefl: z.number().nullable(),
  ielts: z.number().nullable(),
  toeic: z.number().nullable(),
  activityBadges: z.array(studentBadge),
  academicBadges: z.array(studentBadge),
  interests: z.array(z.string()),
  projectExternalLink: z.string().nullable(),
  ...visibilityFlags,
});
export type StudentProfile = z.infer<typeof studentProfile>;

/** The public profile: a hidden group answers null, so "hidden" and "empty" stay distinguishable. */
export const publicStudentProfile = studentProfile.extend({
  gpa: z.array(studentGrade).nullable(),
  activityBadges: z.array(studentBadge).nullable(),
  academicBadges: z.array(studentBadge).nullable(),
  interests: z.array(z.string()).nullable(),
});
export type PublicStudentProfile = z.infer<typeof publicStudentProfile>;

/** The student's own view adds what the profile still lacks before ranking is allowed. */
/** A contact address the student set that notification mail does not use until the link mailed to it is opened. */
export const pendingEmailView = z.object({
  email: z.string(),
  /** When the last link was mailed (null: it could not be sent yet), and when that link stops working. */
  sentAt: isoDateTime.nullable(),
  expiresAt: isoDateTime,
});
export type PendingEmailView = z.infer<typeof pendingEmailView>;

export const ownStudentProfile = studentProfile.extend({ missingFields: z.array(z.string()), pendingEmail: pendingEmailView.nullable() });
export type OwnStudentProfile = z.infer<typeof ownStudentProfile>;

/** POST /api/admin/students: how many students the import created. */
export const importStudentsAnswer = z.object({ message: z.string(), createdCount: z.number().int() });
export type ImportStudentsAnswer = z.infer<typeof importStudentsAnswer>;

/** GET /api/common/admission-years: the students' admission years, newest first. */
export const admissionYears = z.array(z.number().int());

export const STUDENT_SORT_FIELDS = ['studentId', 'name', 'admissionYear'] as const;
export type StudentSortField = (typeof STUDENT_SORT_FIELDS)[number];
export const STUDENT_STATUSES = ['active', 'inactive'] as const;

/** POST /api/email-verification: the token of the link mailed to the new address. */
export const emailVerificationInput = z.strictObject({ token: z.string().min(1).max(200) });
export type EmailVerificationInput = z.output<typeof emailVerificationInput>;
export const emailVerifiedAnswer = z.object({ email: z.string() });
export type EmailVerifiedAnswer = z.infer<typeof emailVerifiedAnswer>;
