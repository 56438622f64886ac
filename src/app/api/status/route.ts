// GET /api/status – environment, version, the state of each dependency, and the host to an admin; 503 when the database is down
import { methodsNotAllowed, route } from '@/server/http';
import { getStatus } from '@/server/system';

export const GET = route({ auth: 'optional' }, async ({ ctx }) => {
  const status = await getStatus(ctx);
  return Response.json(status, { status: status.status.database === 'ok' ? 200 : 503, headers: { 'cache-control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
