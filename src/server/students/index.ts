import 'server-only';
export { applyVisibility } from './apply-visibility';
export { contactColumnsFor, type ContactViewer } from './contact-columns';
export { exportStudents } from './export-students';
export { getOwnProfile } from './get-own-profile';
export { getPublicProfile } from './get-public-profile';
export { getStudent } from './get-student';
export { dryRunStudentImport } from './dry-run-student-import';
export { importStudents } from './import-students';
export {
  importStudentsBody,
  importStudentsFromFile,
  importStudentsFromFileInput,
  type ImportStudentsFromFileInput,
} from './import-students-file';
export { listAdmissionYears } from './list-admission-years';
export { listStudents, studentListQuery } from './list-students';
export {
  isProfileComplete,
  missingProfileFields,
  profileCompleteCondition,
  requiredProfileFields,
  type RequiredProfileField,
} from './profile-completeness';
export { putOwnGrade } from './put-own-grade';
export { putStudentGrade } from './put-student-grade';
export { refreshEnrollmentStatuses } from './refresh-enrollment-statuses';
export { setStudentActive } from './set-student-active';
export { setStudentsActive } from './set-students-active';
export { matchingStudentIds, studentListConditions, studentListOrder, type StudentListFilter } from './student-list-filter';
export { studentRowsOfJson } from './student-import-plan';
export { studentNameColumns } from './student-views';
export { updateOwnProfile } from './update-own-profile';
export { resendEmailVerification } from './resend-email-verification';
export { confirmEmailVerification } from './confirm-email-verification';
export { updateStudent } from './update-student';
