// GET /api/openapi.json – the OpenAPI document of the whole REST surface, generated from the route schemas (npm run openapi)
import { z } from 'zod';
import { methodsNotAllowed, route } from '@/server/http';
import document from './openapi.generated.json';

/** An OpenAPI 3.1 document; its own parts are described by the OpenAPI specification, not repeated here. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const GET = route({ auth: 'public', response: openApiDocument }, async () => document);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
