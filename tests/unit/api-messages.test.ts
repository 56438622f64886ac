// The API's messages in the caller's language (src/server/http/api-messages.ts, docs/languages.md): every text the
// server throws has an entry in `ApiMessages`, and an answer's message is written again in the language asked for.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '@/i18n/catalogues';
import { localizeApiMessage } from '@/server/http/api-messages';
import { SERVICE_UNAVAILABLE_MESSAGES } from '@/lib/api-client';

const THAI_LETTER = /[\u0E00-\u0E7F]/;
type Catalogue = { [key: string]: string | Catalogue };

function texts(catalogue: Catalogue): string[] {
  return Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** A string or template literal starting at `start` (its quote), with every `${…}` written as `{}`. */
function literalAt(source: string, start: number): string {
  const quote = source[start];
  let text = '';
  for (let at = start + 1; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\') {
      text += source[at + 1];
      at += 1;
    } else if (char === quote) {
      return text;
    } else if (quote === '`' && char === '$' && source[at + 1] === '{') {
      let depth = 0;
      for (at += 1; at < source.length; at += 1) {
        if (source[at] === '{') depth += 1;
        if (source[at] === '}' && --depth === 0) break;
      }
      text += '{}';
    } else {
      text += char;
    }
  }
  throw new Error('unterminated literal');
}

/**
 * The texts the server answers with: the literal message of every error it throws, the action named in a deadline's
 * refusal (`what`), and the messages it keeps in constants. An argument is `{}`.
 */
function thrownTexts(): { text: string; where: string }[] {
  const found: { text: string; where: string }[] = [];
  const patterns = [
    /new \w+Error\(\s*(?=['"`])/g,
    /\bwhat: (?=['"`])/g,
    /_MESSAGE = (?=['"`])/g,
    /^\s+[a-z_]+(?:_unique|_pkey|_pk|_range|_positive|_order|_non_negative|_presence|_bounds): (?=['"`])/gm,
  ];
  for (const file of [...filesUnder('src/server'), ...filesUnder('src/app/api')]) {
    const source = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) {
        const start = match.index + match[0].length;
        found.push({ text: literalAt(source, start), where: `${file}:${source.slice(0, start).split('\n').length}` });
      }
    }
  }
  return found;
}

/** A text as the catalogue must hold it: arguments as `{}`, without the field path the answer puts before it. */
function shapeOf(text: string): string {
  return text.replace(/\{\w*\}/g, '{}').replace(/^(?:[\w$.[\]]|\{\})+: /, '');
}

const catalogueShapes = new Set(
  ['th', 'en'].flatMap((locale) => texts(CATALOGUES[locale as 'th'].ApiMessages as Catalogue)).map(shapeOf),
);

describe('the API messages', () => {
  it('has an entry for every text the server throws', () => {
    const missing = thrownTexts()
      .filter(({ text }) => {
        const shape = shapeOf(text);
        // A message made wholly of arguments passes on a text made elsewhere (a schema's own words, a caught error).
        return shape.replace(/\{\}|[\s:;.,()]/g, '') !== '' && !catalogueShapes.has(shape);
      })
      .map(({ text, where }) => `${where}  ${text}`);
    expect(missing).toEqual([]);
  });

  it('keeps entries the lookup can read back: no ICU syntax but {name}, no tags', () => {
    for (const text of [...texts(CATALOGUES.th.ApiMessages as Catalogue), ...texts(CATALOGUES.en.ApiMessages as Catalogue)]) {
      expect(text, text).not.toMatch(/''|[<>]|\{\w+,/);
    }
  });

  it('writes an English text in Thai and a Thai text in English', () => {
    expect(localizeApiMessage({ message: 'Not found', locale: 'th' })).toBe(CATALOGUES.th.ApiMessages.notFound);
    expect(localizeApiMessage({ message: CATALOGUES.th.ApiMessages.notFound, locale: 'en' })).toBe('Not found');
    expect(localizeApiMessage({ message: 'Not found', locale: 'en' })).toBe('Not found');
  });

  it('carries the arguments across, each written again when it is a text or a date of the catalogue', () => {
    const thai = localizeApiMessage({ message: 'Round 3 not found in this session', locale: 'th' });
    expect(thai).toMatch(THAI_LETTER);
    expect(thai).toContain('3');
    expect(localizeApiMessage({ message: thai, locale: 'en' })).toBe('Round 3 not found in this session');

    const deadline = 'หมดเขตส่งอันดับของรอบที่ 1 เมื่อ 15 ม.ค. 2570 เวลา 23:59 น.';
    const english = localizeApiMessage({ message: deadline, locale: 'en' });
    expect(english).not.toMatch(THAI_LETTER);
    expect(english).toContain('15 Jan 2027, 23:59');
    expect(english).toContain('1');
    expect(localizeApiMessage({ message: deadline, locale: 'th' })).toBe(deadline);
  });

  it('writes each issue of a 400 after its field path', () => {
    expect(localizeApiMessage({ message: 'params.id: Expected a number; query.page: Not found', locale: 'th' })).toBe(
      `params.id: ${CATALOGUES.th.ApiMessages.expectedNumber}; query.page: ${CATALOGUES.th.ApiMessages.notFound}`,
    );
  });

  it('answers a text it does not know as it was thrown', () => {
    expect(localizeApiMessage({ message: 'Something nobody wrote down', locale: 'th' })).toBe('Something nobody wrote down');
  });

  it('says the database is away in the words the sign-in screen recognises', () => {
    for (const locale of ['th', 'en'] as const) {
      expect(localizeApiMessage({ message: SERVICE_UNAVAILABLE_MESSAGES.th, locale })).toBe(SERVICE_UNAVAILABLE_MESSAGES[locale]);
    }
  });
});
