import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@/domain/model/locale';
import { CATALOGUES } from '@/i18n/messages';

/** English defaults declared in code with defineMessages({ key: { id, defaultMessage } }). */
function extractDefaults(dir: string, found = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) extractDefaults(path, found);
    else if (/\.tsx?$/.test(entry)) {
      const source = readFileSync(path, 'utf8');
      const pattern = /id:\s*'([^']+)',\s*defaultMessage:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
      for (const match of source.matchAll(pattern)) found.set(match[1]!, (match[2] ?? match[3])!.replace(/\\(.)/g, '$1'));
    }
  }
  return found;
}

function placeholders(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      names.add(element.value);
      for (const option of Object.values(element.options)) placeholders(option.value, names);
    }
    if (element.type === TYPE.tag) {
      names.add(element.value);
      placeholders(element.children, names);
    }
  }
  return names;
}

/** Messages that read the same in every language (numbers and placeholders only). */
const LANGUAGE_NEUTRAL = /^[\s\d{}#/().,:%+\-–·|a-zA-Z_²]*$/;
const isLanguageNeutral = (text: string) => LANGUAGE_NEUTRAL.test(text) && !/[a-zA-Z]{3,}(?![^{]*})/.test(text.replace(/\{[^}]*\}/g, ''));

const defaults = extractDefaults(join(process.cwd(), 'src'));

describe('locale catalogues', () => {
  it('finds the English defaults in the code', () => {
    expect(defaults.size).toBeGreaterThan(0);
  });

  it('has exactly one catalogue file per site', () => {
    const files = readdirSync(join(process.cwd(), 'locales')).filter((file) => file.endsWith('.json')).sort();
    expect(files).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  describe.each(LOCALES)('%s', (locale) => {
    const catalogue = CATALOGUES[locale];

    it('has every message of the code and no stale ones', () => {
      expect(Object.keys(catalogue).sort()).toEqual([...defaults.keys()].sort());
    });

    it('is translated: no message left in English', () => {
      const untranslated = [...defaults].filter(
        ([id, english]) => catalogue[id] === english && !isLanguageNeutral(english),
      );
      expect(untranslated).toEqual([]);
    });

    it('keeps the placeholders of the English message, in valid ICU syntax', () => {
      for (const [id, english] of defaults) {
        const translated = catalogue[id];
        if (translated === undefined) continue;
        expect([...placeholders(parse(translated))].sort(), id).toEqual([...placeholders(parse(english))].sort());
      }
    });
  });
});
