import 'server-only';
export { type BackOffRule } from './back-off';
export { clearBackOffs } from './clear-back-offs';
export { consumeRateLimit } from './consume-rate-limit';
export { releaseFailures } from './release-failures';
export { reserveFailure } from './reserve-failure';
export { createSlots } from './slots';
