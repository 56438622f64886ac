import { asc, eq, type SQL } from 'drizzle-orm';
import type { BadgeKind } from '@/lib/labels';
import type { Executor } from '@/db/client';
import { departments, faculties, programs, studentBadges, studentGrades, students, universities } from '@/db/schema';
import type { StudentBadge, StudentGrade, StudentProfile, StudentSummary } from '@/lib/student-profile';

/** A student's names with their titles, Thai and English, as every view that shows a student selects them. */
export const studentNameColumns = {
  titleTh: students.titleTh,
  firstNameTh: students.firstNameTh,
  lastNameTh: students.lastNameTh,
  titleEn: students.titleEn,
  firstNameEn: students.firstNameEn,
  lastNameEn: students.lastNameEn,
};

/** The columns of a student summary with its reference names joined (see `fromStudentsWithReferences`). */
export const summaryColumns = {
  studentId: students.studentId,
  platformUid: students.platformUid,
  ...studentNameColumns,
  admissionYear: students.admissionYear,
  profileToken: students.profileToken,
  isActive: students.isActive,
  programId: students.programId,
  programName: programs.programName,
  facultyId: students.facultyId,
  facultyName: faculties.facultyName,
  departmentId: students.departmentId,
  departmentName: departments.departmentName,
  universityId: students.universityId,
  universityName: universities.universityName,
};

const profileColumns = {
  ...summaryColumns,
  email: students.email,
  phone: students.phone,
  lineId: students.lineId,
  profilePictureFileId: students.profilePictureFileId,
  transcriptFileId: students.transcriptFileId,
  portfolioUrl: students.portfolioUrl,
  gpax: students.gpax,
  toefl: students.toefl,
  ielts: students.ielts,
  toeic: students.toeic,
  interests: students.interests,
  projectExternalLink: students.projectExternalLink,
  isGradeVisible: students.isGradeVisible,
  isTranscriptVisible: students.isTranscriptVisible,
  isActivityBadgeVisible: students.isActivityBadgeVisible,
  isAcademicBadgeVisible: students.isAcademicBadgeVisible,
  isGeneralScoreVisible: students.isGeneralScoreVisible,
  isInterestingTagVisible: students.isInterestingTagVisible,
  isPersonalInfoVisible: students.isPersonalInfoVisible,
};

type SummaryRow = Omit<StudentSummary, 'program' | 'faculty' | 'department' | 'university'> & {
  programId: number | null;
  programName: string | null;
  facultyId: number | null;
  facultyName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  universityId: number | null;
  universityName: string | null;
};

export function toStudentSummary(row: SummaryRow): StudentSummary {
  return {
    studentId: row.studentId,
    platformUid: row.platformUid,
    titleTh: row.titleTh,
    firstNameTh: row.firstNameTh,
    lastNameTh: row.lastNameTh,
    titleEn: row.titleEn,
    firstNameEn: row.firstNameEn,
    lastNameEn: row.lastNameEn,
    admissionYear: row.admissionYear,
    profileToken: row.profileToken,
    program: row.programId === null ? null : { programId: row.programId, programName: row.programName ?? '' },
    faculty: row.facultyId === null ? null : { facultyId: row.facultyId, facultyName: row.facultyName ?? '' },
    department: row.departmentId === null ? null : { departmentId: row.departmentId, departmentName: row.departmentName ?? '' },
    university: row.universityId === null ? null : { universityId: row.universityId, universityName: row.universityName ?? '' },
    isActive: row.isActive,
  };
}

function toNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/** The full profile of the one student matching `where`, or undefined: three queries whatever the profile holds. */
export async function loadStudentProfile({ db, where }: { db: Executor; where: SQL }): Promise<StudentProfile | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(students)
    .leftJoin(programs, eq(programs.programId, students.programId))
    .leftJoin(faculties, eq(faculties.facultyId, students.facultyId))
    .leftJoin(departments, eq(departments.departmentId, students.departmentId))
    .leftJoin(universities, eq(universities.universityId, students.universityId))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  const [grades, badges] = await Promise.all([
    db
      .select({ year: studentGrades.year, semester: studentGrades.semester, gpa: studentGrades.gpa, noGpa: studentGrades.noGpa })
      .from(studentGrades)
      .where(eq(studentGrades.studentId, row.studentId))
      .orderBy(asc(studentGrades.year), asc(studentGrades.semester)),
    db
      .select({
        badgeId: studentBadges.badgeId,
        kind: studentBadges.kind,
        title: studentBadges.title,
        issuer: studentBadges.issuer,
        issuedOn: studentBadges.issuedOn,
      })
      .from(studentBadges)
      .where(eq(studentBadges.studentId, row.studentId))
      .orderBy(asc(studentBadges.issuedOn), asc(studentBadges.badgeId)),
  ]);
  const badgesOf = (kind: BadgeKind): StudentBadge[] =>
    badges.filter((badge) => badge.kind === kind).map(({ badgeId, title, issuer, issuedOn }) => ({ badgeId, title, issuer, issuedOn }));
  const gpa: StudentGrade[] = grades.map((grade) => ({ ...grade, gpa: toNumber(grade.gpa) }));
  return {
    ...toStudentSummary(row),
    email: row.email,
    phone: row.phone,
    lineId: row.lineId,
    profilePictureUrl:
      row.profilePictureFileId === null ? null : `/api/common/files/student/profile-picture/${encodeURIComponent(row.profileToken)}`,
    portfolioUrl: row.portfolioUrl,
    transcriptUrl: row.transcriptFileId === null ? null : `/api/common/files/student/transcript/${encodeURIComponent(row.profileToken)}`,
    gpa,
    gpax: toNumber(row.gpax),
    toefl: row.toefl,
    ielts: toNumber(row.ielts),
    toeic: row.toeic,
    activityBadges: badgesOf('ACTIVITY'),
    academicBadges: badgesOf('ACADEMIC'),
    interests: row.interests,
    projectExternalLink: row.projectExternalLink,
    isGradeVisible: row.isGradeVisible,
    isTranscriptVisible: row.isTranscriptVisible,
    isActivityBadgeVisible: row.isActivityBadgeVisible,
    isAcademicBadgeVisible: row.isAcademicBadgeVisible,
    isGeneralScoreVisible: row.isGeneralScoreVisible,
    isInterestingTagVisible: row.isInterestingTagVisible,
    isPersonalInfoVisible: row.isPersonalInfoVisible,
  };
}

export function studentIdIs(studentId: string): SQL {
  return eq(students.studentId, studentId);
}
