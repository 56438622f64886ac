import 'server-only';
export { backOffWaitSeconds, clearBackOffs, consumeRateLimit, readBackOffs, recordFailures, type BackOffRule } from './rate-limit';
export { createSlots } from './slots';
