import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  API_OPERATIONS_OUTPUT,
  OPENAPI_OUTPUT,
  buildApiOperationsModule,
  buildOpenApiDocument,
  serializeOpenApiDocument,
} from '../../scripts/openapi';

describe('the OpenAPI document', () => {
  it('is up to date with the route handlers (run `npm run openapi` after changing a route)', async () => {
    const generated = serializeOpenApiDocument(await buildOpenApiDocument());
    expect(readFileSync(OPENAPI_OUTPUT, 'utf8')).toBe(generated);
  });

  it("keeps the typed client's map of operations up to date (src/lib/api-operations.generated.ts)", async () => {
    expect(readFileSync(API_OPERATIONS_OUTPUT, 'utf8')).toBe(await buildApiOperationsModule());
  });

  it('declares the answer of every operation (route({ response })), so the document and the typed client know it', async () => {
    const document = await buildOpenApiDocument();
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

  it('documents every route with a summary from its header comment', async () => {
    const document = await buildOpenApiDocument();
    const operations = Object.values(document.paths).flatMap((operationsByMethod) => Object.values(operationsByMethod)) as {
      summary: string;
    }[];
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) expect(operation.summary).not.toMatch(/^(GET|POST|PUT|PATCH|DELETE) \//);
  });
});
