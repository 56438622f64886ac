import type { NotificationRecipientRole } from '@/lib/notifications';
import type { Actor } from '@/server/context';
import { ForbiddenError } from '@/server/errors';

/** Whom a notification is for: students by studentId (they may be notified before they ever sign in), everyone else by platformUid. */
export type Recipient = { role: NotificationRecipientRole; id: string };

/** The notification centre of the acting identity (an admin acting as a student sees the student's). */
export function recipientOf(actor: Actor): Recipient {
  if (actor.role === 'student') return { role: 'student', id: actor.studentId };
  if ((actor.role === 'company_user' || actor.role === 'admin') && actor.platformUid) return { role: actor.role, id: actor.platformUid };
  throw new ForbiddenError('This identity has no notification centre');
}
