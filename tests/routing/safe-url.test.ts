import { describe, expect, it } from 'vitest';
import { safeHref, safeReturnPath } from '@/routing/safe-url';

describe('safeReturnPath: redirect targets from input stay on this host', () => {
  it('keeps a path with its query and hash', () => {
    expect(safeReturnPath('/fr-fr/ville/paris?refid=1#checkin=2027-01-08', '/')).toBe('/fr-fr/ville/paris?refid=1#checkin=2027-01-08');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/a\u0000b',
    '/a\tb',
    'javascript:alert(1)',
    'fr-fr',
    '',
    '/'.padEnd(2001, 'a'),
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value, '/fr-fr')).toBe('/fr-fr');
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined, '/')).toBe('/');
    expect(safeReturnPath(42, '/')).toBe('/');
  });
});

describe('safeHref: links written by CMS authors', () => {
  it.each([
    ['/fr-fr/contact', '/fr-fr/contact'],
    ['  /fr-fr/ville/paris?priceMax=15000 ', '/fr-fr/ville/paris?priceMax=15000'],
    ['#offers', '#offers'],
    ['https://example.org/a', 'https://example.org/a'],
    ['mailto:help@escapade.example', 'mailto:help@escapade.example'],
    ['tel:+33100000000', 'tel:+33100000000'],
  ])('keeps %j', (value, expected) => {
    expect(safeHref(value)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'http://a\nb', 'ftp://x', ''])(
    'turns %j into no link',
    (value) => {
      expect(safeHref(value)).toBeNull();
    },
  );
});
