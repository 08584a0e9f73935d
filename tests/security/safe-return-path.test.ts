import fc from 'fast-check';
import { ourLocation, safeOrigin } from '@/api/account/hand-off';
import { safeHref, safeReturnPath } from '@/routing/safe-url';

/**
 * The one rule for redirect targets taken from input (src/routing/safe-url.ts), and every caller's
 * use of it: whatever the input, the answer resolved by a browser's URL parser against the shop
 * stays on the shop, and never starts with '//' or '/\' (which a browser reads as another host).
 */
const SHOP = 'https://shop.example';
const FALLBACK = '/';

function expectOnShop(target: string, input: unknown): void {
  const where = JSON.stringify(input);
  expect(target.startsWith('/'), `${where} → ${target}`).toBe(true);
  expect(target.startsWith('//') || target.startsWith('/\\'), `${where} → ${target}`).toBe(false);
  expect(new URL(target, SHOP).origin, `${where} → ${target}`).toBe(SHOP);
  // What the browser does with a Location: parse it against the page; the parsed path read back as a
  // path again (one more hop through a server that copies it) must still be ours.
  const resolved = new URL(target, SHOP);
  expect(resolved.pathname.startsWith('//'), `${where} → ${target}`).toBe(false);
}

/** The reproductions of issue 21, after the one decoding a query or form gives them. */
const REPRODUCTIONS = ['/.//evil.example', '/a/..//evil.example/x', '/%2e%2e//evil.example', '/%2E%2E//evil.example', '/././/evil.example', '/a/%2e%2e//evil.example'];

/** Pieces an attacker strings together: dot segments in every spelling, slashes, backslashes, blanks, schemes, hosts, userinfo. */
const PIECES = [
  '/', '//', '///', '\\', '/\\', '\\/', '.', '..', './', '../', '/.', '/..', '%2e', '%2E', '%2e%2e', '%252e', '%252e%252e', '%2f', '%2F', '%252f',
  '%5c', '%5C', '%255c', '%09', '%0a', '%0d', '%00', '\t', '\n', '\r', ' ', '\u0000', '\u00a0', '\u3002', '\uff0f', '\u2215', 'evil.example', 'shop.example', '@',
  ':', 'user:pass@', 'javascript:', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>', 'vbscript:', 'https:', 'http:', 'https://', 'http://', 'file:',
  '?', '#', '&', '=', 'a', 'fr-fr', '%40', '%3a', '..%2f', '%2e%2e%2f', '%2e%2e%5c',
];

const attack = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 10 }).map((pieces) => pieces.join(''));
/** Also each attack once and twice percent-decoded, as layers in front of us might do. */
const decodedOnce = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
const input = fc.oneof(
  attack,
  attack.map((value) => `/${value}`),
  attack.map(decodedOnce),
  attack.map((value) => decodedOnce(decodedOnce(`/${value}`))),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }).map((value) => `/${value}`),
);

describe('safeReturnPath: a redirect target always stays on the shop', () => {
  it.each(REPRODUCTIONS)('falls back for %j, which resolves to //evil.example', (value) => {
    expect(safeReturnPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    ['/a/b/../c?x=1#y', '/a/c?x=1#y'],
    ['/fr-fr/./ville/paris', '/fr-fr/ville/paris'],
    ['/%252e%252e//evil.example', '/%252e%252e//evil.example'],
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
    ['/x?next=//evil.example', '/x?next=//evil.example'],
  ])('keeps %j as the path it resolves to on this host: %j', (value, expected) => {
    expect(safeReturnPath(value, FALLBACK)).toBe(expected);
    expectOnShop(expected, value);
  });

  it('property: any input gives a path of the shop, and the same path again when fed back', () => {
    fc.assert(
      fc.property(input, (value) => {
        const target = safeReturnPath(value, FALLBACK);
        expectOnShop(target, value);
        expect(safeReturnPath(target, FALLBACK)).toBe(target);
      }),
      { numRuns: 3000 },
    );
  });

  it('property: a plain path of the site comes back unchanged', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((value) => value !== '.' && value !== '..');
    const path = fc.array(segment, { maxLength: 5 }).map((segments) => `/${segments.join('/')}`);
    fc.assert(
      fc.property(path, (value) => {
        expect(safeReturnPath(value, '/x')).toBe(value);
      }),
    );
  });
});

describe('every caller of the rule', () => {
  it('the account hand-off origin (GET /account/signin?origin=…) keeps only paths of the shop', () => {
    for (const value of REPRODUCTIONS) expect(safeOrigin(value, SHOP)).toBe('/');
    expect(safeOrigin(`${SHOP}/.//evil.example`, SHOP)).toBe('/');
    fc.assert(
      fc.property(input, (value) => {
        expectOnShop(safeOrigin(value, SHOP), value);
      }),
      { numRuns: 1000 },
    );
  });

  it('the account application’s Location, mapped to ours, stays on the shop', () => {
    const base = 'http://account.test/account';
    expect(ourLocation('/.//evil.example', 'http://account.test/account/signin', base)).toBe('/');
    expect(ourLocation('http://account.test/.//evil.example', 'http://account.test/account/signin', base)).toBe('/');
    fc.assert(
      fc.property(input, (value) => {
        const target = ourLocation(value, 'http://account.test/account/signin', base);
        // A URL on another host (an identity provider) passes as it is, http(s) only; a relative answer is ours to check.
        if (/^https?:\/\//.test(target)) expect(new URL(target).host).not.toBe('');
        else expectOnShop(target, value);
      }),
      { numRuns: 1000 },
    );
  });

  it('CMS links: a path link stays on the shop; anything else is http(s), mailto or tel, or no link', () => {
    for (const value of REPRODUCTIONS) expect(safeHref(value)).toBeNull();
    expect(safeHref('https:evil.example')).toBe('https://evil.example/');
    fc.assert(
      fc.property(input, (value) => {
        const link = safeHref(value);
        if (link === null || link.startsWith('#') || link.startsWith('?')) return;
        if (link.startsWith('/')) expectOnShop(link, value);
        else expect(link, JSON.stringify(value)).toMatch(/^(https?:\/\/[^/]|mailto:|tel:)/i);
      }),
      { numRuns: 2000 },
    );
  });
});
