// GET /metrics – this instance's metrics in the Prometheus text format, for a bearer of METRICS_TOKEN (docs/operations.md, "Metrics and traces")
import { methodsNotAllowed, route } from '@/server/http';
import { METRICS_CONTENT_TYPE, assertMetricsAccess, renderMetrics } from '@/server/metrics';
import { readOutboxState } from '@/server/notifications';

export const GET = route({ auth: 'public' }, async ({ ctx }) => {
  assertMetricsAccess({ request: ctx.request });
  const text = await renderMetrics({ readOutboxState });
  return new Response(text, { headers: { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
