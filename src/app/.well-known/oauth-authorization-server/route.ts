// GET /.well-known/oauth-authorization-server – RFC 8414 authorization server metadata
import { issuerOf, serverMetadata } from '@/server/oauth';

export function GET(request: Request): Response {
  return Response.json(serverMetadata(issuerOf(request)), { headers: { 'cache-control': 'public, max-age=3600' } });
}
