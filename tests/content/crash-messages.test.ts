import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@/domain/model/locale';
import { CATALOGUES } from '@/i18n/messages';
import { crashMessages } from '@/screens/crash/messages';

/**
 * The global error page formats texts nobody parsed (its catalogue loads in the browser, which has
 * no ICU parser): react-intl then shows each text verbatim, right only for plain texts.
 */
describe('crash page texts', () => {
  const ids = Object.values(crashMessages).map((descriptor) => descriptor.id);

  it.each(LOCALES)('%s: every crash text is plain (no placeholder, plural or tag)', (locale) => {
    for (const id of ids) {
      const elements = parse(CATALOGUES[locale][id] ?? '');
      expect(elements.every((element) => element.type === TYPE.literal), id).toBe(true);
    }
  });

  it('the English defaults too', () => {
    for (const descriptor of Object.values(crashMessages)) {
      expect(parse(String(descriptor.defaultMessage)).every((element) => element.type === TYPE.literal)).toBe(true);
    }
  });
});
