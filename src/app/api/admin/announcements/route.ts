// GET /api/admin/announcements – a session's announcements, newest first, with delivery counts (paged); POST /api/admin/announcements – write an announcement to an audience of a session, sent now or at a time
import { announcementList, announcementView } from '@/lib/announcements';
import { createAnnouncement, createAnnouncementInput, listAnnouncements, listAnnouncementsQuery } from '@/server/announcements';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: ADMIN, query: listAnnouncementsQuery, response: announcementList }, async ({ ctx, query }) =>
  listAnnouncements({ ctx, query }),
);

export const POST = route({ auth: ADMIN, body: createAnnouncementInput, response: announcementView, status: 201 }, async ({ ctx, body }) =>
  createAnnouncement({ ctx, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
