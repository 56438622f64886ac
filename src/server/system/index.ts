import 'server-only';
export { getStatus, type SystemStatus } from './get-status';
