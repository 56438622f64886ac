// GET /api/openapi.json – the OpenAPI document of the whole REST surface, generated from the route schemas (npm run openapi)
import { methodsNotAllowed, route } from '@/server/http';
import document from './openapi.generated.json';

export const GET = route({ auth: 'public' }, async () => document);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
