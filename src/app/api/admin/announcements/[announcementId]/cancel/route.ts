// POST /api/admin/announcements/{announcementId}/cancel – cancel a scheduled announcement (409 once sent)
import { z } from 'zod';
import { announcementView } from '@/lib/announcements';
import { cancelAnnouncement } from '@/server/announcements';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

export const POST = route(
  { auth: ADMIN, params: z.object({ announcementId: idParam }), response: announcementView },
  async ({ ctx, params }) => cancelAnnouncement({ ctx, announcementId: params.announcementId }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
