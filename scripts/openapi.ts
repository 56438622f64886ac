// npm run openapi — writes the OpenAPI document of the REST surface from the route handlers' own zod schemas, once
// per language, so the document cannot drift from the code (a unit test checks it). Paths, methods and schemas are
// the same in both documents; their descriptions (info, operations, answers, security schemes, scopes and what a
// schema says of itself) come from the OpenApi namespace of the catalogues (messages/<language>/api.json).
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { CATALOGUES } from '@/i18n/catalogues';
import { LOCALES, type Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { OAUTH_SCOPES } from '@/lib/oauth';
import { isBearerAuth, isJsonContract, type ResponseContract, type RouteHandler } from '@/server/http';

const API_ROOT = path.join(process.cwd(), 'src/app/api');
/** One document per language, served by `GET /api/openapi.json` in the caller's language. */
export const OPENAPI_OUTPUTS: Record<Locale, string> = {
  th: path.join(API_ROOT, 'openapi.json/openapi.th.generated.json'),
  en: path.join(API_ROOT, 'openapi.json/openapi.en.generated.json'),
};
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

function apiPathOf(file: string): string {
  const relative = path.relative(API_ROOT, path.dirname(file)).split(path.sep).filter(Boolean);
  const segments = relative.filter((segment) => !segment.startsWith('(')).map((segment) => segment.replace(/^\[(.+)\]$/, '{$1}'));
  return `/api/${segments.join('/')}`.replace(/\/$/, '') || '/api';
}

type OpenApiTexts = ReturnType<typeof translatorFor<'OpenApi'>>;
type OperationKey = keyof (typeof CATALOGUES)['th']['OpenApi']['operations'];

/**
 * An operation's key in OpenApi.operations: its method and path in camel case (`GET /api/admin/companies/{companyId}`
 * → `getAdminCompaniesCompanyId`), since a key may not hold the dots and slashes of a path.
 */
export function operationKeyOf(method: string, apiPath: string): string {
  const camel = apiPath.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase());
  return `${method.toLowerCase()}${camel || 'Api'}`;
}

/** The operation's summary in the document's language; a route without one in a catalogue stops the generator. */
function summaryOf(texts: OpenApiTexts, locale: Locale, method: string, apiPath: string): string {
  const key = operationKeyOf(method, apiPath) as OperationKey;
  if (!(key in CATALOGUES[locale].OpenApi.operations))
    throw new Error(`${method} ${apiPath} has no summary: add OpenApi.operations.${key} to messages/th/api.json and messages/en/api.json`);
  return texts(`operations.${key}`);
}

/**
 * A schema says what it is with `.meta({ descriptionKey })`, a key of OpenApi.schemas, so its description is written
 * in each language; an untranslated `.describe()` would put English into the Thai document, so it stops the generator.
 */
function translateSchema(node: unknown, texts: OpenApiTexts, where: string): unknown {
  if (Array.isArray(node)) return node.map((item) => translateSchema(item, texts, where));
  if (!node || typeof node !== 'object') return node;
  const { descriptionKey, ...rest } = node as Record<string, unknown>;
  if (typeof rest.description === 'string')
    throw new Error(`${where}: a schema's description is not translated; use .meta({ descriptionKey }) with a key of OpenApi.schemas`);
  const translated = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, translateSchema(value, texts, where)]));
  if (typeof descriptionKey !== 'string') return translated;
  return { description: texts(`schemas.${descriptionKey as keyof (typeof CATALOGUES)['th']['OpenApi']['schemas']}`), ...translated };
}

