// GET /api/status – environment, version, the state of each dependency, and the host to an admin; 503 when the database is down
import { systemStatus } from '@/lib/system';
import { DATABASE_UNAVAILABLE_MESSAGE, methodsNotAllowed, route } from '@/server/http';
import { getStatus } from '@/server/system';

export const GET = route({ auth: 'optional', response: systemStatus }, async ({ ctx }) => {
  const status = await getStatus({ ctx });
  const isUp = status.status.database === 'ok';
  // A 503 is an error answer like any other: it carries `{ message }` (SPEC §8) beside the dependency states.
  return Response.json(isUp ? status : { message: DATABASE_UNAVAILABLE_MESSAGE, ...status }, {
    status: isUp ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
