import { addToWishlist, fetchAccountProfile, fetchWishlist, removeFromWishlist } from '@/api/account';
import { FAULT_HEADER } from '../../mocks/faults';
import { accountOf, bearerToken, clearAccounts, firstNameFromEmail, normaliseEmail, signIn, SEEDED_ACCOUNTS, wishedProductOf } from '../../mocks/account/accounts';
import { SIMULATOR_ORIGIN } from '../setup/env';

/** The account stand-in's rules and API, and the storefront's calls to it (in process). */
beforeEach(() => clearAccounts());

const place = { lang: 'fr' as const, home: '/fr-fr' };

describe('the stand-in accounts', () => {
  it('accepts a well-formed e-mail only, lower-cased', () => {
    expect(normaliseEmail('  Jean.Dupont@Example.COM ')).toBe('jean.dupont@example.com');
    for (const bad of ['', 'jean', 'jean@', '@example.com', 'jean@example', 'je an@example.com', 'a@b@c.com', 'jean@example..com']) expect(normaliseEmail(bad)).toBeNull();
  });

  it('keeps a seeded account its name and id; any other address gets a stable id and a first name from it', () => {
    const seeded = SEEDED_ACCOUNTS[0]!;
    expect(accountOf(seeded.email)).toEqual(seeded);
    const other = accountOf('jean-luc.dupont42@example.com');
    expect(other).toEqual({ accountId: expect.stringMatching(/^ACC-\d{9}$/), email: 'jean-luc.dupont42@example.com', firstName: 'Jean-Luc' });
    expect(accountOf('jean-luc.dupont42@example.com').accountId).toBe(other.accountId);
    expect(accountOf('marie@example.com').accountId).not.toBe(other.accountId);
    expect(firstNameFromEmail('x_y@example.com')).toBe('X');
  });

  it('reads a Bearer header only', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    for (const bad of [null, '', 'abc', 'Basic abc', 'Bearer a b']) expect(bearerToken(bad)).toBeNull();
  });

  it('takes a wished product with a storefront path only', () => {
    expect(wishedProductOf({ productId: 12, label: ' Spa ', path: '/fr-fr/p/12' })).toEqual({ productId: 12, label: 'Spa', path: '/fr-fr/p/12' });
    for (const bad of [
      { productId: 0, label: 'a', path: '/x' },
      { productId: '12', label: 'a', path: '/x' },
      { productId: 12, label: ' ', path: '/x' },
      { productId: 12, label: 'a', path: 'https://evil.example/' },
      { productId: 12, label: 'a', path: '//evil.example/' },
      { productId: 12, label: 'a', path: '/\\evil.example/' },
      null,
    ])
      expect(wishedProductOf(bad)).toBeNull();
  });

  it('gives each sign-in its own random token', () => {
    const first = signIn('camille.martin@example.com', place);
    const second = signIn('camille.martin@example.com', place);
    expect(first.token).toMatch(/^[\w-]{43}$/);
    expect(second.token).not.toBe(first.token);
  });
});

describe('the account API and the storefront calls', () => {
  it('answers /api/me for a valid token only', async () => {
    const { token } = signIn('giulia.rossi@example.com', { lang: 'it', home: '/it-it' });
    expect(await fetchAccountProfile(token)).toEqual({ ok: true, data: { accountId: 'ACC-100003', email: 'giulia.rossi@example.com', firstName: 'Giulia' } });
    const refused = await fetchAccountProfile('not-a-token');
    expect(refused).toMatchObject({ ok: false, error: { kind: 'http', status: 401, code: 'UNAUTHENTICATED' } });
    const bare = await fetch(`${SIMULATOR_ORIGIN}/account/api/me`);
    expect(bare.status).toBe(401);
  });

  it('adds, lists (most recent first, once each) and removes wished products of the token’s account', async () => {
    const { token } = signIn('paul@example.com', place);
    expect(await fetchWishlist(token)).toEqual({ ok: true, data: [] });
    expect((await addToWishlist(token, { productId: 7, label: 'Spa', path: '/fr-fr/a' })).ok).toBe(true);
    expect((await addToWishlist(token, { productId: 9, label: 'Castle', path: '/fr-fr/b' })).ok).toBe(true);
    expect((await addToWishlist(token, { productId: 9, label: 'Castle', path: '/fr-fr/b' })).ok).toBe(true);
    expect(await fetchWishlist(token)).toEqual({
      ok: true,
      data: [
        { productId: 9, label: 'Castle', path: '/fr-fr/b' },
        { productId: 7, label: 'Spa', path: '/fr-fr/a' },
      ],
    });
    // Another account sees its own list; a new session of the same e-mail sees the same list.
    expect(await fetchWishlist(signIn('other@example.com', place).token)).toEqual({ ok: true, data: [] });
    expect(await fetchWishlist(signIn('paul@example.com', place).token)).toMatchObject({ data: [{ productId: 9 }, { productId: 7 }] });
    expect((await removeFromWishlist(token, 9)).ok).toBe(true);
    expect((await removeFromWishlist(token, 9)).ok).toBe(true);
    expect(await fetchWishlist(token)).toEqual({ ok: true, data: [{ productId: 7, label: 'Spa', path: '/fr-fr/a' }] });
  });

  it('refuses an unsafe item and an anonymous write', async () => {
    const { token } = signIn('paul@example.com', place);
    expect(await addToWishlist(token, { productId: 7, label: 'Spa', path: 'javascript:alert(1)' })).toMatchObject({ ok: false, error: { status: 400 } });
    expect(await addToWishlist('nope', { productId: 7, label: 'Spa', path: '/a' })).toMatchObject({ ok: false, error: { status: 401 } });
    expect(await removeFromWishlist('nope', 7)).toMatchObject({ ok: false, error: { status: 401 } });
  });

  it('lets fault injection reach the API', async () => {
    const { token } = signIn('paul@example.com', place);
    const answer = await fetch(`${SIMULATOR_ORIGIN}/account/api/me`, { headers: { authorization: `Bearer ${token}`, [FAULT_HEADER]: '503' } });
    expect(answer.status).toBe(503);
  });
});
