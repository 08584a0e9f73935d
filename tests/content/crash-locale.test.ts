import { readFileSync } from 'node:fs';
import { localeOfPath } from '@/routing/path-locale';

describe("the global error page's site", () => {
  it('is read without the route table (the global error chunk is on every page)', () => {
    const source = readFileSync('app/global-error.tsx', 'utf8');
    expect(source).toContain("from '@/routing/path-locale'");
    expect(source).not.toMatch(/from '@\/routing(\/resolve|\/index)?'/);
  });

  it.each([
    ['/it-it/vacanze', 'it_IT'],
    ['/nl-be', 'nl_BE'],
    ['/fr%2Dfr/x', 'fr_FR'],
    ['/', null],
    ['/be', null],
    ['/xx-xx/a', null],
    ['/%E0%A4%A', null],
  ])('%s → %s, as localeOfPath reads it', (pathname, expected) => {
    expect(localeOfPath(pathname.split('/').filter((segment) => segment !== ''))).toBe(expected);
  });
});
