import { companySizes, companyTypes, compensationTypes, departments, faculties, programs, students, universities } from '@/db/schema';

/**
 * The reference lists, each with its table and the names SPEC §3 gives its id and label. The four
 * academic lists are edited by admins; the company and compensation lists are read-only seed data.
 */
export const REFERENCE_KINDS = {
  universities: {
    table: universities,
    id: universities.universityId,
    label: universities.universityName,
    idKey: 'universityId',
    labelKey: 'universityName',
    isEditable: true,
    hidden: universities.isHidden,
    usedBy: students.universityId,
  },
  programs: {
    table: programs,
    id: programs.programId,
    label: programs.programName,
    idKey: 'programId',
    labelKey: 'programName',
    isEditable: true,
    hidden: programs.isHidden,
    usedBy: students.programId,
  },
  faculties: {
    table: faculties,
    id: faculties.facultyId,
    label: faculties.facultyName,
    idKey: 'facultyId',
    labelKey: 'facultyName',
    isEditable: true,
    hidden: faculties.isHidden,
    usedBy: students.facultyId,
  },
  departments: {
    table: departments,
    id: departments.departmentId,
    label: departments.departmentName,
    idKey: 'departmentId',
    labelKey: 'departmentName',
    isEditable: true,
    hidden: departments.isHidden,
    usedBy: students.departmentId,
  },
  'company-types': {
    table: companyTypes,
    id: companyTypes.companyTypeId,
    label: companyTypes.type,
    idKey: 'companyTypeId',
    labelKey: 'type',
    isEditable: false,
  },
  'company-sizes': {
    table: companySizes,
    id: companySizes.companySizeId,
    label: companySizes.size,
    idKey: 'companySizeId',
    labelKey: 'size',
    isEditable: false,
  },
  'compensation-types': {
    table: compensationTypes,
    id: compensationTypes.id,
    label: compensationTypes.name,
    idKey: 'id',
    labelKey: 'name',
    isEditable: false,
  },
} as const;

export type ReferenceKind = keyof typeof REFERENCE_KINDS;
export type EditableReferenceKind = 'universities' | 'programs' | 'faculties' | 'departments';
/** Thai names of the editable lists, for the refusals an admin reads. */
export const REFERENCE_LABELS_TH: Record<EditableReferenceKind, string> = {
  universities: 'มหาวิทยาลัย',
  programs: 'หลักสูตร',
  faculties: 'คณะ',
  departments: 'ภาควิชา',
};
export const EDITABLE_REFERENCE_KINDS = [
  'universities',
  'programs',
  'faculties',
  'departments',
] as const satisfies readonly EditableReferenceKind[];
