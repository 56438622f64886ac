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
      // A text split over lines with `+` is one text.
      const next = /^\s*\+\s*(?=['"`])/.exec(source.slice(at + 1));
      if (!next) return text;
      text += literalAt(source, at + 1 + next[0].length);
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
    // OAuthError's first argument is RFC 6749's error code and its answer keeps its own words (oauth-error.ts).
    /new (?!OAuthError)\w+Error\(\s*(?=['"`])/g,
    /new AppError\(\s*\d+,\s*(?=['"`])/g,
    /\b(?:what:|const what =) (?=['"`])/g,
    /_MESSAGE = (?=['"`])/g,
    // A schema's own messages: `.regex(/…/, 'msg')`, `{ error: 'msg' }`, and `message:` in addIssue, refine and datetime.
    /\.regex\(\/.+?\/, (?=['"`])/g,
    /\{ error: (?=['"`])/g,
    /(?:addIssue\(\{|\.refine\([^{]*\{|\.datetime\(\{)[^}]*?\bmessage: (?=['"`])/g,
    // A success's own words (route() answers them in the caller's language too), the plain `OK` aside.
    /return \{ message: (?=['"`](?!OK['"`]))/g,
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

/**
 * Texts the scanner finds that are not answered as they are scanned, each with why. A text put together from a table or
 * a singular/plural choice is answered in its finished forms, which the catalogue holds one by one (checked below).
 */
const NOT_ANSWERED: Record<string, string> = {
  // SPEC §8: the client reloads on this exact text, so it is answered in English whatever the language.
  'Invalid cookie': 'deliberately absent: the client reloads on this exact text',
  '{}ของรอบที่ {}': "built from RANKING_ACTIONS: 'ส่งอันดับ', 'เปลี่ยนลำดับ', 'ยกเลิกการสมัคร' + ของรอบที่ N",
  '{}ของรอบที่ {} ใน "{}"': 'built from SUBMISSION_ACTIONS (company-scope.ts): each action is an entry of actions',
  '{} is not offered in round {}': 'the action is one of RANKING_ACTIONS: each name is an entry of studentRankings.actionNames',
  '{} {} {} not accepting applications in this session': 'Opening … is / Openings … are: both are entries',
  '{} {} not sent to this role': '… is / … are: both are entries',
  'You have no active application to {} {}': 'opening / openings: both are entries',
  'Cannot delete an opening that is {}{}': 'with and without "; withdraw it instead": both are entries',
  'unknown students: {}{}': 'with and without " and N more": both are entries',
};

/** Data, not messages: a notification's kind of change, a response's success text. */
const isCode = (text: string) => /^[A-Z_]+$/.test(text);

const catalogueShapes = new Set(['th', 'en'].flatMap((locale) => texts(CATALOGUES[locale as 'th'].ApiMessages as Catalogue)).map(shapeOf));

describe('the API messages', () => {
  it('has an entry for every text the server throws', () => {
    const missing = thrownTexts()
      .filter(({ text }) => {
        const shape = shapeOf(text);
        // A message made wholly of arguments passes on a text made elsewhere (a schema's own words, a caught error).
        return shape.replace(/\{\}|[\s:;.,()]/g, '') !== '' && !catalogueShapes.has(shape) && !(shape in NOT_ANSWERED) && !isCode(shape);
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

  it('holds each finished form of a text put together from a table', () => {
    const english = new Set(texts(CATALOGUES.en.ApiMessages as Catalogue).map(shapeOf));
    const thai = new Set(texts(CATALOGUES.th.ApiMessages as Catalogue).map(shapeOf));
    for (const action of ['ส่งอันดับ', 'เปลี่ยนลำดับ', 'ยกเลิกการสมัคร']) expect(thai, action).toContain(`${action}ของรอบที่ {}`);
    for (const action of ['สร้างตำแหน่งงาน', 'เผยแพร่ตำแหน่งงาน', 'แก้ตำแหน่งงานที่เผยแพร่แล้ว'])
      expect(thai, action).toContain(`${action}ของรอบที่ {} ใน "{}"`);
    for (const name of ['Submit a ranking', 'Reorder a ranking', 'Cancel an application']) expect(english, name).toContain(name);
    for (const form of [
      'Opening {} is not accepting applications in this session',
      'Openings {} are not accepting applications in this session',
      '{} is not sent to this role',
      '{} are not sent to this role',
      'You have no active application to opening {}',
      'You have no active application to openings {}',
      'Cannot delete an opening that is {}',
      'Cannot delete an opening that is {}; withdraw it instead',
      'unknown students: {}',
      'unknown students: {} and {} more',
    ])
      expect(english, form).toContain(form);
  });

  it('gives back the original text after a round trip through the other language', () => {
    const english = [
      'Round 2 not found in this session group',
      'Opening 4 is not accepting applications in this session',
      'Apply to at least 3 openings in this session; your ranking has 1',
      'Opening 12 has no remaining quota (5 of 5 taken)',
      'body.endDate: startDate must be on or before endDate',
      'Refers to a company size that does not exist',
      'Only an admin can unpublish an opening',
    ];
    for (const message of english) {
      const thai = localizeApiMessage({ message, locale: 'th' });
      expect(thai, message).toMatch(THAI_LETTER);
      expect(localizeApiMessage({ message: thai, locale: 'en' })).toBe(message);
    }
    const thai = [
      'ตำแหน่ง Backend Intern ไม่มีที่ว่างให้ส่งข้อเสนอ (รับ 2 คน จับคู่แล้ว 1 คน รอคำตอบ 1 ข้อเสนอ)',
      'ข้อเสนอนี้ตอบรับแล้ว',
      'ลบมหาวิทยาลัย “Chula” ไม่ได้ เพราะนิสิต 3 คนใช้อยู่ ซ่อนจากตัวเลือกแทนได้ (ข้อมูลเดิมของนิสิตยังแสดงชื่อนี้)',
    ];
    for (const message of thai) {
      const english = localizeApiMessage({ message, locale: 'en' });
      expect(english, message).not.toMatch(THAI_LETTER);
      expect(localizeApiMessage({ message: english, locale: 'th' })).toBe(message);
    }
    // A date is read back from its Thai form only: the English answer's date stays as the English one wrote it.
    const deadline = localizeApiMessage({ message: 'หมดเขตเปลี่ยนลำดับของรอบที่ 2 เมื่อ 3 ก.พ. 2570 เวลา 12:00 น.', locale: 'en' });
    expect(deadline).toBe('The deadline to reorder the ranking of round 2 passed on 3 Feb 2027, 12:00');
    expect(localizeApiMessage({ message: deadline, locale: 'th' })).toMatch(/^หมดเขตเปลี่ยนลำดับของรอบที่ 2 เมื่อ /);
    expect(localizeApiMessage({ message: 'จัดอันดับผู้สมัครของรอบที่ 1 ได้ตั้งแต่ 20 ม.ค. 2570 เวลา 09:00 น.', locale: 'en' })).toBe(
      'You can rank the applicants of round 1 from 20 Jan 2027, 09:00',
    );
  });

  it('writes every English entry without a Thai letter, whatever its arguments', () => {
    const english = texts(CATALOGUES.en.ApiMessages as Catalogue);
    for (const text of english) {
      const rendered = text.replace(/\{(\w+)\}/g, (_, name: string) => (/round|count|id/i.test(name) ? '3' : `[${name}]`));
      expect(rendered, text).not.toMatch(THAI_LETTER);
    }
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
