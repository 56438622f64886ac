import type { Context } from '@/server/context';
import { ForbiddenError } from '@/server/errors';

/** The student id the actor acts as; a route open to students only should never reach the throw. */
export function ownStudentId(ctx: Pick<Context, 'actor'>): string {
  if (ctx.actor.role !== 'student' || !ctx.actor.studentId) throw new ForbiddenError();
  return ctx.actor.studentId;
}
