// GET /api/oauth/v1/student/academic-badges – the consenting student's academic badges, paged; 503 when the badge source is down (bearer token, scope student:academic-badges)
import { studentBadgeList } from '@/lib/oauth';
import { bearer, listStudentBadges } from '@/server/oauth';
import { methodsNotAllowed, paginationQuery, route } from '@/server/http';

export const GET = route(
  { auth: bearer({ scope: 'student:academic-badges', holder: 'user' }), query: paginationQuery, response: studentBadgeList },
  async ({ ctx, grant, query }) => listStudentBadges({ ctx, grant, kind: 'ACADEMIC', pagination: query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
