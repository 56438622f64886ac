import type { Locale } from '@/i18n/locales';

type Text = string | null | undefined;

/**
 * A record's name in the reader's language when it has one, else in the other (docs/languages.md):
 * `nameIn({ locale, th: company.companyNameTh, en: company.companyNameEn })`.
 */
export function nameIn({ locale, th, en }: { locale: Locale; th: Text; en: Text }): string {
  const first = (locale === 'en' ? en : th)?.trim();
  const other = (locale === 'en' ? th : en)?.trim();
  return first || other || '';
}

/** A person's full name in the reader's language, else in the other: given name and family name joined by a space. */
export function personNameIn({
  locale,
  th,
  en,
}: {
  locale: Locale;
  th: { firstName: Text; lastName: Text };
  en: { firstName: Text; lastName: Text };
}): string {
  const join = (name: { firstName: Text; lastName: Text }) =>
    [name.firstName, name.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
  return nameIn({ locale, th: join(th), en: join(en) });
}
