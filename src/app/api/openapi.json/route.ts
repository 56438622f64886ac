// GET /api/openapi.json – the OpenAPI document of the whole REST surface, generated from the route schemas (npm run openapi), in Thai or English by Accept-Language
import { z } from 'zod';
import { negotiateLocale, type Locale } from '@/i18n/locales';
import { methodsNotAllowed, route } from '@/server/http';
import english from './openapi.en.generated.json';
import thai from './openapi.th.generated.json';

/** An OpenAPI 3.1 document; its own parts are described by the OpenAPI specification, not repeated here. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** The same paths and schemas in both, described in each language (docs/languages.md). */
const DOCUMENTS: Record<Locale, unknown> = { th: thai, en: english };

export const GET = route({ auth: 'public', response: openApiDocument }, async ({ ctx }) => {
  const locale = negotiateLocale(ctx.request.headers.get('accept-language'));
  // A cache keeps one answer per language.
  return Response.json(DOCUMENTS[locale], { headers: { 'content-language': locale, vary: 'Accept-Language' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
