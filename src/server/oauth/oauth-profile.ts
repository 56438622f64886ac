import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  accounts,
  admins,
  companies,
  companyUsers,
  departments,
  faculties,
  oauthClientAdmins,
  programs,
  students,
  universities,
} from '@/db/schema';
import type { OAuthProfile, OAuthUserType } from '@/lib/oauth';
import type { BearerGrant } from './bearer';
import { OAuthError } from './oauth-error';

/** The person behind a user token, in one query. A disabled person's tokens stop working at once. */
export async function loadPerson({ db, grant }: { db: Database; grant: BearerGrant }) {
  const [row] = await db
    .select({
      platformUid: accounts.platformUid,
      displayName: accounts.displayName,
      email: accounts.email,
      adminActive: admins.isActive,
      student: students,
      universityName: universities.universityName,
      facultyName: faculties.facultyName,
      departmentName: departments.departmentName,
      programName: programs.programName,
      companyId: companyUsers.companyId,
      companyUserActive: companyUsers.isActive,
      companyActive: companies.isActive,
      companyNameTh: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      clientAdmin: oauthClientAdmins.platformUid,
    })
    .from(accounts)
    .leftJoin(admins, eq(admins.platformUid, accounts.platformUid))
    .leftJoin(students, eq(students.platformUid, accounts.platformUid))
    .leftJoin(universities, eq(universities.universityId, students.universityId))
    .leftJoin(faculties, eq(faculties.facultyId, students.facultyId))
    .leftJoin(departments, eq(departments.departmentId, students.departmentId))
    .leftJoin(programs, eq(programs.programId, students.programId))
    .leftJoin(companyUsers, eq(companyUsers.platformUid, accounts.platformUid))
    .leftJoin(companies, eq(companies.companyId, companyUsers.companyId))
    .leftJoin(
      oauthClientAdmins,
      and(eq(oauthClientAdmins.platformUid, accounts.platformUid), eq(oauthClientAdmins.clientId, grant.clientId)),
    )
    .where(eq(accounts.platformUid, grant.platformUid!))
    .limit(1);
  if (!row) throw new OAuthError('invalid_token', 'The account no longer exists');
  const isStudentDisabled = row.student !== null && !row.student.isActive;
  const isCompanyUserDisabled = row.companyId !== null && (!row.companyUserActive || !row.companyActive);
  if (row.adminActive !== true && (isStudentDisabled || isCompanyUserDisabled || row.adminActive === false))
    throw new OAuthError('invalid_token', 'The account is disabled');
  return row;
}

export type Person = Awaited<ReturnType<typeof loadPerson>>;

/**
 * The picture is personal information: while the student hides it, the profile has no picture. The link is the
 * public route for this client (an OAuth client has no portal login), which checks the same flag when followed.
 */
function pictureUrlOf({ student, clientId }: { student: Person['student']; clientId: string }): string | null {
  if (!student?.profilePictureFileId || !student.isPersonalInfoVisible) return null;
  return `/api/public/files/student/profile-picture/${encodeURIComponent(clientId)}/${encodeURIComponent(student.profileToken)}`;
}

export function toProfile({ row, clientId }: { row: Person; clientId: string }): OAuthProfile {
  const student = row.student;
  // An admin is university staff (a Chula user) even if also listed elsewhere, as the portal's own role order has it.
  const userType: OAuthUserType = row.adminActive
    ? 'CHULA_USER'
    : student
      ? 'CEDT_STUDENT'
      : row.companyId !== null
        ? 'CEDT_COMPANY_USER'
        : 'EXTERNAL_USER';
  return {
    userId: row.platformUid,
    userType,
    displayName: row.displayName,
    firstNameTh: student?.firstNameTh ?? null,
    lastNameTh: student?.lastNameTh ?? null,
    firstNameEn: student?.firstNameEn ?? null,
    lastNameEn: student?.lastNameEn ?? null,
    profileImageUrl: pictureUrlOf({ student, clientId }),
    isInternPortalAdmin: row.adminActive === true,
    isApplicationAdmin: row.clientAdmin !== null,
    ...(userType === 'CEDT_STUDENT' && student ? { student: { studentId: student.studentId, admissionYear: student.admissionYear } } : {}),
    ...(userType === 'CEDT_COMPANY_USER' && row.companyId !== null
      ? { companyUser: { companyId: row.companyId, companyNameTh: row.companyNameTh ?? '', companyNameEn: row.companyNameEn ?? '' } }
      : {}),
  };
}
