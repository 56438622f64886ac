import 'server-only';
export { enrollByAdmissionYears } from './enroll-by-admission-years';
export { enrollStudents } from './enroll-students';
export { enrollByAdmissionYearsInput, enrollmentListQuery, enrollStudentsInput, notEnrolledStudentsQuery, ENROLLMENT_SORT_KEYS } from './enrollment-query';
export type { EnrollmentResult } from './insert-enrollments';
export { listEnrollments, type EnrollmentRow } from './list-enrollments';
export { listNotEnrolledStudents } from './list-not-enrolled-students';
export { exportEnrollments } from './export-enrollments';
