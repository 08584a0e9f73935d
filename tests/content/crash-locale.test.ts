import { localeOfPath } from '@/routing/resolve';
import { crashLocaleOfPath } from '@/screens/crash/crash-locale';

describe("the global error page's site", () => {
  it.each([
    ['/it-it/vacanze', 'it_IT'],
    ['/nl-be', 'nl_BE'],
    ['/fr%2Dfr/x', 'fr_FR'],
    ['/', null],
    ['/be', null],
    ['/xx-xx/a', null],
    ['/%E0%A4%A', null],
  ])('%s → %s, as localeOfPath reads it', (pathname, expected) => {
    expect(crashLocaleOfPath(pathname)).toBe(expected);
    expect(localeOfPath(pathname.split('/').filter((segment) => segment !== ''))).toBe(expected);
  });
});
