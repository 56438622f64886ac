// GET /api/admin/announcements/{announcementId} – one announcement and its delivery counts; PUT /api/admin/announcements/{announcementId} – edit a scheduled announcement
import { z } from 'zod';
import { announcementView } from '@/lib/announcements';
import { getAnnouncement, updateAnnouncement, updateAnnouncementInput } from '@/server/announcements';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ announcementId: idParam });

export const GET = route({ auth: ADMIN, params, response: announcementView }, async ({ ctx, params }) =>
  getAnnouncement({ ctx, announcementId: params.announcementId }),
);

export const PUT = route(
  { auth: ADMIN, params, body: updateAnnouncementInput, response: announcementView },
  async ({ ctx, params, body }) => updateAnnouncement({ ctx, announcementId: params.announcementId, input: body }),
);

export const { POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PUT']);
