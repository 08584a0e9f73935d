import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, SITELESS_DEFAULT_LOCALE } from '@/domain/model/accept-language';
import { LOCALES } from '@/domain/model/locale';
import { BELGIAN_LOCALES } from '@/routing';

/** The language of a page of no site (the country splash, a 404 outside every site): never English. */
describe('the site an Accept-Language header prefers', () => {
  it.each([
    ['nl-BE,nl;q=0.9', 'nl_BE'],
    ['it', 'it_IT'],
    ['nl', 'nl_NL'],
    ['fr-CH, fr;q=0.9', 'fr_FR'],
    ['en-GB,en;q=0.9,es;q=0.8', 'es_ES'],
    ['it;q=0.2, fr-BE;q=0.8', 'fr_BE'],
    ['ES-es', 'es_ES'],
    ['nl_BE', 'nl_BE'],
    [' fr-BE ; q=0.7 , nl-BE;q=0.7', 'fr_BE'],
    ['nl-BE;q=0.7, fr-BE;q=0.700', 'nl_BE'],
    ['it;q=1.5, es;q=0.5', 'es_ES'],
    ['it;q=abc, nl', 'nl_NL'],
    ['es;q=0.0001, it;q=0.001', 'it_IT'],
    ['en-US,en;q=0.9', 'fr_FR'],
    ['de-DE', 'fr_FR'],
    ['*', 'fr_FR'],
    ['en, *;q=0.5', 'fr_FR'],
    ['es;q=0', 'fr_FR'],
    ['', 'fr_FR'],
    [null, 'fr_FR'],
    [undefined, 'fr_FR'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it('falls back to fr_FR, a site, not English', () => {
    expect(SITELESS_DEFAULT_LOCALE).toBe('fr_FR');
  });

  it('chooses among the sites given (the Belgium splash: Dutch or French, French otherwise)', () => {
    expect(localeFromAcceptLanguage('nl-NL', BELGIAN_LOCALES, 'fr_BE')).toBe('nl_BE');
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9', BELGIAN_LOCALES, 'fr_BE')).toBe('fr_BE');
    expect(localeFromAcceptLanguage('it,nl;q=0.5', BELGIAN_LOCALES, 'fr_BE')).toBe('nl_BE');
    expect(localeFromAcceptLanguage('it', BELGIAN_LOCALES, 'fr_BE')).toBe('fr_BE');
  });

  it('whatever the header, answers one of the six sites', () => {
    const tag = fc.stringMatching(/^[a-zA-Z]{1,8}([-_][a-zA-Z0-9]{1,8}){0,2}$/);
    const range = fc.tuple(fc.oneof(tag, fc.constant('*'), fc.string()), fc.option(fc.oneof(fc.double({ noNaN: false }).map(String), fc.string()))).map(([name, q]) => (q === null ? name : `${name};q=${q}`));
    fc.assert(
      fc.property(fc.oneof(fc.array(range, { maxLength: 6 }).map((ranges) => ranges.join(',')), fc.string()), (header) => {
        expect(LOCALES).toContain(localeFromAcceptLanguage(header));
      }),
    );
  });
});
