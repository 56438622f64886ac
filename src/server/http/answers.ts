import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/**
 * What a route answers on success, declared in its definition (`route({ …, response })`): a zod schema of the JSON
 * body, or one of the answers that are not JSON. The OpenAPI document reads it, and outside production the wrapper
 * checks every JSON answer against it.
 */
export type ResponseContract = z.ZodType | OtherAnswer;

type OtherAnswer = { kind: 'file'; contentTypes: readonly string[] } | { kind: 'redirect' } | { kind: 'html' } | { kind: 'empty' };

/** A download (a report, an export, a stored file) of one of these content types. */
export const fileAnswer = (...contentTypes: string[]): OtherAnswer => ({ kind: 'file', contentTypes });
/** A 30x to another address (sign-in providers, signed file links). */
export const redirectAnswer: OtherAnswer = { kind: 'redirect' };
/** A page of HTML (a sent e-mail as its recipient saw it). */
export const htmlAnswer: OtherAnswer = { kind: 'html' };
/** No body. */
export const emptyAnswer: OtherAnswer = { kind: 'empty' };

export function isJsonContract(contract: ResponseContract | undefined): contract is z.ZodType {
  return contract instanceof z.ZodType;
}

/**
 * Off in production, where every answer would pay for it; on in development and in every test, so an answer that
 * drifts from its schema fails there first.
 */
const isAnswerChecked = process.env.NODE_ENV !== 'production';

export class AnswerContractError extends Error {}

/**
 * The JSON body must parse with the schema and carry nothing the schema does not declare (a field the schema
 * would strip is a field the OpenAPI document and the screens' types do not know about).
 */
export async function checkAnswer(contract: ResponseContract | undefined, answer: unknown, operation: string): Promise<void> {
  if (!isAnswerChecked || !isJsonContract(contract)) return;
  let body = answer;
  if (answer instanceof Response) {
    // An error the handler answered itself (the status endpoint's 503, an RFC 6749 error) is never declared.
    if (answer.status >= 400 || !(answer.headers.get('content-type') ?? '').includes('json')) return;
    body = await answer.clone().json();
  }
  const json: unknown = JSON.parse(JSON.stringify(body));
  const parsed = contract.safeParse(json);
  if (!parsed.success)
    throw new AnswerContractError(`${operation}: the answer does not match its schema: ${z.prettifyError(parsed.error)}`);
  const declared: unknown = JSON.parse(JSON.stringify(parsed.data));
  if (!isDeepStrictEqual(declared, json)) {
    throw new AnswerContractError(
      `${operation}: the answer carries what its schema does not declare: ${undeclaredPaths(json, declared).join(', ')}`,
    );
  }
}

function undeclaredPaths(actual: unknown, declared: unknown, at = '$'): string[] {
  if (Array.isArray(actual) && Array.isArray(declared))
    return actual.flatMap((item, index) => undeclaredPaths(item, declared[index], `${at}[${index}]`));
  if (actual && typeof actual === 'object' && declared && typeof declared === 'object') {
    return Object.entries(actual).flatMap(([key, value]) =>
      key in declared ? undeclaredPaths(value, (declared as Record<string, unknown>)[key], `${at}.${key}`) : [`${at}.${key}`],
    );
  }
  return isDeepStrictEqual(actual, declared) ? [] : [`${at} (changed by the schema)`];
}
