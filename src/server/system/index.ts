export { getStatus, type SystemStatus } from './get-status';
