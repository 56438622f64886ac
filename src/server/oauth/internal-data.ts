import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { companies, companySearchText, companySizes, companyTypes, departments, faculties, programs, students, universities } from '@/db/schema';
import type { StudentNames } from '@/lib/student-profile';
import { studentNameColumns } from '@/server/students';
import { NotFoundError } from '@/server/errors';
import { offsetOf, toList, type List, type Pagination } from '@/server/validation';

export type InternalCompany = {
  companyId: number;
  companyNameTh: string;
  companyNameEn: string;
  description: string | null;
  website: string | null;
  logoUrl: string | null;
  companyType: string | null;
  companySize: string | null;
  isActive: boolean;
};

export type InternalStudent = StudentNames & {
  studentId: string;
  admissionYear: number;
  universityName: string | null;
  facultyName: string | null;
  departmentName: string | null;
  programName: string | null;
  isActive: boolean;
};

function selectCompanies(db: Database) {
  return db
    .select({
      companyId: companies.companyId,
      companyNameTh: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      description: companies.description,
      website: companies.website,
      profileToken: companies.profileToken,
      logoFileId: companies.logoFileId,
      companyType: companyTypes.type,
      companySize: companySizes.size,
      isActive: companies.isActive,
    })
    .from(companies)
    .leftJoin(companyTypes, eq(companyTypes.companyTypeId, companies.companyTypeId))
    .leftJoin(companySizes, eq(companySizes.companySizeId, companies.companySizeId));
}

function toInternalCompany({ profileToken, logoFileId, ...row }: Awaited<ReturnType<typeof selectCompanies>>[number]): InternalCompany {
  return { ...row, logoUrl: logoFileId === null ? null : `/api/public/files/company/logo/${profileToken}` };
}

/** GET /api/internal/v1/companies/{companyId}. */
export async function getInternalCompany(db: Database, companyId: number): Promise<InternalCompany> {
  const [row] = await selectCompanies(db).where(eq(companies.companyId, companyId)).limit(1);
  if (!row) throw new NotFoundError('Company not found');
  return toInternalCompany(row);
}

export type InternalCompanyQuery = Pagination & { search?: string; companyIds?: number[] };

/** GET /api/internal/v1/companies?search,companyIds,page,limit. */
export async function listInternalCompanies(db: Database, query: InternalCompanyQuery): Promise<List<InternalCompany>> {
  const term = query.search?.trim().toLowerCase();
  const where = and(
    term ? sql`${companySearchText(companies)} like ${`%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`}` : undefined,
    query.companyIds?.length ? inArray(companies.companyId, query.companyIds) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectCompanies(db).where(where).orderBy(asc(companies.companyNameTh), asc(companies.companyId)).limit(query.limit).offset(offsetOf(query)),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return toList(rows.map(toInternalCompany), total, query);
}

export type InternalStudentQuery = Pagination & { studentIds?: string[] };

/** GET /api/internal/v1/students?studentIds,page,limit: identity and study fields only, no contact data. */
export async function listInternalStudents(db: Database, query: InternalStudentQuery): Promise<List<InternalStudent>> {
  const where = query.studentIds?.length ? inArray(students.studentId, query.studentIds) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        studentId: students.studentId,
        ...studentNameColumns,
        admissionYear: students.admissionYear,
        universityName: universities.universityName,
        facultyName: faculties.facultyName,
        departmentName: departments.departmentName,
        programName: programs.programName,
        isActive: students.isActive,
      })
      .from(students)
      .leftJoin(universities, eq(universities.universityId, students.universityId))
      .leftJoin(faculties, eq(faculties.facultyId, students.facultyId))
      .leftJoin(departments, eq(departments.departmentId, students.departmentId))
      .leftJoin(programs, eq(programs.programId, students.programId))
      .where(where)
      .orderBy(asc(students.studentId))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(students).where(where),
  ]);
  return toList(rows, total, query);
}
