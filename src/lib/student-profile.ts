import { z } from 'zod';

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
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), 'Invalid URL')
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
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Invalid email address')
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
    if (!grade.noGpa && (grade.gpa === undefined || grade.gpa === null)) context.addIssue({ code: 'custom', path: ['gpa'], message: 'Required unless noGpa is true' });
    if (grade.noGpa && grade.gpa !== undefined && grade.gpa !== null) context.addIssue({ code: 'custom', path: ['gpa'], message: 'Must be empty when noGpa is true' });
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
export type StudentNames = {
  titleTh: string | null;
  firstNameTh: string | null;
  lastNameTh: string | null;
  titleEn: string | null;
  firstNameEn: string | null;
  lastNameEn: string | null;
};

/** The non-empty parts of a name, joined by spaces ("นาย", "สมชาย", null → "นาย สมชาย"). */
export function joinName(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part && part.trim()).join(' ');
}

/**
 * How the portal names a student everywhere (lists, rankings, the header, mails): the Thai name with its title,
 * else the English name, else the student id, so a student who has not signed in yet still has a name.
 */
export function studentDisplayName(student: Partial<StudentNames> & { firstNameTh: string | null; lastNameTh: string | null; studentId: string }): string {
  if (student.firstNameTh?.trim() || student.lastNameTh?.trim()) return joinName(student.titleTh, student.firstNameTh, student.lastNameTh);
  return joinName(student.firstNameEn, student.lastNameEn) || student.studentId;
}

export type StudentSummary = StudentNames & {
  studentId: string;
  platformUid: string | null;
  admissionYear: number;
  profileToken: string;
  program: { programId: number; programName: string } | null;
  faculty: { facultyId: number; facultyName: string } | null;
  department: { departmentId: number; departmentName: string } | null;
  university: { universityId: number; universityName: string } | null;
  isActive: boolean;
};

export type StudentGrade = { year: number; semester: number; gpa: number | null; noGpa: boolean };
export type StudentBadge = { badgeId: number; title: string; issuer: string | null; issuedOn: string | null };

export type StudentProfile = StudentSummary & {
  email: string | null;
  phone: string | null;
  lineId: string | null;
  profilePictureUrl: string | null;
  portfolioUrl: string | null;
  transcriptUrl: string | null;
  gpa: StudentGrade[];
  gpax: number | null;
  toefl: number | null;
  ielts: number | null;
  toeic: number | null;
  activityBadges: StudentBadge[];
  academicBadges: StudentBadge[];
  interests: string[];
  projectExternalLink: string | null;
} & Record<VisibilityFlag, boolean>;

/** The public profile: a hidden group answers null, so "hidden" and "empty" stay distinguishable. */
export type PublicStudentProfile = Omit<StudentProfile, 'gpa' | 'activityBadges' | 'academicBadges' | 'interests'> & {
  gpa: StudentGrade[] | null;
  activityBadges: StudentBadge[] | null;
  academicBadges: StudentBadge[] | null;
  interests: string[] | null;
};

/** The student's own view adds what the profile still lacks before ranking is allowed. */
export type OwnStudentProfile = StudentProfile & { missingFields: string[] };

export const STUDENT_SORT_FIELDS = ['studentId', 'name', 'admissionYear'] as const;
export type StudentSortField = (typeof STUDENT_SORT_FIELDS)[number];
export const STUDENT_STATUSES = ['active', 'inactive'] as const;
