import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '@/i18n/catalogues';
import { LOCALES } from '@/i18n/locales';
import {
  API_OPERATIONS_OUTPUT,
  OPENAPI_OUTPUTS,
  buildApiOperationsModule,
  buildOpenApiDocument,
  operationKeys,
  serializeOpenApiDocument,
} from '../../scripts/openapi';

const THAI_LETTER = /[\u0E00-\u0E7F]/;
const TEXT_KEYS = new Set(['title', 'summary', 'description']);

/**
 * The texts of a document a person reads, with where they are: titles, summaries and descriptions (the document's,
 * the operations', the answers', the security schemes' and the schemas'), and the scopes' descriptions. A property of
 * a schema that happens to be named `description` or `scopes` is a schema, not a text.
 */
function textsOf(node: unknown, key = '', where = ''): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((item, index) => textsOf(item, key, `${where}/${index}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([name, value]): [string, string][] => {
    const at = `${where}/${name}`;
    if (typeof value === 'string') return (key !== 'properties' && TEXT_KEYS.has(name)) || key === 'scopes' ? [[at, value]] : [];
    return textsOf(value, key === 'properties' ? '(property)' : name, at);
  });
}

/** The document with every text replaced by the same mark: what is left is the paths, methods and schemas. */
function withoutTexts(document: unknown): unknown {
  const texts = new Set(textsOf(document).map(([at]) => at));
  const walk = (node: unknown, where: string): unknown => {
    if (texts.has(where)) return '(text)';
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${where}/${index}`));
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([name, value]) => [name, walk(value, `${where}/${name}`)]));
  };
  return walk(document, '');
}

describe('the OpenAPI documents', () => {
  it.each(LOCALES)('are up to date with the route handlers and the catalogues: %s (run `npm run openapi`)', async (locale) => {
    const generated = serializeOpenApiDocument(await buildOpenApiDocument({ locale }));
    expect(readFileSync(OPENAPI_OUTPUTS[locale], 'utf8')).toBe(generated);
  });

  it("keeps the typed client's map of operations up to date (src/lib/api-operations.generated.ts)", async () => {
    expect(readFileSync(API_OPERATIONS_OUTPUT, 'utf8')).toBe(await buildApiOperationsModule());
  });

  it('declares the answer of every operation (route({ response })), so the document and the typed client know it', async () => {
    const document = await buildOpenApiDocument({ locale: 'en' });
    const undeclared = Object.entries(document.paths).flatMap(([path, operationsByMethod]) =>
      Object.entries(operationsByMethod as Record<string, { responses: Record<string, { description: string }> }>)
        .filter(([, operation]) =>
          Object.entries(operation.responses).every(
            ([status, answer]) => !/^[23]/.test(status) || (answer.description === 'Success' && !('content' in answer)),
          ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('summarises every operation in the catalogues (OpenApi.operations), one key each, and holds no key of a gone route', async () => {
    const keys = await operationKeys();
    expect(keys.length).toBeGreaterThan(20);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(CATALOGUES.th.OpenApi.operations).sort()).toEqual([...keys].sort());
  });

  it('has the same paths, methods and schemas in Thai and English, only described in each language', async () => {
    const [thai, english] = await Promise.all([buildOpenApiDocument({ locale: 'th' }), buildOpenApiDocument({ locale: 'en' })]);
    expect(withoutTexts(thai)).toEqual(withoutTexts(english));
    const thaiTexts = textsOf(thai);
    expect(thaiTexts.map(([at]) => at)).toEqual(textsOf(english).map(([at]) => at));
    // The texts found are the whole document's: every operation's summary, and its answers at least.
    const operations = Object.values(thai.paths).flatMap((byMethod) => Object.values(byMethod));
    expect(thaiTexts.length).toBeGreaterThan(operations.length * 2);
    expect(thaiTexts.filter(([at]) => at.includes('/schema')).length).toBeGreaterThan(0);
  });

  it('has no Thai letter in the English document', () => {
    expect(readFileSync(OPENAPI_OUTPUTS.en, 'utf8')).not.toMatch(THAI_LETTER);
  });

  it('leaves no text of the Thai document in English (names such as OAuth, PKCE or JSON stay inside Thai sentences)', async () => {
    const document = JSON.parse(readFileSync(OPENAPI_OUTPUTS.th, 'utf8')) as unknown;
    expect(textsOf(document).filter(([, text]) => !THAI_LETTER.test(text))).toEqual([]);
  });
});
