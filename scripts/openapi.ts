// npm run openapi — writes the OpenAPI document of the REST surface from the route handlers' own zod
// schemas and header comments, so the document cannot drift from the code (a unit test checks it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { OAUTH_SCOPES } from '@/lib/oauth';
import { isBearerAuth, isJsonContract, type ResponseContract, type RouteHandler } from '@/server/http';

const API_ROOT = path.join(process.cwd(), 'src/app/api');
export const OPENAPI_OUTPUT = path.join(API_ROOT, 'openapi.json/openapi.generated.json');
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

/** `// GET /api/x – does this; POST /api/x – does that` → summary per method. */
function summariesOf(file: string): Record<string, string> {
  const firstLine = readFileSync(file, 'utf8').split('\n')[0] ?? '';
  const summaries: Record<string, string> = {};
  for (const match of firstLine.replace(/^\/\/\s*/, '').matchAll(/(GET|POST|PUT|PATCH|DELETE)\s+\/\S*.*?\s[–-]\s+([^;]+)/g))
    summaries[match[1]] = match[2].trim();
  return summaries;
}

/** Inputs as the client sends them (before zod's transforms), answers as the server writes them. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete converted.$schema;
  return converted;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/** The success answer as the route declares it (`route({ response })`). */
function successResponse(contract: ResponseContract | undefined): Record<string, unknown> {
  if (!contract) return { description: 'Success' };
  if (isJsonContract(contract))
    return { description: 'Success', content: { 'application/json': { schema: jsonSchema(contract, 'output') } } };
  switch (contract.kind) {
    case 'file':
      return {
        description: 'The file',
        content: Object.fromEntries(contract.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      };
    case 'redirect':
      return { description: 'Redirect', headers: { Location: { schema: { type: 'string', format: 'uri' } } } };
    case 'html':
      return { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } };
    case 'empty':
      return { description: 'No content' };
  }
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export async function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const file of routeFiles(API_ROOT).sort()) {
    const routeModule = (await import(pathToFileURL(file).href)) as Partial<Record<(typeof METHODS)[number], RouteHandler>>;
    const summaries = summariesOf(file);
    const apiPath = apiPathOf(file);
    for (const method of METHODS) {
      const handler = routeModule[method];
      if (!handler?.definition) continue;
      const { auth, params, query, body, status, response } = handler.definition;
      const roles = Array.isArray(auth) ? auth : [];
      const bearer = isBearerAuth(auth) ? auth.bearer : undefined;
      const responses: Record<string, unknown> = { [String(status ?? 200)]: successResponse(response) };
      if (params || query || body) responses['400'] = errorResponse('Invalid input');
      if (roles.length) {
        responses['401'] = errorResponse('Not signed in');
        responses['403'] = errorResponse('Forbidden for this role');
      }
      if (bearer) {
        responses['401'] = errorResponse('No valid access token (RFC 6750 invalid_token)');
        responses['403'] = errorResponse('The token lacks the scope or permission (RFC 6750 insufficient_scope)');
      }
      if (params) responses['404'] = errorResponse('Not found');
      paths[apiPath] ??= {};
      paths[apiPath][method.toLowerCase()] = {
        summary: summaries[method] ?? `${method} ${apiPath}`,
        tags: [apiPath.split('/')[2] ?? 'api'],
        ...(roles.length ? { security: [{ loginSession: [] }], 'x-roles': roles } : {}),
        ...(bearer ? { security: [{ [bearer.holder === 'user' ? 'oauthUser' : 'oauthClient']: [bearer.scope] }], 'x-bearer': bearer } : {}),
        parameters: [...parametersOf(params, 'path'), ...parametersOf(query, 'query')],
        ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(body) } } } } : {}),
        responses,
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'CEDT Intern Portal API',
      version: '1.0.0',
      description: 'The REST surface of SPEC.md §7. Every error body is { message }.',
    },
    components: {
      securitySchemes: {
        loginSession: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
        oauthUser: {
          type: 'oauth2',
          description: "A person's access token from the authorization code grant (PKCE)",
          flows: { authorizationCode: { authorizationUrl: '/oauth/authorize', tokenUrl: '/api/oauth/token', scopes: OAUTH_SCOPES } },
        },
        oauthClient: {
          type: 'oauth2',
          description: "A client's own access token from the client credentials grant",
          flows: { clientCredentials: { tokenUrl: '/api/oauth/token', scopes: OAUTH_SCOPES } },
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
  writeFileSync(OPENAPI_OUTPUT, serializeOpenApiDocument(await buildOpenApiDocument()));
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_OUTPUT)}`);
  writeFileSync(API_OPERATIONS_OUTPUT, await buildApiOperationsModule());
  console.log(`Wrote ${path.relative(process.cwd(), API_OPERATIONS_OUTPUT)}`);
}
