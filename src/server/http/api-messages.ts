import 'server-only';
import { CATALOGUES } from '@/i18n/catalogues';
import { LOCALES, negotiateLocale, type Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { datesFor, parseThaiDateTimeText } from '@/lib/dates';

// 'Invalid cookie' (INVALID_COOKIE_MESSAGE, src/server/errors.ts) deliberately has no entry: SPEC §8's client reloads on
// that exact text, so it is answered in English whatever the caller's language.

/**
 * The API's `{ message }` in the caller's language (docs/languages.md, "What the server writes"). The verbs throw their
 * refusals as plain text, in Thai or in SPEC §8's English; the `ApiMessages` namespace holds each of those texts in
 * both languages, its arguments as `{name}`. An answer's message is looked up by its text in either language and
 * written again in the language asked for. Looking up the text rather than passing a key keeps the verbs (and their
 * tests) as they are, and a test over `src/server` fails when a thrown text has no entry.
 */

/** The language of an API answer: the `Accept-Language` header, else Thai (the portal's own screens send their page's). */
export function apiLocaleOf(request: Request): Locale {
  return negotiateLocale(request.headers.get('accept-language'));
}

type Pattern = { key: string; names: string[]; regex: RegExp; literalLength: number; isFragment: boolean };
type Index = { exact: Map<string, string>; patterns: Pattern[] };

const ARGUMENT = /\{(\w+)\}/g;
/** A field's path before a message ("body.endDate: …", "params.id: …"), as zod's issues and the verbs write it. */
const FIELD_PREFIX = /^([A-Za-z_$][\w$.[\]]*): ([\s\S]+)$/;

function flatten(messages: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${name}`, value] as [string, string]]
      : flatten(value as Record<string, unknown>, `${prefix}${name}.`),
  );
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let index: Index | null = null;

/** Every entry in every language: a text without arguments by its exact words, the others as anchored patterns. */
function apiMessageIndex(): Index {
  if (index) return index;
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const locale of LOCALES) {
    for (const [key, text] of flatten(CATALOGUES[locale].ApiMessages)) {
      const names = [...text.matchAll(ARGUMENT)].map((match) => match[1]);
      if (names.length === 0) {
        if (!exact.has(text)) exact.set(text, key);
        continue;
      }
      const literals = text.split(ARGUMENT).filter((_, position) => position % 2 === 0);
      const source = literals.map(escapeRegex).join('([\\s\\S]+?)');
      patterns.push({
        key,
        names,
        regex: new RegExp(`^${source}$`),
        literalLength: literals.join('').length,
        isFragment: key.startsWith('actions.'),
      });
    }
  }
  // The most specific pattern first: "Round {round} not found in this session group" before "Round {round} not found…".
  patterns.sort((a, b) => b.literalLength - a.literalLength);
  index = { exact, patterns };
  return index;
}

/** `message` in `locale`; a text with no entry is answered as it was thrown. */
export function localizeApiMessage({ message, locale }: { message: string; locale: Locale }): string {
  return localize(message, locale, 0) ?? message;
}

const MAX_DEPTH = 2;

type Translate = (key: string, values?: Record<string, string>) => string;
const translators = new Map<Locale, Translate>();
/** A text without arguments in a language, written once: a success's `Bookmarked` is on the deadline hour's path. */
const fixedTexts = new Map<string, string>();

function translatorOf(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = translatorFor({ locale, namespace: 'ApiMessages' }) as unknown as Translate;
    translators.set(locale, translate);
  }
  return translate;
}

function localize(message: string, locale: Locale, depth: number): string | null {
  const { exact, patterns } = apiMessageIndex();
  const translate = translatorOf(locale);
  const exactKey = exact.get(message);
  if (exactKey) {
    const cacheKey = `${locale}\u0000${exactKey}`;
    let text = fixedTexts.get(cacheKey);
    if (text === undefined) {
      text = translate(exactKey);
      fixedTexts.set(cacheKey, text);
    }
    return text;
  }
  // The field's path first, so that a pattern that starts with an argument ("{label}ยาวได้ไม่เกิน…") cannot take the
  // path into its argument.
  const field = FIELD_PREFIX.exec(message);
  if (field) {
    const rest = localize(field[2], locale, depth);
    if (rest) return `${field[1]}: ${rest}`;
  }
  for (const pattern of patterns) {
    // An action ("จัดอันดับผู้สมัครของรอบที่ {round}") is only ever an argument; as a whole message it would swallow the
    // sentence around it ("… ได้ตั้งแต่ …") into its last argument.
    if (pattern.isFragment && depth === 0) continue;
    const match = pattern.regex.exec(message);
    if (!match) continue;
    // An argument may itself be a text of the catalogue ("หมดเขต{what}…" with what = "ส่งอันดับของรอบที่ 1") or a date
    // written for the thrown language.
    const values = Object.fromEntries(pattern.names.map((name, position) => [name, localizeArgument(match[position + 1], locale, depth)]));
    return translate(pattern.key, values);
  }
  // describeIssues joins one line per issue with "; ".
  const parts = message.split('; ');
  if (parts.length > 1) {
    const localized = parts.map((part) => localize(part, locale, depth));
    if (localized.some(Boolean)) return localized.map((part, position) => part ?? parts[position]).join('; ');
  }
  return null;
}

function localizeArgument(value: string, locale: Locale, depth: number): string {
  const date = parseThaiDateTimeText(value);
  if (date) return datesFor(locale).formatDateTime(date);
  if (depth >= MAX_DEPTH) return value;
  return localize(value, locale, depth + 1) ?? value;
}
