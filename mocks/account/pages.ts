import { http, HttpResponse, type HttpHandler } from 'msw';
import { bookingsOfEmail } from '../bookings/lookup';
import { isModifiable } from '../bookings/modification';
import { getCatalogue } from '../catalogue';
import { addDays } from '../catalogue/days';
import { hotelOf, packageById } from '../product/stay';
import { route } from '../services';
import { isSameSitePath, normaliseEmail, removeWish, sessionOf, signIn, signOut, wishlistOf, type AccountLang } from './accounts';
import { ACCOUNT_TEXTS, type AccountTexts } from './texts';

/**
 * The account application's pages (the stand-in behind the storefront's /account/* paths, which
 * the storefront forwards here): server-rendered HTML in the site's language.
 *   GET  /account/signin?origin=/…       the sign-in form
 *   POST /account/signin                 email, password, origin → 303 to origin with the cookies
 *                                        `access_token` (opaque, random) and `account_id` on path=/,
 *                                        readable by the page (no HttpOnly: the storefront's header
 *                                        reads them, docs/decisions.md "Shell: account…"); 400 with
 *                                        the form and its errors otherwise
 *   GET  /account/settings/profile       first name, e-mail, account number
 *   GET  /account/trips                  the trips (the bookings the account's e-mail finds: seeded ones
 *                                        and booked checkouts, mocks/bookings) with reference, hotel, dates,
 *                                        status; and the #modify, #cancel, #invoice actions
 *   GET  /account/wishlist               the wished products, linked, each with a remove button
 *   POST /account/wishlist/remove        productId → 303 back to the wishlist
 *   POST /account/signout                ends the session, expires both cookies, 303 to the shop
 * A signed-out visitor on a page of the account is sent to sign in with that page as origin.
 */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const ACCOUNT_ID_COOKIE = 'account_id';

const SITES: Record<string, AccountLang> = { 'fr-fr': 'fr', 'fr-be': 'fr', 'nl-nl': 'nl', 'nl-be': 'nl', 'it-it': 'it', 'es-es': 'es' };

