import 'server-only';
export { getOwnProfile } from './get-own-profile';
export { applyVisibility, getPublicProfile } from './get-public-profile';
export { getStudent } from './get-student';
export { importStudents, type ImportRowProblem } from './import-students';
export { importStudentsFromFile, studentImportFileBody, studentRowsOfCsv } from './import-students-file';
export { listAdmissionYears } from './list-admission-years';
export { listStudents, matchingStudentIds, studentListConditions, studentListOrder, type StudentListFilter } from './list-students';
export {
  isProfileComplete,
  missingProfileFields,
  profileCompleteCondition,
  refreshEnrollmentStatuses,
  requiredProfileFields,
  type RequiredProfileField,
} from './profile-completeness';
export { putOwnGrade, putStudentGrade } from './put-grade';
export { setStudentActive } from './set-student-active';
export { setStudentsActive } from './set-students-active';
export { updateOwnProfile, updateStudent } from './update-student';
export { studentListQuery } from './list-query';
export { studentNameColumns } from './student-views';
export { exportStudents } from './export-students';
