import 'server-only';
import type { Role } from '@/lib/roles';

export {
  isBearerAuth,
  route,
  type AnyRouteDefinition,
  type AuthRequirement,
  type BearerAuth,
  type BearerRequirement,
  type RequestContext,
  type RouteHandler,
} from './route';
export { emptyAnswer, fileAnswer, htmlAnswer, isJsonContract, redirectAnswer, type ResponseContract } from './answers';
export {
  booleanQuery,
  idParam,
  integerQuery,
  listQuery,
  offsetOf,
  paginationQuery,
  textParam,
  toList,
  type List,
  type Pagination,
} from '@/server/validation';
export { applyInBulk, bulkSelectionBody, MAX_BULK_IDS, MAX_BULK_MATCHING, type BulkResult, type BulkSelection } from '@/server/bulk';
export { clientAddressOf, isClientAddressTrusted } from './client-address';
export { jsonText, jsonWithCookies } from './responses';
export { DATABASE_UNAVAILABLE_MESSAGE } from './error-response';
export { apiLocaleOf, localizeApiMessage } from './api-messages';

/** Role sets named once, so a route's header reads as the spec's permission table (SPEC §6). */
export const ADMIN = ['admin'] as const satisfies readonly Role[];
export const STUDENT = ['student'] as const satisfies readonly Role[];
export const COMPANY_USER = ['company_user'] as const satisfies readonly Role[];
/** "Common to all three roles" of SPEC §6. */
export const PORTAL_ROLES = ['admin', 'student', 'company_user'] as const satisfies readonly Role[];
/** Anyone signed in, including external users (who only see the welcome page). */
export const SIGNED_IN = ['admin', 'student', 'company_user', 'external_user'] as const satisfies readonly Role[];
export { methodsNotAllowed, unknownApiPath } from './method-not-allowed';
export { cappedBody, readBodyText } from './read-body';
