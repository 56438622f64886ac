import type { Transaction } from '@/db/client';
import { companySizes, companyTypes, compensationTypes, departments, faculties, openingTags, programs, universities } from '@/db/schema';

// The lists every form picks from. Ids are left to the identity columns, so what an admin adds later follows on.

export const UNIVERSITIES = [
  'จุฬาลงกรณ์มหาวิทยาลัย',
  'มหาวิทยาลัยเกษตรศาสตร์',
  'มหาวิทยาลัยมหิดล',
  'สถาบันเทคโนโลยีพระจอมเกล้าเจ้าคุณทหารลาดกระบัง',
] as const;

export const FACULTIES = ['คณะวิศวกรรมศาสตร์', 'คณะวิทยาศาสตร์', 'คณะพาณิชยศาสตร์และการบัญชี', 'คณะอักษรศาสตร์'] as const;

export const DEPARTMENTS = [
  'ภาควิชาวิศวกรรมคอมพิวเตอร์',
  'ภาควิชาวิศวกรรมไฟฟ้า',
  'ภาควิชาวิศวกรรมอุตสาหการ',
  'ภาควิชาคณิตศาสตร์และวิทยาการคอมพิวเตอร์',
  'ภาควิชาการธนาคารและการเงิน',
] as const;

export const PROGRAMS = [
  'วิศวกรรมคอมพิวเตอร์และเทคโนโลยีดิจิทัล (CEDT)',
  'วิศวกรรมคอมพิวเตอร์ (CP)',
  'วิศวกรรมสารสนเทศและการสื่อสาร (ICE)',
  'วิศวกรรมไฟฟ้า (EE)',
  'วิศวกรรมอุตสาหการ (IE)',
  'วิทยาการคอมพิวเตอร์ (CS)',
] as const;

export const COMPANY_TYPES = ['สตาร์ทอัพ', 'บริษัทข้ามชาติ', 'บริษัทเอกชนไทย', 'บริษัทมหาชน', 'หน่วยงานรัฐ', 'รัฐวิสาหกิจ', 'องค์กรไม่แสวงหากำไร'] as const;

export const COMPANY_SIZES = ['1-50 คน', '51-200 คน', '201-1000 คน', 'มากกว่า 1000 คน'] as const;

export const COMPENSATION_TYPES = ['รายวัน', 'รายเดือน', 'เหมาจ่าย', 'ไม่มีค่าตอบแทน'] as const;

export const OPENING_TAGS = [
  'Frontend',
  'Backend',
  'Data',
  'AI/ML',
  'DevOps',
  'UX/UI',
  'Mobile',
  'Security',
  'Cloud',
  'QA',
  'Embedded',
  'Product',
  'ธุรกิจ',
  'การเงิน',
  'วิจัย',
] as const;

export type University = (typeof UNIVERSITIES)[number];
export type Faculty = (typeof FACULTIES)[number];
export type Department = (typeof DEPARTMENTS)[number];
export type Program = (typeof PROGRAMS)[number];
export type CompanyType = (typeof COMPANY_TYPES)[number];
export type CompanySize = (typeof COMPANY_SIZES)[number];
export type CompensationType = (typeof COMPENSATION_TYPES)[number];
export type OpeningTag = (typeof OPENING_TAGS)[number];

/** The ids the database gave each name. */
export type ReferenceIds = {
  university: Record<University, number>;
  faculty: Record<Faculty, number>;
  department: Record<Department, number>;
  program: Record<Program, number>;
  companyType: Record<CompanyType, number>;
  companySize: Record<CompanySize, number>;
  compensationType: Record<CompensationType, number>;
  tag: Record<OpeningTag, number>;
};

function byName<K extends string>(rows: { id: number; name: string }[], names: readonly K[]): Record<K, number> {
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return Object.fromEntries(
    names.map((name) => {
      const id = ids.get(name);
      if (id === undefined) throw new Error(`Seed: no id returned for "${name}"`);
      return [name, id];
    }),
  ) as Record<K, number>;
}

export async function insertReferenceData(tx: Transaction): Promise<ReferenceIds> {
  const universityRows = await tx
    .insert(universities)
    .values(UNIVERSITIES.map((universityName) => ({ universityName })))
    .returning({ id: universities.universityId, name: universities.universityName });
  const facultyRows = await tx
    .insert(faculties)
    .values(FACULTIES.map((facultyName) => ({ facultyName })))
    .returning({ id: faculties.facultyId, name: faculties.facultyName });
  const departmentRows = await tx
    .insert(departments)
    .values(DEPARTMENTS.map((departmentName) => ({ departmentName })))
    .returning({ id: departments.departmentId, name: departments.departmentName });
  const programRows = await tx
    .insert(programs)
    .values(PROGRAMS.map((programName) => ({ programName })))
    .returning({ id: programs.programId, name: programs.programName });
  const companyTypeRows = await tx
    .insert(companyTypes)
    .values(COMPANY_TYPES.map((type) => ({ type })))
    .returning({ id: companyTypes.companyTypeId, name: companyTypes.type });
  const companySizeRows = await tx
    .insert(companySizes)
    .values(COMPANY_SIZES.map((size) => ({ size })))
    .returning({ id: companySizes.companySizeId, name: companySizes.size });
  const compensationTypeRows = await tx
    .insert(compensationTypes)
    .values(COMPENSATION_TYPES.map((name) => ({ name })))
    .returning({ id: compensationTypes.id, name: compensationTypes.name });
  const tagRows = await tx
    .insert(openingTags)
    .values(OPENING_TAGS.map((tagName) => ({ tagName })))
    .returning({ id: openingTags.tagId, name: openingTags.tagName });

  return {
    university: byName(universityRows, UNIVERSITIES),
    faculty: byName(facultyRows, FACULTIES),
    department: byName(departmentRows, DEPARTMENTS),
    program: byName(programRows, PROGRAMS),
    companyType: byName(companyTypeRows, COMPANY_TYPES),
    companySize: byName(companySizeRows, COMPANY_SIZES),
    compensationType: byName(compensationTypeRows, COMPENSATION_TYPES),
    tag: byName(tagRows, OPENING_TAGS),
  };
}
