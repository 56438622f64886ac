// Property-based fuzzing of every operation of the OpenAPI document (docs/security.md, "Fuzzing the REST surface").
// Inputs that break an operation's schema (path ids, query, body) must be refused with a 4xx `{ message }`,
// never a 5xx, and must change no row count of any table. Reproduce a failure with the seed and path that
// fast-check prints: FUZZ_SEED=<seed> FUZZ_OPERATION="<METHOD> <path>" npx vitest run tests/integration/http/fuzz
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import { OAUTH_SCOPE_NAMES } from '@/lib/oauth';
import type { Role } from '@/lib/roles';
import { isBearerAuth, type RouteHandler } from '@/server/http';
import { TEST_ORIGIN, callRoute } from '../../../support/api';
import {
  createOpening,
  createPeopleOfEveryRole,
  createPerson,
  createSession,
  createSessionGroup,
  enrollStudent,
  setEnvironment,
  type TestPerson,
} from '../../../support/fixtures';
import { testDatabase } from '../../../support/per-file-setup';
import { createAccessToken, makeClient } from '../../oauth/harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** Generated cases per operation and input part (path, query, body); the fixed edge cases come on top. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const ONLY_OPERATION = process.env.FUZZ_OPERATION;

const ROOT = process.cwd();
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};
type OpenApiOperation = {
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  'x-roles'?: Role[];
};
// Either language's document: they differ only in their descriptions (tests/unit/openapi.test.ts).
const openApi = JSON.parse(readFileSync(path.join(ROOT, 'src/app/api/openapi.json/openapi.en.generated.json'), 'utf8')) as {
  paths: Record<string, Record<string, OpenApiOperation>>;
};
const operations = Object.entries(openApi.paths).flatMap(([apiPath, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${apiPath}`,
    method: method.toUpperCase(),
    apiPath,
    operation,
  })),
);
type Operation = (typeof operations)[number];

/** `/api/sessions/{sessionId}/openings` → src/app/api/sessions/[sessionId]/openings/route.ts */
function moduleFileOf(apiPath: string): string {
  return path.join(ROOT, 'src/app', apiPath.replace(/\{([^}]+)\}/g, '[$1]'), 'route.ts');
}

/**
 * Operations that read their body themselves (OAuth form or JSON bodies, the multipart upload), outside the
 * route's zod `body`: any junk body sent to them must be refused like a schema-breaking one.
 */
const SELF_PARSED_BODY = new Set([
  'POST /api/oauth/token',
  'POST /api/oauth/revoke',
  'POST /api/idp/submit',
  'POST /api/files/upload/{slotId}',
  'POST /api/line/webhook',
]);
/** Writes without any input: whatever junk comes along, they do their one job (so they are only checked for 5xx). */
const NO_INPUT_WRITES = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/reassume-identity',
  'DELETE /api/auth/sessions',
  'POST /api/notifications/read-all',
  'POST /api/student/me/email-verification',
  'POST /api/calendar-feed',
  'DELETE /api/calendar-feed',
  'DELETE /api/line/link',
]);
/**
 * Tables whose row counts an operation may change even when it refuses or ignores junk input, and why.
 * Everything else must be exactly as before the operation's batch.
 */
/** Operations that exist or work only when configured get a configuration, so their input is read at all. */
const ENVIRONMENT: Record<string, Record<string, string>> = {
  'GET /api/auth/devlogin': { DEV_LOGIN_SECRET: 'fuzz-dev-login-secret' },
  'GET /api/auth/courseville/start': {
    COURSEVILLE_CLIENT_ID: 'fuzz-client',
    COURSEVILLE_CLIENT_SECRET: 'fuzz-secret',
    COURSEVILLE_AUTHORIZE_URL: 'https://courseville.invalid/authorize',
    COURSEVILLE_TOKEN_URL: 'https://courseville.invalid/token',
    COURSEVILLE_USERINFO_URL: 'https://courseville.invalid/userinfo',
    COURSEVILLE_REDIRECT_URI: 'http://localhost:3000/',
  },
  ...Object.fromEntries(
    ['GET /api/line/link', 'DELETE /api/line/link', 'GET /api/line/link/callback', 'GET /api/line/status', 'POST /api/line/webhook'].map(
      (operation) => [
        operation,
        {
          LINE_LOGIN_CHANNEL_ID: 'fuzz-line-login',
          LINE_LOGIN_CHANNEL_SECRET: 'fuzz-line-login-secret',
          LINE_MESSAGING_CHANNEL_SECRET: 'fuzz-line-messaging-secret',
          LINE_MESSAGING_ACCESS_TOKEN: 'fuzz-line-token',
          LINE_API_URL: 'https://line.invalid',
          LINE_ACCESS_URL: 'https://line.invalid',
        },
      ],
    ),
  ),
};
const MAY_CHANGE: Record<string, string[]> = {
  // Logging out ends the caller's (throwaway) login session whatever body it sends: the route takes no input.
  'POST /api/auth/logout': ['login_sessions'],
  // Making the caller's calendar feed URL takes no input: it makes the one row of the caller whatever body it sends.
  'POST /api/calendar-feed': ['calendar_feed_tokens'],
};

// ---- Junk generators -------------------------------------------------------------------------------------

const THAI = [...'กขคงจฉชซญดตถทนบปผพฟมยรลวศษสหอฮะาำิีึืุู่้๊๋็์เแโใไๆ๐๑๒๓๔๕๖๗๘๙'];
const HUGE_STRING = 'ก'.repeat(100_000);
const TWO_MB = 2 * 1024 * 1024;
const junkStringConstants = [
  '',
  ' ',
  'null',
  'true',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '1e309',
  '9999999999',
  '99999999999999999999999999',
  ' 1',
  '๑๒๓',
  '１２３',
  'ภาษาไทย',
  '\uD800',
  'a\uDFFFb',
  'ไทย\uD83D',
  '\u0000',
  'a\u0000b',
  '\uFEFF1',
  '../../etc/passwd',
  "1' or '1'='1",
  '<script>alert(1)</script>',
  '%00',
  '%E0%B8',
  'x'.repeat(201),
  HUGE_STRING,
];
const thaiString = fc.string({ unit: fc.constantFrom(...THAI), minLength: 1, maxLength: 40 });
const loneSurrogate = fc
  .constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF')
  .chain((half) => fc.string({ maxLength: 5 }).map((text) => `${text}${half}${text}`));
const junkString = fc.oneof(
  thaiString,
  loneSurrogate,
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...junkStringConstants),
);
const junkNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -(2 ** 53), 2 ** 31, -(2 ** 31) - 1, 1.5, -0.0001, 0, -1, 1e-320),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const junkScalar = fc.oneof(junkString, junkNumber, fc.boolean(), fc.constant(null));
const junkKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'ไทย', '\uD800', ''), fc.string({ maxLength: 8 }));
const { junk: junkValue } = fc.letrec<{ junk: unknown }>((tie) => ({
  junk: fc.oneof(
    { depthSize: 'small' },
    junkScalar,
    fc.array(tie('junk'), { maxLength: 4 }),
    fc.dictionary(junkKey, tie('junk'), { maxKeys: 4 }),
  ),
}));

function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  const add = (type: string) => types.add(type === 'integer' ? 'number' : type);
  if (typeof schema.type === 'string') add(schema.type);
  if (Array.isArray(schema.type)) schema.type.forEach(add);
  for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) typesOf(member).forEach(add);
  for (const value of schema.enum ?? (schema.const !== undefined ? [schema.const] : [])) add(value === null ? 'null' : typeof value);
  return types;
}

/** A value of a type the schema does not declare (an `integer` also gets fractional and out-of-range numbers). */
function wrongTypeFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const declared = typesOf(schema);
  const pools: [string, fc.Arbitrary<unknown>][] = [
    ['string', junkString],
    ['number', junkNumber],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['array', fc.array(junkValue, { maxLength: 4 })],
    ['object', fc.dictionary(junkKey, junkValue, { maxKeys: 4 })],
  ];
  const wrong = pools.filter(([type]) => !declared.has(type)).map(([, arbitrary]) => arbitrary);
  if (schema.type === 'integer' || schema.enum || (schema as { pattern?: string }).pattern) wrong.push(junkNumber, junkString);
  return wrong.length ? fc.oneof(...wrong) : junkValue;
}

/** A body built from the operation's schema with at least one property of the wrong type, or junk as a whole. */
function brokenBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const wholeJunk = fc.oneof(
    junkScalar,
    fc.array(junkValue, { maxLength: 4 }),
    fc.dictionary(junkKey, junkValue, { maxKeys: 4 }),
    wrongTypeFor(schema),
  );
  const properties = Object.entries(schema.properties ?? {});
  if (!properties.length) return wholeJunk;
  const base = fc.record(Object.fromEntries(properties.map(([name, property]) => [name, fc.oneof(wrongTypeFor(property), junkValue)])), {
    requiredKeys: [],
  });
  const withOneBroken = fc
    .tuple(base, fc.constantFrom(...properties))
    .chain(([object, [name, property]]) => wrongTypeFor(property).map((value) => ({ ...object, [name]: value })));
  return fc.oneof({ weight: 3, arbitrary: withOneBroken }, { weight: 1, arbitrary: wholeJunk });
}

/** The body as raw JSON text, sometimes with every key written twice (JSON.parse keeps the last, which is the broken one). */
function rawJson(value: unknown, duplicateWith: unknown | undefined): string {
  if (duplicateWith === undefined || !value || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value) ?? 'null';
  const members = Object.entries(value).flatMap(([key, item]) => [
    `${JSON.stringify(key)}:${JSON.stringify(duplicateWith) ?? 'null'}`,
    `${JSON.stringify(key)}:${JSON.stringify(item) ?? 'null'}`,
  ]);
  return `{${members.join(',')}}`;
}

type RawBody = { label: string; text: string; contentType?: string; form?: FormData };

const FIXED_BODIES: RawBody[] = [
  { label: 'empty body', text: '' },
  { label: 'blank body', text: ' \n\t ' },
  { label: 'truncated JSON', text: '{"a":' },
  { label: 'single-quoted JSON', text: "{'a':1}" },
  { label: 'NaN', text: 'NaN' },
  { label: 'null', text: 'null' },
  { label: 'empty array', text: '[]' },
  { label: 'number overflowing to Infinity', text: '1e999' },
  { label: 'Thai string', text: '"ภาษาไทยล้วน"' },
  { label: 'escaped lone surrogate', text: '{"x":"\\ud800","y":["\\udfff"]}' },
  { label: 'raw lone surrogate', text: '"\uD800"' },
  { label: 'NUL character', text: '{"x":"\\u0000"}' },
  { label: 'byte order mark', text: '\uFEFF{}' },
  { label: '100 000 nested arrays', text: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { label: '20 000 nested objects', text: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}` },
  { label: '2 MB JSON string', text: JSON.stringify({ x: 'a'.repeat(TWO_MB) }) },
  { label: 'form-encoded junk', text: 'a=1&b=%E0%B8%81&c=%ZZ&&=', contentType: 'application/x-www-form-urlencoded' },
  {
    label: 'multipart junk',
    text: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\njunk\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
  },
  { label: 'multipart without boundary', text: 'junk', contentType: 'multipart/form-data' },
];

/** Bodies aimed at a schema's own property names: each one 2 MB of Thai, and each one duplicated with a broken last value. */
function bodiesForSchema(schema: JsonSchema | undefined): RawBody[] {
  const names = Object.keys(schema?.properties ?? {});
  return names.flatMap((name) => [
    { label: `2 MB of Thai in ${name}`, text: JSON.stringify({ [name]: 'ก'.repeat(Math.ceil(TWO_MB / 3)) }) },
    { label: `duplicated key ${name}`, text: `{"${name}":"ok","${name}":{"$junk":["\\ud800",1e308]}}` },
  ]);
}

const OAUTH_FORM_KEYS = [
  'grant_type',
  'client_id',
  'client_secret',
  'code',
  'redirect_uri',
  'code_verifier',
  'refresh_token',
  'token',
  'token_type_hint',
  'scope',
  'requestId',
  'decision',
  'expires',
  'signature',
  'file',
];
const junkForm = fc.dictionary(
  fc.oneof(fc.constantFrom(...OAUTH_FORM_KEYS), junkKey),
  fc.oneof(junkString, fc.constantFrom('client_credentials', 'authorization_code', 'refresh_token', 'allow', 'deny')),
  { maxKeys: 6 },
);
/** Header values are bytes: Thai arrives as its UTF-8 bytes read one per character, as Node reads them off the wire. */
const utf8Bytes = (text: string) => Buffer.from(text).toString('latin1');
const junkAuthorization = fc.constantFrom(
  undefined,
  'Basic !!!',
  `Basic ${Buffer.from('ไทย:\u0000').toString('base64')}`,
  'Basic Og==',
  'Bearer ',
  utf8Bytes('Bearer ไทย'),
  `Bearer ${'x'.repeat(5000)}`,
);

// ---- Requests ------------------------------------------------------------------------------------------

type Answer = { status: number; body: unknown; text: string };

async function sendRequest(
  operation: Operation,
  handler: RouteHandler,
  input: {
    params: Record<string, string>;
    query: Record<string, string | string[]>;
    body?: RawBody;
    cookie?: string;
    authorization?: string;
  },
): Promise<Answer> {
  const url = urlOf(operation, input.query);
  const headers = new Headers();
  if (input.cookie) headers.set('cookie', input.cookie);
  if (input.authorization) headers.set('authorization', input.authorization);
  if (operation.method !== 'GET') headers.set('origin', TEST_ORIGIN);
  const hasBody = input.body !== undefined && operation.method !== 'GET';
  // A FormData body brings its own multipart content type and boundary.
  if (hasBody && !input.body!.form) headers.set('content-type', input.body!.contentType ?? 'application/json');
  const request = new Request(url, {
    method: operation.method,
    headers,
    body: hasBody ? (input.body!.form ?? input.body!.text) : undefined,
  });
  const response = await handler(request, { params: Promise.resolve(input.params) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A file or a redirect.
  }
  return { status: response.status, body, text };
}

function urlOf(operation: Operation, query: Record<string, string | string[]>): URL {
  const url = new URL(operation.apiPath, TEST_ORIGIN);
  for (const [key, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item);
  return url;
}

/** The query exactly as route() reads it from the URL (a lone surrogate has become U+FFFD on the way). */
function queryAsRead(operation: Operation, query: Record<string, string | string[]>): Record<string, string | string[]> {
  const read: Record<string, string | string[]> = {};
  for (const [key, value] of urlOf(operation, query).searchParams) {
    const previous = read[key];
    read[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return read;
}

/** The body as route() reads it, or `refused` when it is not JSON at all. */
function bodyAsRead(body: RawBody): { value: unknown } | 'refused' {
  const text = new TextDecoder().decode(new TextEncoder().encode(body.text));
  if (text.trim() === '') return { value: undefined };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return 'refused';
  }
}

const passes = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

function preview(answer: Answer) {
  return `${answer.status} ${answer.text.slice(0, 300)}`;
}

function hasMessage(answer: Answer) {
  const body = answer.body as { message?: unknown } | null;
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof body.message === 'string';
}

function expectRefused(answer: Answer, what: string) {
  if (answer.status < 400 || answer.status >= 500 || !hasMessage(answer))
    throw new Error(`${what}: expected a 4xx { message }, got ${preview(answer)}`);
}

function expectNoServerError(answer: Answer, what: string) {
  if (answer.status >= 500 || (answer.status >= 400 && !hasMessage(answer)))
    throw new Error(`${what}: expected no 5xx (and { message } on a 4xx), got ${preview(answer)}`);
}

// ---- Database snapshot ---------------------------------------------------------------------------------

let db: Database;
let countSql: string;

async function rowCounts(): Promise<Record<string, number>> {
  const result = (await db.execute(sql.raw(countSql))) as unknown as { rows: { name: string; count: number }[] };
  return Object.fromEntries(result.rows.map((row) => [row.name, Number(row.count)]));
}

function changedCounts(before: Record<string, number>, after: Record<string, number>, allowed: string[]) {
  return Object.fromEntries(
    Object.keys(before)
      .filter((table) => before[table] !== after[table] && !allowed.includes(table))
      .map((table) => [table, `${before[table]} → ${after[table]}`]),
  );
}

// ---- Fixtures ------------------------------------------------------------------------------------------

let people: Record<Role, TestPerson>;
let validIds: Record<string, string>;
/** Tokens with every scope, of a person and of the client itself, for the bearer operations. */
let bearerAuthorization: Record<'user' | 'machine', string>;
/** The signed fields of a real upload slot of the student's, so junk multipart reaches the file checks. */
let uploadFields: Record<string, string>;
const UPLOAD_OPERATION = 'POST /api/files/upload/{slotId}';
/** Roles other than roleFor's choice: the upload slot is the student's. */
const ROLE_OF: Record<string, Role> = { [UPLOAD_OPERATION]: 'student' };

beforeAll(async () => {
  db = (await testDatabase()).db;
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  countSql = tables.rows
    .map(({ table_name: name }) => `select '${name}' as name, count(*)::int as count from "${name}"`)
    .join(' union all ');

  people = await createPeopleOfEveryRole(db);
  const group = await createSessionGroup(db, { roundCount: 2 });
  const session = await createSession(db, group.sessionGroupId);
  const opening = await createOpening(db, session.sessionId, people.company_user.companyId!);
  await enrollStudent(db, session.sessionId, people.student.studentId!);
  const { POST: askForUploadSlot } = await import('@/app/api/student/upload/route');
  const slot = await callRoute<{ url: string; fields: Record<string, string> }>('POST', askForUploadSlot, {
    body: { type: 'STUDENT_TRANSCRIPT' },
    cookie: people.student.cookie,
  });
  expect(slot.status).toBe(200);
  uploadFields = slot.body.fields;
  // Ids of rows that exist, so a broken body or query reaches validation on a real target.
  validIds = {
    sessionId: String(session.sessionId),
    sessionGroupId: String(group.sessionGroupId),
    openingId: String(opening.openingId),
    companyId: String(people.company_user.companyId),
    studentId: people.student.studentId!,
    platformUid: people.company_user.platformUid,
    round: '1',
    id: '1',
    providerId: '1',
    fileId: '1',
    clientId: 'fuzz-client',
    key: 'fuzz.key',
    kind: 'MIDTERM',
    profileToken: '00000000-0000-4000-8000-000000000000',
    token: '00000000-0000-4000-8000-000000000000',
    slotId: slot.body.url.split('/').pop()!,
  };
  const { clientId } = await makeClient(db, people.admin.platformUid);
  bearerAuthorization = {
    user: await createAccessToken(db, { clientId, platformUid: people.student.platformUid, scopes: [...OAUTH_SCOPE_NAMES] }),
    machine: await createAccessToken(db, { clientId, platformUid: null, scopes: [...OAUTH_SCOPE_NAMES] }),
  };
}, 120_000);

async function handlerOf(operation: Operation): Promise<RouteHandler> {
  const file = moduleFileOf(operation.apiPath);
  if (!existsSync(file)) throw new Error(`${operation.name}: no route module at ${path.relative(ROOT, file)}`);
  const routeModule = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, RouteHandler | undefined>;
  const handler = routeModule[operation.method];
  if (!handler?.definition) throw new Error(`${operation.name}: ${path.relative(ROOT, file)} exports no ${operation.method} route()`);
  return handler;
}

/** A role the operation allows: the admin where allowed, else its first role; `optional` routes get the admin too. */
function roleFor(auth: RouteHandler['definition']['auth']): Role | undefined {
  if (auth === 'public' || isBearerAuth(auth)) return undefined;
  if (auth === 'optional') return 'admin';
  return auth.includes('admin') ? 'admin' : auth[0];
}

// ---- The fuzz ------------------------------------------------------------------------------------------

const exercised = new Set<string>();
const selected = operations.filter((operation) => !ONLY_OPERATION || operation.name === ONLY_OPERATION);

describe('every operation of the OpenAPI document refuses schema-breaking input with a 4xx { message } and writes nothing', () => {
  for (const operation of selected) {
    it(
      operation.name,
      async () => {
        const restoreEnvironment = setEnvironment(ENVIRONMENT[operation.name] ?? {});
        try {
          await fuzz(operation);
        } finally {
          restoreEnvironment();
        }
      },
      180_000,
    );
  }

  it.runIf(!ONLY_OPERATION)('exercised every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.map((operation) => operation.name).filter((name) => !exercised.has(name))).toEqual([]);
  });
});

async function fuzz(operation: Operation) {
  const handler = await handlerOf(operation);
  const definition = handler.definition;
  const role = ROLE_OF[operation.name] ?? roleFor(definition.auth);
  // Input-less writes do their job whatever junk comes along (a logout ends the session), so they get a throwaway login.
  const isInputless = !definition.params && !definition.query && !definition.body;
  const cookie = role && (isInputless && operation.method !== 'GET' ? (await createPerson(db, role)).cookie : people[role].cookie);
  // A bearer operation gets a token it accepts, so the junk reaches its input's validation.
  const tokenAuthorization = isBearerAuth(definition.auth) ? bearerAuthorization[definition.auth.bearer.holder] : undefined;
  const send = (input: Parameters<typeof sendRequest>[2]) =>
    sendRequest(operation, handler, { ...input, authorization: input.authorization ?? tokenAuthorization });
  const bodySchema = operation.operation.requestBody?.content['application/json'].schema;
  const pathNames = operation.operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
  const queryNames = operation.operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  expect(pathNames.length > 0, 'path parameters in the document and the route agree').toBe(Boolean(definition.params));
  expect(Boolean(bodySchema), 'request body in the document and the route agree').toBe(Boolean(definition.body));

  const validParams = Object.fromEntries(pathNames.map((name) => [name, validIds[name] ?? '1']));
  const validQuery = {};
  const selfParsed = SELF_PARSED_BODY.has(operation.name);
  const allBodies = [...FIXED_BODIES, ...bodiesForSchema(bodySchema)];
  // A junk body that route() itself would refuse (always, for a route that parses its own body).
  const refusedBodies = allBodies.filter((body) => {
    if (!definition.body) return selfParsed;
    const read = bodyAsRead(body);
    return read === 'refused' || !passes(definition.body, read.value);
  });
  if (definition.body || selfParsed) expect(refusedBodies.length, 'fixed junk bodies left after dropping valid ones').toBeGreaterThan(5);
  if (definition.params)
    expect(passes(definition.params, validParams), `the fixture ids ${JSON.stringify(validParams)} are valid path ids`).toBe(true);
  if (definition.query && (definition.body || selfParsed))
    expect(passes(definition.query, queryAsRead(operation, validQuery)), 'an empty query is valid').toBe(true);
  const junkBodyFor = (index: number) =>
    refusedBodies.length ? refusedBodies[index % refusedBodies.length] : FIXED_BODIES[index % FIXED_BODIES.length];

  const before = await rowCounts();

  // 1. Path ids: every fixed junk string, then generated ones, in each path parameter in turn.
  if (definition.params) {
    const check = async (name: string, value: string, index: number) => {
      const params = { ...validParams, [name]: value };
      const body = junkBodyFor(index);
      const answer = await send({ params, query: validQuery, body, cookie });
      const what = `${operation.name} with path ${name}=${JSON.stringify(value.slice(0, 40))} and ${body.label}`;
      // A path id that fits its schema (a Thai studentId) names no row; only no 5xx is owed then, unless the body is refused.
      if (!passes(definition.params, params) || definition.body || selfParsed) expectRefused(answer, what);
      else expectNoServerError(answer, what);
    };
    let index = 0;
    for (const name of pathNames) for (const value of junkStringConstants) await check(name, value, (index += 1));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pathNames), junkString, fc.nat(), (name, value, bodyIndex) => check(name, value, bodyIndex)),
      { seed: SEED, numRuns: RUNS },
    );
  }

  // 2. Query strings: schema-breaking values (also repeated keys, which arrive as arrays) with valid path ids.
  if (definition.query) {
    const queryValue = fc.oneof(junkString, fc.array(junkString, { minLength: 2, maxLength: 3 }));
    const brokenQuery = fc
      .tuple(fc.constantFrom(...queryNames), queryValue, fc.dictionary(fc.constantFrom(...queryNames), queryValue, { maxKeys: 3 }))
      .map(([name, value, others]) => ({ ...others, [name]: value }))
      .filter((query) => !passes(definition.query, queryAsRead(operation, query)));
    await fc.assert(
      fc.asyncProperty(brokenQuery, fc.nat(), async (query, bodyIndex) => {
        const answer = await send({
          params: validParams,
          query,
          body: definition.body || selfParsed ? junkBodyFor(bodyIndex) : undefined,
          cookie,
        });
        expectRefused(answer, `${operation.name} with query ${JSON.stringify(query).slice(0, 200)}`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }

  // 3. Bodies: the fixed junk, then generated bodies that break the operation's schema, against existing rows.
  if (definition.body || selfParsed) {
    for (const body of refusedBodies) {
      const answer = await send({ params: validParams, query: validQuery, body, cookie });
      expectRefused(answer, `${operation.name} with ${body.label}`);
    }
  }
  if (definition.body && bodySchema) {
    const brokenRaw = fc
      .tuple(brokenBody(bodySchema), fc.option(junkValue, { freq: 3 }))
      .map(([value, duplicateWith]) => rawJson(value, duplicateWith ?? undefined))
      .filter((text) => {
        const read = bodyAsRead({ label: '', text });
        return read === 'refused' || !passes(definition.body, read.value);
      });
    await fc.assert(
      fc.asyncProperty(brokenRaw, async (text) => {
        const answer = await send({ params: validParams, query: validQuery, body: { label: 'generated', text }, cookie });
        expectRefused(answer, `${operation.name} with body ${text.slice(0, 200)}`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }
  if (selfParsed) {
    const formBody = fc
      .tuple(junkForm, fc.boolean())
      .map(([form, asJson]): RawBody =>
        asJson
          ? { label: 'JSON', text: JSON.stringify(form) }
          : { label: 'form', text: new URLSearchParams(form).toString(), contentType: 'application/x-www-form-urlencoded' },
      );
    await fc.assert(
      fc.asyncProperty(formBody, junkAuthorization, async (body, authorization) => {
        const answer = await send({ params: validParams, query: validQuery, body, cookie, authorization });
        expectRefused(answer, `${operation.name} with ${body.label} body ${body.text.slice(0, 200)} and authorization ${authorization}`);
      }),
      { seed: SEED, numRuns: RUNS * 2 },
    );
  }

  if (operation.name === UPLOAD_OPERATION) {
    // Multipart posts to the student's real slot, with or without its signed fields, none with a PDF in it.
    type Multipart = {
      expires: string | null;
      signature: string | null;
      file: { bytes: readonly number[]; name: string; type: string } | { text: string } | null;
    };
    const junkFile = fc.record({
      bytes: fc.oneof(fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }), fc.constant([...new TextEncoder().encode('%PD ไทย')])),
      name: junkString,
      type: fc.constantFrom('application/pdf', 'text/plain', '', 'ไทย'),
    });
    const multipart: fc.Arbitrary<Multipart> = fc.record({
      expires: fc.option(fc.oneof(fc.constant(uploadFields.expires), junkString)),
      signature: fc.option(fc.oneof(fc.constant(uploadFields.signature), junkString)),
      file: fc.option(
        fc.oneof(
          junkFile,
          junkString.map((text) => ({ text })),
        ),
      ),
    });
    const signedWith = (file: Multipart['file']): Multipart => ({ expires: uploadFields.expires, signature: uploadFields.signature, file });
    const fixed: [Multipart][] = [
      [signedWith(null)],
      [signedWith({ text: 'not a file' })],
      [signedWith({ bytes: [], name: 'empty.pdf', type: 'application/pdf' })],
      [signedWith({ bytes: [...new TextEncoder().encode('ไทย,csv\n')], name: 'ไทย\uD800.pdf', type: 'application/pdf' })],
      [signedWith({ bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], name: '../../etc/passwd', type: 'application/pdf' })],
    ];
    await fc.assert(
      fc.asyncProperty(multipart, async (parts) => {
        const form = new FormData();
        if (parts.expires !== null) form.set('expires', parts.expires);
        if (parts.signature !== null) form.set('signature', parts.signature);
        if (parts.file && 'bytes' in parts.file)
          form.set('file', new File([new Uint8Array(parts.file.bytes)], parts.file.name, { type: parts.file.type }));
        else if (parts.file) form.set('file', parts.file.text);
        const answer = await send({ params: validParams, query: validQuery, body: { label: 'multipart', text: '', form }, cookie });
        expectRefused(answer, `${operation.name} with multipart ${JSON.stringify(parts).slice(0, 300)}`);
      }),
      // The fixed examples carry the slot's valid signature, so the file checks themselves are reached.
      { seed: SEED, numRuns: RUNS * 4, examples: fixed },
    );
  }

  // 4. Parts without a schema: a junk query (ignored) and, for a write with no input at all, junk bodies.
  if (!definition.query || isInputless) {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(junkKey, junkString, { maxKeys: 3 }),
        junkAuthorization,
        fc.nat(),
        async (query, authorization, bodyIndex) => {
          const body = operation.method === 'GET' ? undefined : junkBodyFor(bodyIndex);
          const params = definition.params ? { ...validParams, [pathNames[0]]: 'x'.repeat(201) } : validParams;
          const answer = await send({ params, query, body, cookie, authorization });
          const what = `${operation.name} with junk query ${JSON.stringify(query).slice(0, 200)}${body ? ` and ${body.label}` : ''}`;
          // Still refused when something else is broken (a path id too long for any schema, a body).
          if (definition.params || definition.body || selfParsed) expectRefused(answer, what);
          else expectNoServerError(answer, what);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  }
  if (isInputless && !selfParsed && operation.method !== 'GET')
    expect(NO_INPUT_WRITES.has(operation.name), `${operation.name} takes no input: list it in NO_INPUT_WRITES or SELF_PARSED_BODY`).toBe(
      true,
    );

  const after = await rowCounts();
  expect(changedCounts(before, after, MAY_CHANGE[operation.name] ?? []), 'row counts changed by refused input').toEqual({});
  exercised.add(operation.name);
}
