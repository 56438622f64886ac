import 'server-only';
export { backOffWaitSeconds, type BackOffRule } from './back-off';
export { clearBackOffs } from './clear-back-offs';
export { consumeRateLimit } from './consume-rate-limit';
export { readBackOffs } from './read-back-offs';
export { recordFailures } from './record-failures';
export { releaseFailures } from './release-failures';
export { reserveFailure } from './reserve-failure';
export { createSlots } from './slots';
