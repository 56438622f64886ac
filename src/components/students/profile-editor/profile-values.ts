import { VISIBILITY_FLAGS, type PendingEmailView, type StudentProfile, type VisibilityFlag } from '@/lib/student-profile';

export type ReferenceOption = { id: number; name: string };
export type ReferenceOptions = {
  programs: ReferenceOption[];
  faculties: ReferenceOption[];
  departments: ReferenceOption[];
  universities: ReferenceOption[];
};

/** The profile as the editor holds it: the student's own view also says what is missing and which email awaits confirmation. */
export type EditedProfile = StudentProfile & { missingFields?: string[]; pendingEmail?: PendingEmailView | null };

export const TEXT_FIELDS = [
  'titleTh',
  'firstNameTh',
  'lastNameTh',
  'titleEn',
  'firstNameEn',
  'lastNameEn',
  'email',
  'phone',
  'lineId',
  'portfolioUrl',
  'projectExternalLink',
] as const;
export const NUMBER_FIELDS = ['gpax', 'toefl', 'ielts', 'toeic'] as const;
export const REFERENCE_FIELDS = [
  ['programId', 'programs'],
  ['facultyId', 'faculties'],
  ['departmentId', 'departments'],
  ['universityId', 'universities'],
] as const;

export type TextField = (typeof TEXT_FIELDS)[number];
export type NumberField = (typeof NUMBER_FIELDS)[number];
type ReferenceField = (typeof REFERENCE_FIELDS)[number][0];
export type Values = Record<TextField | NumberField | ReferenceField | 'admissionYear', string> & { interests: string[] } & Record<
    VisibilityFlag,
    boolean
  >;

/**
 * A picker offers the visible entries, plus the one the student has now when an admin hid it since: hiding keeps an
 * entry on the rows that use it (docs/admin-support-screens.md), so the select must not turn blank.
 */
export function currentEntryOf(profile: StudentProfile, list: (typeof REFERENCE_FIELDS)[number][1]): ReferenceOption | null {
  if (list === 'programs') return profile.program ? { id: profile.program.programId, name: profile.program.programName } : null;
  if (list === 'faculties') return profile.faculty ? { id: profile.faculty.facultyId, name: profile.faculty.facultyName } : null;
  if (list === 'departments')
    return profile.department ? { id: profile.department.departmentId, name: profile.department.departmentName } : null;
  return profile.university ? { id: profile.university.universityId, name: profile.university.universityName } : null;
}

export function valuesOf(profile: StudentProfile): Values {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(profile[field])])) as Record<TextField, string>),
    ...(Object.fromEntries(NUMBER_FIELDS.map((field) => [field, text(profile[field])])) as Record<NumberField, string>),
    admissionYear: String(profile.admissionYear),
    programId: text(profile.program?.programId),
    facultyId: text(profile.faculty?.facultyId),
    departmentId: text(profile.department?.departmentId),
    universityId: text(profile.university?.universityId),
    interests: profile.interests,
    ...(Object.fromEntries(VISIBILITY_FLAGS.map((flag) => [flag, profile[flag]])) as Record<VisibilityFlag, boolean>),
  };
}

/** Blank number inputs clear the score; anything else is sent as typed, for the schema to judge. */
export function bodyOf(values: Values, isAdmin: boolean): Record<string, unknown> {
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  const body: Record<string, unknown> = {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field]])),
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, number(values[field])])),
    interests: values.interests,
    ...Object.fromEntries(VISIBILITY_FLAGS.map((flag) => [flag, values[flag]])),
  };
  if (isAdmin) {
    body.admissionYear = number(values.admissionYear);
    for (const [field] of REFERENCE_FIELDS) body[field] = number(values[field]);
  }
  return body;
}
