import { NOTIFICATION_KINDS, NOTIFICATION_RECIPIENT_ROLES, type NotificationKind } from '@/lib/notifications';
import { checkSignature, sign } from '@/server/files';
import type { Recipient } from './recipient';

/** An unsubscribe link keeps working this long: mail is read late, and the link needs no login. */
const TOKEN_DAYS = 400;

export type UnsubscribeSubject = { recipient: Recipient; kind: NotificationKind };

function subjectOf({ recipient, kind }: UnsubscribeSubject): string {
  return `${recipient.role}:${recipient.id}:${kind}`;
}

/** `<payload>.<expires>.<signature>`: the person and kind in base64url JSON, signed with the portal's signing key. */
export function unsubscribeToken(subject: UnsubscribeSubject, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + TOKEN_DAYS * 24 * 60 * 60;
  const payload = Buffer.from(JSON.stringify({ r: subject.recipient.role, i: subject.recipient.id, k: subject.kind })).toString(
    'base64url',
  );
  return `${payload}.${expires}.${sign('unsubscribe', subjectOf(subject), expires)}`;
}

/** The person and kind a token names, or null when it is malformed, forged or expired. */
export function readUnsubscribeToken(token: string, now: Date): UnsubscribeSubject | null {
  const [payload, expires, signature, ...rest] = token.split('.');
  if (!payload || !expires || !signature || rest.length > 0) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { r: role, i: id, k: kind } = (decoded ?? {}) as { r?: unknown; i?: unknown; k?: unknown };
  if (
    typeof id !== 'string' ||
    !NOTIFICATION_RECIPIENT_ROLES.includes(role as Recipient['role']) ||
    !NOTIFICATION_KINDS.includes(kind as NotificationKind)
  )
    return null;
  const subject: UnsubscribeSubject = { recipient: { role: role as Recipient['role'], id }, kind: kind as NotificationKind };
  return checkSignature('unsubscribe', subjectOf(subject), expires, signature, now) === 'valid' ? subject : null;
}
