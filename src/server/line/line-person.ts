import type { Actor } from '@/server/context';
import { ForbiddenError } from '@/server/errors';

/** Who may link LINE: a student (by studentId) or a company user (by platformUid), as the outbox names them. */
export type LinePerson = { role: 'student' | 'company_user'; id: string };

export function linePersonOf(actor: Actor): LinePerson {
  if (actor.role === 'student') return { role: 'student', id: actor.studentId };
  if (actor.role === 'company_user' && actor.platformUid) return { role: 'company_user', id: actor.platformUid };
  throw new ForbiddenError('เชื่อม LINE ได้เฉพาะนิสิตและผู้ใช้ของบริษัท');
}