/** Inputs as the client sends them (before zod's transforms), answers as the server writes them. */
function jsonSchema(schema: z.ZodType, texts: OpenApiTexts, where: string, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete converted.$schema;
  return translateSchema(converted, texts, where) as Record<string, unknown>;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query', texts: OpenApiTexts, operation: string) {
  if (!schema) return [];
  const object = jsonSchema(schema, texts, operation) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/** The success answer as the route declares it (`route({ response })`). */
function successResponse(contract: ResponseContract | undefined, texts: OpenApiTexts, operation: string): Record<string, unknown> {
  if (!contract) return { description: texts('responses.success') };
  if (isJsonContract(contract))
    return {
      description: texts('responses.success'),
      content: { 'application/json': { schema: jsonSchema(contract, texts, operation, 'output') } },
    };
  switch (contract.kind) {
    case 'file':
      return {
        description: texts('responses.file'),
        content: Object.fromEntries(contract.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      };
    case 'redirect':
      return { description: texts('responses.redirect'), headers: { Location: { schema: { type: 'string', format: 'uri' } } } };
    case 'html':
      return { description: texts('responses.htmlPage'), content: { 'text/html': { schema: { type: 'string' } } } };
    case 'empty':
      return { description: texts('responses.noContent') };
  }
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Each route's operations: its path and the handlers that carry a definition (`route(…)`), in the order of the files. */
async function operationsOf() {
  const operations: { apiPath: string; method: (typeof METHODS)[number]; handler: RouteHandler }[] = [];
  for (const file of routeFiles(API_ROOT).sort()) {
    const routeModule = (await import(pathToFileURL(file).href)) as Partial<Record<(typeof METHODS)[number], RouteHandler>>;
    for (const method of METHODS) {
      const handler = routeModule[method];
      if (handler?.definition) operations.push({ apiPath: apiPathOf(file), method, handler });
    }
  }
  return operations;
}

/** The keys OpenApi.operations must hold, one per operation of the REST surface (the catalogue test compares them). */
export async function operationKeys(): Promise<string[]> {
  return (await operationsOf()).map(({ method, apiPath }) => operationKeyOf(method, apiPath));
}

export async function buildOpenApiDocument({ locale }: { locale: Locale }) {
  const texts = translatorFor({ locale, namespace: 'OpenApi' });
  const scopeTexts = translatorFor({ locale, namespace: 'OAuthScopes' });
  const scopes = Object.fromEntries(Object.entries(OAUTH_SCOPES).map(([scope, key]) => [scope, scopeTexts(key)]));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { apiPath, method, handler } of await operationsOf()) {
    const { auth, params, query, body, status, response } = handler.definition;
    const operation = `${method} ${apiPath}`;
    const roles = Array.isArray(auth) ? auth : [];
    const bearer = isBearerAuth(auth) ? auth.bearer : undefined;
    const responses: Record<string, unknown> = { [String(status ?? 200)]: successResponse(response, texts, operation) };
    if (params || query || body) responses['400'] = errorResponse(texts('responses.invalidInput'));
    if (roles.length) {
      responses['401'] = errorResponse(texts('responses.notSignedIn'));
      responses['403'] = errorResponse(texts('responses.forbiddenForRole'));
    }
    if (bearer) {
      responses['401'] = errorResponse(texts('responses.noValidToken'));
      responses['403'] = errorResponse(texts('responses.tokenLacksScope'));
    }
    if (params) responses['404'] = errorResponse(texts('responses.notFound'));
    paths[apiPath] ??= {};
    paths[apiPath][method.toLowerCase()] = {
      summary: summaryOf(texts, locale, method, apiPath),
      tags: [apiPath.split('/')[2] ?? 'api'],
      ...(roles.length ? { security: [{ loginSession: [] }], 'x-roles': roles } : {}),
      ...(bearer ? { security: [{ [bearer.holder === 'user' ? 'oauthUser' : 'oauthClient']: [bearer.scope] }], 'x-bearer': bearer } : {}),
      parameters: [...parametersOf(params, 'path', texts, operation), ...parametersOf(query, 'query', texts, operation)],
      ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(body, texts, operation) } } } } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: texts('info.title'),
      version: '1.0.0',
      description: texts('info.description'),
    },
    components: {
      securitySchemes: {
        loginSession: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
        oauthUser: {
          type: 'oauth2',
          description: texts('securitySchemes.oauthUser'),
          flows: { authorizationCode: { authorizationUrl: '/oauth/authorize', tokenUrl: '/api/oauth/token', scopes } },
        },
        oauthClient: {
          type: 'oauth2',
          description: texts('securitySchemes.oauthClient'),
          flows: { clientCredentials: { tokenUrl: '/api/oauth/token', scopes } },
        },
      },
      schemas: {
        Error: { type: 'object', required: ['message'], properties: { message: { type: 'string' }, issues: { type: 'array', items: {} } } },
      },
    },
    paths,
  };
}

export function serializeOpenApiDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

export const API_OPERATIONS_OUTPUT = path.join(process.cwd(), 'src/lib/api-operations.generated.ts');

/**
 * The browser's typed client (`apiCall` in src/lib/api-call.ts) reads each operation's definition from this map:
 * type-only imports of the route modules, erased from every bundle, so the screens are typed by the same zod schemas
 * the routes validate with and answer by.
 */
export async function buildApiOperationsModule(): Promise<string> {
  const imports: string[] = [];
  const entries: string[] = [];
  for (const file of routeFiles(API_ROOT).sort()) {
    const routeModule = (await import(pathToFileURL(file).href)) as Partial<Record<(typeof METHODS)[number], RouteHandler>>;
    const methods = METHODS.filter((method) => routeModule[method]?.definition);
    if (methods.length === 0) continue;
    const operationPath = apiPathOf(file).replace(/^\/api/, '');
    // Named by its path, so adding a route changes one line here, not the names of all that follow.
    const alias = `api${operationPath.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`;
    const modulePath = `@/${path.relative(path.join(process.cwd(), 'src'), file).split(path.sep).join('/').replace(/\.ts$/, '')}`;
    imports.push(`import type * as ${alias} from '${modulePath}';`);
    for (const method of methods) entries.push(`  '${method} ${operationPath}': typeof ${alias}.${method};`);
  }
  return [
    '// Generated by `npm run openapi` from src/app/api/**/route.ts; do not edit. Read by src/lib/api-call.ts.',
    ...imports,
    '',
    'export type ApiOperations = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const locale of LOCALES) {
    writeFileSync(OPENAPI_OUTPUTS[locale], serializeOpenApiDocument(await buildOpenApiDocument({ locale })));
    console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_OUTPUTS[locale])}`);
  }
  writeFileSync(API_OPERATIONS_OUTPUT, await buildApiOperationsModule());
  console.log(`Wrote ${path.relative(process.cwd(), API_OPERATIONS_OUTPUT)}`);
}
