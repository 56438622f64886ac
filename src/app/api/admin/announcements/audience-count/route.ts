// GET /api/admin/announcements/audience-count – how many people an audience of a session reaches now
import { announcementAudienceCount } from '@/lib/announcements';
import { announcementAudienceQuery, countAnnouncementAudience } from '@/server/announcements';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: ADMIN, query: announcementAudienceQuery, response: announcementAudienceCount }, async ({ ctx, query }) =>
  countAnnouncementAudience({ ctx, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
