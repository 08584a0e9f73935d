import { clearAccounts, sessionOf } from '../../mocks/account/accounts';
import { checkSignIn, placeOf, returnPathOf } from '../../mocks/account/pages';
import { SIMULATOR_ORIGIN } from '../setup/env';

/** The account stand-in's pages: sign-in, the signed-in pages, sign-out (in process). */
beforeEach(() => clearAccounts());

const page = (path: string, init: RequestInit = {}) => fetch(`${SIMULATOR_ORIGIN}/account${path}`, { redirect: 'manual', ...init });
const signInForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  page('/signin', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields).toString() });
const cookiesOf = (response: Response) => Object.fromEntries(response.headers.getSetCookie().map((cookie) => [cookie.split('=')[0], cookie]));
const tokenOf = (response: Response) => decodeURIComponent(cookiesOf(response).access_token!.split(';')[0]!.split('=')[1]!);

describe('the sign-in rules', () => {
  it('signs in any well-formed e-mail with a password, and names each missing or wrong field', () => {
    expect(checkSignIn(' Ana@Example.com ', 'x')).toEqual({ email: 'ana@example.com' });
    expect(checkSignIn('', '')).toEqual({ errors: { email: 'emailMissing', password: 'passwordMissing' } });
    expect(checkSignIn('ana@', 'x')).toEqual({ errors: { email: 'emailInvalid' } });
    expect(checkSignIn('ana@example.com', '')).toEqual({ errors: { password: 'passwordMissing' } });
  });

  it('returns to a storefront path only', () => {
    expect(returnPathOf('/fr-fr/recherche#a=2')).toBe('/fr-fr/recherche#a=2');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', null]) expect(returnPathOf(bad)).toBe('/');
  });

  it('speaks the origin site’s language, else the browser’s, else French', () => {
    expect(placeOf('/nl-be/zoeken', 'fr')).toEqual({ lang: 'nl', home: '/nl-be' });
    expect(placeOf('/', 'es-ES,es;q=0.9')).toEqual({ lang: 'es', home: '/' });
    expect(placeOf('/', 'de-DE,it;q=0.5')).toEqual({ lang: 'it', home: '/' });
    expect(placeOf('/', null)).toEqual({ lang: 'fr', home: '/' });
  });
});

describe('the sign-in page', () => {
  it('shows the labelled form in the origin site’s language, carrying the origin', async () => {
    const answer = await page(`/signin?origin=${encodeURIComponent('/it-it/ricerca#a=2')}`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain('<html lang="it">');
    expect(text).toContain('<h1>Accedi al tuo account</h1>');
    expect(text).toContain('<label for="email">Indirizzo e-mail</label>');
    expect(text).toContain('<label for="password">Password</label>');
    expect(text).toContain('name="origin" value="/it-it/ricerca#a=2"');
  });

  it('replaces an origin off the storefront by the splash', async () => {
    expect(await (await page('/signin?origin=https%3A%2F%2Fevil.example')).text()).toContain('name="origin" value="/"');
  });

  it('answers a wrong form with 400, the errors tied to their fields, the e-mail kept', async () => {
    const answer = await signInForm({ email: 'ana@nowhere', password: '', origin: '/es-es' });
    expect(answer.status).toBe(400);
    const text = await answer.text();
    expect(text).toContain('role="alert"');
    expect(text).toContain('aria-describedby="email-error"');
    expect(text).toContain('Introduce un correo electrónico válido');
    expect(text).toContain('Introduce tu contraseña.');
    expect(text).toContain('value="ana@nowhere"');
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('signs in: both cookies on path=/ readable by the page, then 303 back to the origin', async () => {
    const answer = await signInForm({ email: 'sanne.devries@example.com', password: 'secret', origin: '/nl-nl/zoeken#a=2' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/nl-nl/zoeken#a=2');
    const cookies = cookiesOf(answer);
    expect(cookies.access_token).toMatch(/^access_token=[\w-]{43}; Path=\/; SameSite=Lax$/);
    expect(cookies.account_id).toBe('account_id=ACC-100002; Path=/; SameSite=Lax');
    expect(sessionOf(tokenOf(answer))).toMatchObject({ lang: 'nl', home: '/nl-nl', account: { firstName: 'Sanne' } });
  });

  it('never sends the browser off the storefront after signing in', async () => {
    const answer = await signInForm({ email: 'ana@example.com', password: 'x', origin: 'https://evil.example/' });
    expect(answer.headers.get('location')).toBe('/');
  });
});

describe('the signed-in pages', () => {
  const signedIn = async (origin = '/fr-be') => {
    const token = tokenOf(await signInForm({ email: 'camille.martin@example.com', password: 'x', origin }));
    return { cookie: `access_token=${encodeURIComponent(token)}; account_id=ACC-100001` };
  };

  it('sends a signed-out visitor to sign in, returning to the page', async () => {
    for (const path of ['/settings/profile', '/trips', '/wishlist']) {
      const answer = await page(path);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`/account/signin?origin=${encodeURIComponent(`/account${path}`)}`);
    }
  });

  it('shows the profile, the trips with the contact page’s quick actions, and the account menu', async () => {
    const headers = await signedIn();
    const profile = await (await page('/settings/profile', { headers })).text();
    expect(profile).toContain('<html lang="fr">');
    expect(profile).toContain('<dd>Camille</dd>');
    expect(profile).toContain('<dd>camille.martin@example.com</dd>');
    expect(profile).toContain('href="/fr-be"');
    expect(profile).toContain('<a href="/account/settings/profile" aria-current="page">Mon profil</a>');
    const trips = await (await page('/trips', { headers })).text();
    for (const id of ['modify', 'cancel', 'invoice']) expect(trips).toContain(`<section id="${id}"`);
    expect(trips).toContain('Demander une facture');
  });

  it('lists the wished products as links, removes one, and signs out', async () => {
    const headers = await signedIn();
    const token = decodeURIComponent(headers.cookie.split(';')[0]!.split('=')[1]!);
    expect(await (await page('/wishlist', { headers })).text()).toContain('Vous n’avez encore aucun favori.');
    await fetch(`${SIMULATOR_ORIGIN}/account/api/wishlist`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 41, label: 'Château <b>', path: '/fr-be/sejour/41' }),
    });
    const list = await (await page('/wishlist', { headers })).text();
    expect(list).toContain('<a href="/fr-be/sejour/41">Château &#60;b&#62;</a>');
    expect(list).toContain('aria-label="Retirer Château &#60;b&#62; de mes favoris"');
    const removed = await page('/wishlist/remove', { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: 'productId=41' });
    expect([removed.status, removed.headers.get('location')]).toEqual([303, '/account/wishlist']);
    expect(await (await page('/wishlist', { headers })).text()).toContain('Vous n’avez encore aucun favori.');

    const out = await page('/signout', { method: 'POST', headers });
    expect([out.status, out.headers.get('location')]).toEqual([303, '/fr-be']);
    expect(out.headers.getSetCookie()).toEqual(['access_token=; Path=/; SameSite=Lax; Max-Age=0', 'account_id=; Path=/; SameSite=Lax; Max-Age=0']);
    expect(sessionOf(token)).toBeNull();
    expect((await page('/trips', { headers })).status).toBe(303);
  });

  it('answers an unknown page with its own 404 page', async () => {
    const answer = await page('/nowhere', { headers: { 'accept-language': 'nl' } });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Pagina niet gevonden');
  });
});