/** The language and home of the site an origin path belongs to; else the browser's first known language, with the splash as home. */
export function placeOf(origin: string, acceptLanguage: string | null): { lang: AccountLang; home: string } {
  const site = origin.split(/[/?#]/)[1]?.toLowerCase() ?? '';
  const lang = SITES[site];
  if (lang) return { lang, home: `/${site}` };
  for (const range of (acceptLanguage ?? '').split(',')) {
    const code = range.split(';')[0]!.trim().slice(0, 2).toLowerCase();
    if (code in ACCOUNT_TEXTS) return { lang: code as AccountLang, home: '/' };
  }
  return { lang: 'fr', home: '/' };
}

/** An origin the stand-in may send the browser to: a path of the storefront, else the splash. */
export function returnPathOf(value: unknown): string {
  return typeof value === 'string' && isSameSitePath(value) ? value : '/';
}

export type SignInErrors = Partial<Record<'email' | 'password', 'emailMissing' | 'emailInvalid' | 'passwordMissing'>>;

/** The sign-in form's rules: any well-formed e-mail with a password signs in. */
export function checkSignIn(email: string, password: string): { email: string } | { errors: SignInErrors } {
  const errors: SignInErrors = {};
  const normalised = normaliseEmail(email);
  if (email.trim() === '') errors.email = 'emailMissing';
  else if (normalised === null) errors.email = 'emailInvalid';
  if (password === '') errors.password = 'passwordMissing';
  return normalised !== null && !errors.password ? { email: normalised } : { errors };
}

export function cookieOf(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2a30;background:#f4f7f8;line-height:1.5}
header{background:#0b5d63;color:#fff;padding:.75rem 1.5rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;justify-content:space-between}
header a{color:#fff}
.brand{font-weight:700}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center}
nav a,nav button{color:#fff;font:inherit;text-decoration:underline;background:none;border:0;padding:.5rem 0;cursor:pointer;min-height:44px}
nav a[aria-current="page"]{font-weight:700}
main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d8e0e3;border-radius:8px}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
a{color:#07444a}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #4a5a61;border-radius:4px;color:#1d2a30;background:#fff}
input[aria-invalid="true"]{border-color:#b00020}
.error{color:#b00020;margin:.25rem 0 0}
.summary{border:2px solid #b00020;padding:.5rem 1rem;border-radius:4px;color:#b00020}
.primary{margin-top:1.5rem;background:#0b5d63;color:#fff;border:0;border-radius:4px;padding:.75rem 1.5rem;font:inherit;font-weight:600;cursor:pointer;min-height:44px}
.secondary{background:#fff;color:#07444a;border:1px solid #07444a;border-radius:4px;padding:.4rem 1rem;font:inherit;cursor:pointer;min-height:44px}
:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem}
dt{font-weight:600}
dd{margin:0}
section{scroll-margin-top:1rem;padding:.25rem 1rem;border-left:4px solid transparent}
section:target{border-left-color:#0b5d63;background:#f4f7f8}
.wishes{list-style:none;padding:0;margin:0}
.wishes li{display:flex;gap:1rem;align-items:center;justify-content:space-between;padding:.75rem 0;border-bottom:1px solid #d8e0e3}
.wishes form{margin:0}
.trips{list-style:none;padding:0;margin:0 0 1rem}
.trips li{padding:.75rem 0;border-bottom:1px solid #d8e0e3}
.trips h2{margin:0 0 .5rem}
`;

type PageName = 'profile' | 'trips' | 'wishlist';

function page(options: { lang: AccountLang; title: string; body: string; home: string; current?: PageName; signedIn: boolean }): string {
  const t = ACCOUNT_TEXTS[options.lang];
  const link = (name: PageName, path: string) => `<li><a href="${path}"${options.current === name ? ' aria-current="page"' : ''}>${escapeHtml(t[name])}</a></li>`;
  const nav = options.signedIn
    ? `<nav aria-label="${escapeHtml(t.nav)}"><ul>${link('profile', '/account/settings/profile')}${link('trips', '/account/trips')}${link('wishlist', '/account/wishlist')}<li><form method="post" action="/account/signout"><button type="submit">${escapeHtml(t.signOut)}</button></form></li></ul></nav>`
    : '';
  return `<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} — ${escapeHtml(t.brand)}</title>
<style>${STYLES}</style>
</head>
<body>
<header><span class="brand">${escapeHtml(t.brand)}</span><a href="${escapeHtml(options.home)}">${escapeHtml(t.backToShop)}</a>${nav}</header>
<main>
<h1>${escapeHtml(options.title)}</h1>
${options.body}
</main>
</body>
</html>`;
}

const html = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new HttpResponse(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', ...headers } });

const seeOther = (location: string, cookies: string[] = []) => {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new HttpResponse(null, { status: 303, headers });
};

export function signInPage(lang: AccountLang, home: string, origin: string, values: { email?: string; errors?: SignInErrors } = {}): string {
  const t = ACCOUNT_TEXTS[lang];
  const errors = values.errors ?? {};
  const field = (name: 'email' | 'password', type: string, autocomplete: string) => {
    const error = errors[name];
    const value = name === 'email' && values.email ? ` value="${escapeHtml(values.email)}"` : '';
    return `<label for="${name}">${escapeHtml(t[name])}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required${value}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(t[error])}</p>` : ''}`;
  };
  const summary = Object.keys(errors).length > 0 ? `<p class="summary" role="alert">${escapeHtml(t.errorSummary)}</p>` : '';
  const body = `<p>${escapeHtml(t.signInIntro)}</p>
${summary}
<form method="post" action="/account/signin" novalidate>
<input type="hidden" name="origin" value="${escapeHtml(origin)}">
${field('email', 'email', 'email')}
${field('password', 'password', 'current-password')}
<button class="primary" type="submit">${escapeHtml(t.signIn)}</button>
</form>`;
  return page({ lang, title: t.signInTitle, body, home, signedIn: false });
}

function profileBody(t: AccountTexts, account: { firstName: string; email: string; accountId: string }): string {
  return `<dl><dt>${escapeHtml(t.firstName)}</dt><dd>${escapeHtml(account.firstName)}</dd><dt>${escapeHtml(t.email)}</dt><dd>${escapeHtml(account.email)}</dd><dt>${escapeHtml(t.accountId)}</dt><dd>${escapeHtml(account.accountId)}</dd></dl>`;
}

const DATE_LOCALE: Record<AccountLang, string> = { fr: 'fr-FR', nl: 'nl-NL', it: 'it-IT', es: 'es-ES' };

/** The shop's booking lookup per language and the site of a language (the shop's route names; the splash home has no site). */
const LOOKUP_SEGMENT: Record<AccountLang, string> = { fr: 'ma-reservation', nl: 'mijn-boeking', it: 'la-mia-prenotazione', es: 'mi-reserva' };
const LANG_SITE: Record<AccountLang, string> = { fr: '/fr-fr', nl: '/nl-nl', it: '/it-it', es: '/es-es' };

/** A modifiable trip's "Change the dates": the shop's lookup with its reference (#r), where the change is made. */
function changeDatesLink(t: AccountTexts, lang: AccountLang, home: string, reference: string): string {
  const site = home === '/' ? LANG_SITE[lang] : home;
  return `<p><a href="${escapeHtml(`${site}/${LOOKUP_SEGMENT[lang]}#r=${reference}`)}" data-testid="account-trip-change-dates">${escapeHtml(t.changeDates)}</a></p>`;
}

/** The bookings an account's e-mail finds (mocks/bookings: seeded ones and booked checkouts), most recent first. */
function tripsList(t: AccountTexts, lang: AccountLang, email: string, home: string): string {
  const catalogue = getCatalogue();
  const trips = bookingsOfEmail(catalogue, email).reverse();
  if (trips.length === 0) return `<p>${escapeHtml(t.noTrips)}</p>`;
  const day = new Intl.DateTimeFormat(DATE_LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' });
  const format = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  const items = trips
    .map((trip) => {
      const hotel = hotelOf(catalogue, packageById(catalogue, trip.offerId));
      const dates = `${format(trip.checkin)} – ${format(addDays(trip.checkin, trip.nights))}`;
      const change = isModifiable(trip.reference, catalogue.today) ? changeDatesLink(t, lang, home, trip.reference) : '';
      return `<li><h2>${escapeHtml(hotel.label)}</h2><dl><dt>${escapeHtml(t.reference)}</dt><dd>${escapeHtml(trip.reference)}</dd><dt>${escapeHtml(t.dates)}</dt><dd>${escapeHtml(dates)}</dd><dt>${escapeHtml(t.status)}</dt><dd>${escapeHtml(t.statuses[trip.status])}</dd></dl>${change}</li>`;
    })
    .join('');
  return `<ul class="trips" aria-label="${escapeHtml(t.tripsList)}" data-testid="account-trips">${items}</ul>`;
}

/** The trips page lists the account's bookings and answers the contact page's quick actions: #modify, #cancel and #invoice are its sections. */
function tripsBody(t: AccountTexts, lang: AccountLang, email: string, home: string): string {
  const section = (id: string, title: string, text: string) => `<section id="${id}" aria-labelledby="${id}-title"><h2 id="${id}-title">${escapeHtml(title)}</h2><p>${escapeHtml(text)}</p></section>`;
  return `${tripsList(t, lang, email, home)}
${section('modify', t.modifyTitle, t.modifyText)}
${section('cancel', t.cancelTitle, t.cancelText)}
${section('invoice', t.invoiceTitle, t.invoiceText)}`;
}

function wishlistBody(t: AccountTexts, accountId: string): string {
  const wishes = wishlistOf(accountId);
  if (wishes.length === 0) return `<p>${escapeHtml(t.wishlistEmpty)}</p>`;
  const items = wishes
    .map(
      (wish) => `<li><a href="${escapeHtml(wish.path)}">${escapeHtml(wish.label)}</a><form method="post" action="/account/wishlist/remove"><input type="hidden" name="productId" value="${wish.productId}"><button class="secondary" type="submit" aria-label="${escapeHtml(t.removeLabel.replace('{label}', wish.label))}">${escapeHtml(t.remove)}</button></form></li>`,
    )
    .join('');
  return `<ul class="wishes" data-testid="account-wishlist">${items}</ul>`;
}

const sessionOfRequest = (request: Request) => sessionOf(cookieOf(request.headers.get('cookie'), ACCESS_TOKEN_COOKIE));

/** A page of the account: its body for the signed-in visitor, the sign-in (returning here) for anyone else. */
function accountPage(name: PageName, path: string, body: (t: AccountTexts, session: NonNullable<ReturnType<typeof sessionOf>>) => string): HttpHandler {
  return http.get(route('account', path), ({ request }) => {
    const session = sessionOfRequest(request);
    if (!session) return seeOther(`/account/signin?origin=${encodeURIComponent(`/account${path}`)}`);
    const t = ACCOUNT_TEXTS[session.lang];
    const titles: Record<PageName, string> = { profile: t.profileTitle, trips: t.tripsTitle, wishlist: t.wishlistTitle };
    return html(page({ lang: session.lang, title: titles[name], body: body(t, session), home: session.home, current: name, signedIn: true }));
  });
}

const cookie = (name: string, value: string, maxAge?: number) =>
  `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}`;

export const accountPageHandlers: HttpHandler[] = [
  http.get(route('account', '/signin'), ({ request }) => {
    const origin = returnPathOf(new URL(request.url).searchParams.get('origin'));
    const { lang, home } = placeOf(origin, request.headers.get('accept-language'));
    return html(signInPage(lang, home, origin));
  }),
  http.post(route('account', '/signin'), async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const origin = returnPathOf(form.get('origin'));
    const place = placeOf(origin, request.headers.get('accept-language'));
    const checked = checkSignIn(form.get('email') ?? '', form.get('password') ?? '');
    if ('errors' in checked) return html(signInPage(place.lang, place.home, origin, { email: form.get('email') ?? '', errors: checked.errors }), 400);
    const { token, account } = signIn(checked.email, place);
    return seeOther(origin, [cookie(ACCESS_TOKEN_COOKIE, token), cookie(ACCOUNT_ID_COOKIE, account.accountId)]);
  }),
  http.post(route('account', '/signout'), ({ request }) => {
    const token = cookieOf(request.headers.get('cookie'), ACCESS_TOKEN_COOKIE);
    const home = sessionOf(token)?.home ?? '/';
    signOut(token);
    return seeOther(home, [cookie(ACCESS_TOKEN_COOKIE, '', 0), cookie(ACCOUNT_ID_COOKIE, '', 0)]);
  }),
  accountPage('profile', '/settings/profile', (t, session) => profileBody(t, session.account)),
  accountPage('trips', '/trips', (t, session) => tripsBody(t, session.lang, session.account.email, session.home)),
  accountPage('wishlist', '/wishlist', (t, session) => wishlistBody(t, session.accountId)),
  http.post(route('account', '/wishlist/remove'), async ({ request }) => {
    const session = sessionOfRequest(request);
    if (!session) return seeOther(`/account/signin?origin=${encodeURIComponent('/account/wishlist')}`);
    const productId = Number(new URLSearchParams(await request.text()).get('productId'));
    if (Number.isSafeInteger(productId) && productId > 0) removeWish(session.accountId, productId);
    return seeOther('/account/wishlist');
  }),
];

/** Any other page of the account application: its own 404 page (last: the API's and the pages' routes come first). */
export const accountNotFoundHandler: HttpHandler = http.get(route('account', '/*'), ({ request }) => {
  const session = sessionOfRequest(request);
  const { lang, home } = session ?? placeOf('', request.headers.get('accept-language'));
  return html(page({ lang, title: ACCOUNT_TEXTS[lang].notFoundTitle, body: '', home, signedIn: session !== null }), 404);
});
