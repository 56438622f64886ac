import { eq } from 'drizzle-orm';
import { calendarFeedTokens, companyUsers } from '@/db/schema';
import type { SystemContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { recipientLocales } from '@/server/notifications';
import { translatorFor } from '@/i18n/translator';
import { companyFeedEvents, studentFeedEvents } from './calendar-events';
import { feedTokenHash } from './calendar-feed-token';
import { writeCalendar } from './ics';

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * GET /api/calendar-feeds/{token}: the calendar a phone subscribes to. The token is the credential (no login: a
 * calendar app sends no cookie); an unknown or revoked token, or a company user no longer active, is 404. Written in
 * its holder's language (accounts.locale), as their notices are: a calendar app names no language of its own.
 */
export async function getCalendarFeed({ ctx, token }: { ctx: SystemContext; token: string }): Promise<Response> {
  const [holder] = await ctx.db
    .select({ holderRole: calendarFeedTokens.holderRole, holderId: calendarFeedTokens.holderId })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.tokenHash, feedTokenHash(token)))
    .limit(1);
  if (!holder) throw new NotFoundError('Calendar feed not found');
  const localeOf = await recipientLocales({ db: ctx.db, recipients: [{ recipientRole: holder.holderRole, recipientId: holder.holderId }] });
  const locale = localeOf({ recipientRole: holder.holderRole, recipientId: holder.holderId });
  let events;
  if (holder.holderRole === 'student') events = await studentFeedEvents({ db: ctx.db, studentId: holder.holderId, locale });
  else {
    const [user] = await ctx.db
      .select({ companyId: companyUsers.companyId, isActive: companyUsers.isActive })
      .from(companyUsers)
      .where(eq(companyUsers.platformUid, holder.holderId))
      .limit(1);
    if (!user?.isActive) throw new NotFoundError('Calendar feed not found');
    events = await companyFeedEvents({ db: ctx.db, companyId: user.companyId, locale });
  }
  const name = translatorFor({ locale, namespace: 'CalendarTexts' })('feedName');
  const body = writeCalendar({ name, events, now: ctx.now });
  return new Response(body, { status: 200, headers: { 'content-type': CALENDAR_CONTENT_TYPE, 'cache-control': 'private, max-age=300' } });
}
