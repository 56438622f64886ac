// The catalogues (messages/*.json, docs/languages.md): the same keys in every language, every message valid ICU with
// the same arguments, no Thai in the English catalogue but the name of the Thai language, and no sentence left in the
// source of a translated component.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import th from '../../messages/th.json';
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

const catalogues = { th: flatten(th), en: flatten(en) };

describe('the catalogues', () => {
  it('has one catalogue per language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
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
  // Each file's visible text comes from the catalogues; a Thai sentence typed into one would show in English too.
  const TRANSLATED_SOURCES = [
    'src/app/(auth)/login/page.tsx',
    'src/components/auth/login-form.tsx',
    'src/components/auth/auth-frame.tsx',
    'src/components/auth/language-switch.tsx',
  ];
  it.each(TRANSLATED_SOURCES)('%s holds no Thai text', (file) => {
    const source = readFileSync(path.join(process.cwd(), file), 'utf8');
    const lines = source.split('\n').filter((line) => THAI_LETTER.test(line));
    expect(lines).toEqual([]);
  });
});
