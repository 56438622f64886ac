// GET /api/oauth/v1/student/activity-badges – the consenting student's activity badges, paged; 503 when the badge source is down (bearer token, scope student:activity-badges)
import { studentBadgeList } from '@/lib/oauth';
import { bearer, listStudentBadges } from '@/server/oauth';
import { methodsNotAllowed, paginationQuery, route } from '@/server/http';

export const GET = route(
  { auth: bearer({ scope: 'student:activity-badges', holder: 'user' }), query: paginationQuery, response: studentBadgeList },
  async ({ ctx, grant, query }) => listStudentBadges({ ctx, grant, kind: 'ACTIVITY', pagination: query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
