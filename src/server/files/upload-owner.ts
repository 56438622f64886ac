import type { Actor } from '@/server/context';

/**
 * Whose upload slot this is. An admin acting as a student who never signed in has no platform uid, so
 * the student id stands in; an upload always belongs to the identity the request acts as.
 */
export function uploadOwnerOf(actor: Actor): string {
  if (actor.platformUid) return actor.platformUid;
  if (actor.role === 'student') return `student:${actor.studentId}`;
  if (actor.role === 'company_user') return `company:${actor.companyId}`;
  return `login:${actor.loginSessionId}`;
}
