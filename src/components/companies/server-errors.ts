import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '@/i18n/locales';
import { ApiError, errorMessage } from '@/lib/api-client';
import { splitValidationMessage } from '@/lib/validation-message';
import { thaiValidationText } from '@/lib/zod-thai';

/** The portal's English validation texts, by the key of their text in the CompanyServerErrors namespace. */
const MESSAGE_KEYS = [
  [/^Expected a web address/, 'webAddress'],
  [/^Expected a LINE id/, 'lineId'],
  [/^Expected 5 digits$/, 'postalCode'],
  [/^Password must be at least (\d+) characters$/, 'passwordLength'],
  [/^Expected a valid email address$/, 'email'],
  [/^Use 3–50 letters/, 'username'],
  [/^No company type has this id$/, 'companyType'],
  [/^No company size has this id$/, 'companySize'],
  [/^This username is already taken$/, 'usernameTaken'],
  [/^Another company already has this name$/, 'nameTaken'],
] as const;

type ServerMessages = ReturnType<typeof useTranslations<'CompanyServerErrors'>>;

/**
 * The server's English validation texts in the page's language, for inline field errors; anything else is shown as
 * sent (in Thai, zod's generic texts are turned into Thai as before).
 */
export function serverErrorText({ t, locale }: { t: ServerMessages; locale: Locale }) {
  const toText = (message: string): string => {
    for (const [pattern, key] of MESSAGE_KEYS) {
      const match = pattern.exec(message);
      if (match) return message.replace(pattern, t(key, { min: match[1] ?? '' }));
    }
    return locale === 'th' ? thaiValidationText(message) : message;
  };

  /**
   * Splits a 400's `body.field: message; …` into per-field messages; what names no field (or another status) comes
   * back as `general`.
   */
  const fieldErrorsOf = (error: unknown): { fields: Record<string, string>; general: string | null } => {
    if (!(error instanceof ApiError) || error.status !== 400) return { fields: {}, general: toText(errorMessage(error)) };
    const fields: Record<string, string> = {};
    const rest: string[] = [];
    for (const { path, text } of splitValidationMessage(error.message)) {
      if (path && !path.includes('.') && !(path in fields)) fields[path] = toText(text);
      else rest.push(toText(path ? `${path}: ${text}` : text));
    }
    return { fields, general: rest.length ? rest.join(' ') : null };
  };

  return { toText, fieldErrorsOf };
}

/** serverErrorText in the page's language, for a client component (its page hands down CompanyServerErrors). */
export function useServerErrorText() {
  const t = useTranslations('CompanyServerErrors');
  const locale = useLocale();
  return useMemo(() => serverErrorText({ t, locale }), [t, locale]);
}
