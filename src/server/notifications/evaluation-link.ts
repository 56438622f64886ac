import { createHash } from 'node:crypto';
import { sign } from '@/server/files';

/**
 * A mentor's evaluation link (docs/evaluations.md). The token is derived, not stored: HMAC-SHA256 with the portal's
 * signing key of `evaluation:<requestId>:<sendCount>:0`, base64url. The database keeps only its SHA-256
 * (evaluation_requests.token_hash), and the outbox row only the path `/evaluate`: the e-mail worker rebuilds the link
 * from the request when it sends, so neither the database alone nor the admins' mail preview ever reveals it.
 * Issuing a new link adds one to sendCount, which changes the token and so replaces the hash: the old link stops.
 */
export function evaluationLinkToken({ requestId, sendCount }: { requestId: number; sendCount: number }): string {
  return sign('evaluation', `${requestId}:${sendCount}`, 0);
}

/** What is stored of a token, and what a link is looked up by. */
export function evaluationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A mentor has no account: the recipient of an evaluation's mails is the request itself. */
export function mentorRecipientId(requestId: number): string {
  return `evaluation:${requestId}`;
}

export function requestIdOfMentorRecipient(recipientId: string): number | null {
  const match = /^evaluation:(\d+)$/.exec(recipientId);
  return match ? Number(match[1]) : null;
}

/** The path the outbox keeps for a mentor's mail; the token is added only when the mail is rendered to be sent. */
export const MENTOR_LINK_PATH = '/evaluate';
