import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { thaiIssueMessage } from '@/lib/zod-thai';

export type IssueMessage = z.core.$ZodErrorMap;

type Issue = Parameters<IssueMessage>[0];

/** SPEC §5's words for a missing value and a value of the wrong type: 'Required', 'Expected number, received string'. */
export function specTypeMessage(issue: Issue & { code: 'invalid_type' }): string {
  if (issue.input === undefined) return 'Required';
  const received = issue.input === null ? 'null' : Array.isArray(issue.input) ? 'array' : typeof issue.input;
  return `Expected ${issue.expected}, received ${received}`;
}

const english = z.locales.en().localeError;
const thai = z.locales.th().localeError;

/**
 * The words of a request's validation issues in the caller's language (an API answer's language, ./api-messages.ts):
 * English is SPEC §5's and zod's English; Thai is the forms' own Thai (src/lib/zod-thai.ts). A schema's own message
 * still wins, and is looked up in the catalogue with the rest of the answer.
 */
const ISSUE_MESSAGES: Record<Locale, IssueMessage> = {
  en: (issue) => (issue.code === 'invalid_type' ? specTypeMessage(issue) : english(issue)),
  th: (issue) => thaiIssueMessage(issue) ?? thai(issue),
};

export function issueMessageIn(locale: Locale): IssueMessage {
  return ISSUE_MESSAGES[locale];
}
