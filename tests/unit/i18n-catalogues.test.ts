// The catalogues (messages/<language>/<area>.json, docs/languages.md): the same keys in every language, every message
// valid ICU with the same arguments, no Thai in the English catalogue but the name of the Thai language, and no
// sentence left in the source of a translated component.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_AREAS, CATALOGUES } from '@/i18n/catalogues';
import { LOCALES } from '@/i18n/locales';

const THAI_LETTER = /[\u0E00-\u0E7F]/;
type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [inner, text] of flatten(value, name)) entries.set(inner, text);
  }
  return entries;
}

/** The names of a message's arguments and tags, from its ICU syntax tree. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as { value?: unknown; children?: unknown[]; options?: Record<string, { value: unknown[] }> }[]) {
      if (typeof node.value === 'string' && (node as { type: number }).type !== 0) names.add(node.value);
      if (node.children) walk(node.children);
      if (node.options) for (const option of Object.values(node.options)) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: false }).getAst());
  return [...names].sort();
}

const catalogues = { th: flatten(CATALOGUES.th as Catalogue), en: flatten(CATALOGUES.en as Catalogue) };

describe('the catalogues', () => {
  it('has one catalogue per language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  it('has the same areas in every language, read from messages/<language>/', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(path.join(process.cwd(), 'messages', locale)).map((file) => file.replace(/\.json$/, ''));
      expect(files.sort(), locale).toEqual(Object.keys(CATALOGUE_AREAS[locale]).sort());
    }
  });

  it('keeps each namespace in one area, the same in both languages', () => {
    for (const locale of LOCALES) {
      const owner = new Map<string, string>();
      for (const [area, catalogue] of Object.entries(CATALOGUE_AREAS[locale])) {
        for (const namespace of Object.keys(catalogue)) {
          expect(owner.get(namespace), `${locale}: ${namespace} in ${area}`).toBeUndefined();
          owner.set(namespace, area);
        }
      }
    }
    for (const [area, catalogue] of Object.entries(CATALOGUE_AREAS.th)) {
      expect(Object.keys(CATALOGUE_AREAS.en[area as keyof typeof CATALOGUE_AREAS.en]).sort(), area).toEqual(Object.keys(catalogue).sort());
    }
  });

  it('holds the same keys in Thai and English', () => {
    expect([...catalogues.en.keys()].sort()).toEqual([...catalogues.th.keys()].sort());
  });

  it('holds valid ICU messages with the same arguments in both languages', () => {
    for (const [key, thai] of catalogues.th) {
      const english = catalogues.en.get(key)!;
      expect(argumentsOf(english, 'en'), key).toEqual(argumentsOf(thai, 'th'));
    }
  });

  it('has no Thai in the English catalogue but the name of the Thai language', () => {
    const thaiInEnglish = [...catalogues.en].filter(([key, text]) => key !== 'Language.th' && THAI_LETTER.test(text));
    expect(thaiInEnglish).toEqual([]);
  });
});

describe('translated components', () => {
  // A file that translates (it imports next-intl) takes its visible text from the catalogues: a Thai sentence typed into
  // it would show in English too. Names and data come from the database, never from the source.
  const sources = readdirSync(path.join(process.cwd(), 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join('src', file))
    .filter((file) => /from 'next-intl(\/server)?'/.test(readFileSync(path.join(process.cwd(), file), 'utf8')));

  it('finds the translated sources', () => {
    expect(sources).toContain(path.join('src', 'components', 'auth', 'login-form.tsx'));
  });

  // Every screen and component (.tsx) takes its words from the catalogues, translating or not.
  const components = readdirSync(path.join(process.cwd(), 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join('src', file));

  it.each([...new Set([...sources, ...components])])('%s holds no Thai text', (file) => {
    const source = readFileSync(path.join(process.cwd(), file), 'utf8');
    const lines = source.split('\n').filter((line) => THAI_LETTER.test(line));
    expect(lines).toEqual([]);
  });
});
