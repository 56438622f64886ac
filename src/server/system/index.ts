import 'server-only';
export { getStatus } from './get-status';
