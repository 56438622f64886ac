import { createHash, randomBytes } from 'node:crypto';
import type { Context } from '@/server/context';
import { ForbiddenError } from '@/server/errors';

/** Who a feed belongs to, named as notifications name people: a student by student id, a company user by platform uid. */
export type FeedHolder = { holderRole: 'student'; holderId: string } | { holderRole: 'company_user'; holderId: string };

export function feedHolderOf(ctx: Context): FeedHolder {
  if (ctx.actor.role === 'student') return { holderRole: 'student', holderId: ctx.actor.studentId };
  if (ctx.actor.role === 'company_user') return { holderRole: 'company_user', holderId: ctx.actor.platformUid };
  throw new ForbiddenError();
}

/** 32 random bytes, base64url: the credential of the feed's URL, shown once. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the token's SHA-256 is stored, so the table does not hand out live feeds. */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The path a calendar subscribes to. */
export const feedPath = (token: string) => `/api/calendar-feeds/${token}`;
