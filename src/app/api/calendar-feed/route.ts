// GET /api/calendar-feed – whether the signed-in student or company user has a private calendar feed URL; POST /api/calendar-feed – makes the feed URL, or a new one replacing the old (answered once); DELETE /api/calendar-feed – revokes it
import { messageAnswer } from '@/lib/contract';
import { calendarFeedCreated, calendarFeedStatus } from '@/lib/interviews';
import { methodsNotAllowed, route } from '@/server/http';
import { createCalendarFeed, getCalendarFeedStatus, revokeCalendarFeed } from '@/server/interviews';

const FEED_HOLDERS = ['student', 'company_user'] as const;

export const GET = route({ auth: FEED_HOLDERS, response: calendarFeedStatus }, async ({ ctx }) => getCalendarFeedStatus({ ctx }));

export const POST = route({ auth: FEED_HOLDERS, status: 201, response: calendarFeedCreated }, async ({ ctx }) =>
  createCalendarFeed({ ctx }),
);

export const DELETE = route({ auth: FEED_HOLDERS, response: messageAnswer }, async ({ ctx }) => revokeCalendarFeed({ ctx }));

export const { PUT, PATCH, OPTIONS } = methodsNotAllowed(['GET', 'POST', 'DELETE']);
