// GET /api/status – environment, host, version and the state of each dependency; 503 when the database is down
import { methodsNotAllowed, route } from '@/server/http';
import { getStatus } from '@/server/system';

export const GET = route({ auth: 'public' }, async ({ ctx }) => {
  const status = await getStatus(ctx.db);
  return Response.json(status, { status: status.status.database === 'ok' ? 200 : 503, headers: { 'cache-control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
