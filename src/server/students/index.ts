export { listAdmissionYears } from './list-admission-years';
