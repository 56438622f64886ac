import { z } from 'zod';
import { NOTIFICATION_KIND_LABELS_TH, type NotificationKind, type UnsubscribedAnswer } from '@/lib/notifications';
import type { SystemContext } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { setEmailPreference } from './notification-preferences';
import { readUnsubscribeToken } from './unsubscribe-token';

export const unsubscribeByTokenQuery = z.object({ token: z.string().min(1).max(2000) });

export type UnsubscribeCheck = { kind: NotificationKind; label: string };

/** What an unsubscribe link would switch off, for its confirmation page; null for a broken or expired link. */
export function describeUnsubscribeToken({ token, now }: { token: string; now: Date }): UnsubscribeCheck | null {
  const subject = readUnsubscribeToken(token, now);
  return subject ? { kind: subject.kind, label: NOTIFICATION_KIND_LABELS_TH[subject.kind] } : null;
}

/**
 * POST /api/notifications/unsubscribe?token=…: switches e-mail off for the kind the signed link names, with no login
 * (the link is the proof), as mail clients' one-click unsubscribe does (RFC 8058). Doing it twice is harmless.
 */
export async function unsubscribeByToken({ ctx, token }: { ctx: SystemContext; token: string }): Promise<UnsubscribedAnswer> {
  const { db, now } = ctx;
  const subject = readUnsubscribeToken(token, now);
  if (!subject) throw new BadRequestError('This unsubscribe link is invalid or has expired');
  await setEmailPreference({ db, now, recipient: subject.recipient, kind: subject.kind, isEmailEnabled: false });
  return { message: `E-mail for ${subject.kind} switched off`, kind: subject.kind };
}
