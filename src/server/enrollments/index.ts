import 'server-only';
export { enrollByAdmissionYears, enrollByAdmissionYearsInput, type EnrollByAdmissionYearsInput } from './enroll-by-admission-years';
export { enrollStudents, enrollStudentsInput, type EnrollStudentsInput } from './enroll-students';
export { ENROLLMENT_SORT_KEYS, enrollmentListQuery, type EnrollmentListQuery } from './enrollment-list-query';
export { exportEnrollments } from './export-enrollments';
export { listEnrollments } from './list-enrollments';
export { listNotEnrolledStudents, notEnrolledStudentsQuery, type NotEnrolledStudentsQuery } from './list-not-enrolled-students';
