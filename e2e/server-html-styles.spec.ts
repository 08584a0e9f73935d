import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { SIMULATOR_ORIGIN } from './support/simulator';
import { initCheckout, productFor } from './support/checkout';
import { PORT } from './support/sites';
import { href } from '../src/routing/href';

/**
 * The server HTML carries no styled-components markup (docs/decisions.md, 2026-11-28): what renders
 * on the server is styled with CSS modules, and the pages have no styled-components registry. A
 * styled component slipping back into the server render would paint unstyled until the browser
 * ran it (and pull styled-components into every page's first load), so one page of each kind is
 * checked: no styled class (`…-sc-<hash>-<n>`) in a class attribute, no `data-styled` style element.
 */
const LOCALE = 'fr_FR';
/** The customer-care host (care.localhost, the default CARE_HOST), asked through its Host header. */
const CARE_HOST = `care.localhost:${PORT}`;

const STYLED_CLASS = /class="[^"]*\bsc-[0-9a-z]+-\d+\b[^"]*"/g;
const STYLED_ELEMENT = /<[a-z]+\b[^>]*\bdata-styled\b[^>]*>/g;

async function serverHtml(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await request.get(path, { headers });
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The first link of the page to a path starting with `prefix`. */
function firstLink(page: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`href="(${escaped}[^"#?]+)"`).exec(page)?.[1];
  if (!found) throw new Error(`no link to ${prefix}… in the page`);
  return found;
}

function expectNoStyledMarkup(page: string, label: string) {
  expect(page.match(STYLED_CLASS) ?? [], `${label}: styled-components classes in the server HTML`).toEqual([]);
  expect(page.match(STYLED_ELEMENT) ?? [], `${label}: data-styled elements in the server HTML`).toEqual([]);
}

test('no page kind renders styled-components markup on the server', { tag: '@any-device' }, async ({ request }) => {
  const home = await serverHtml(request, href.home(LOCALE));
  const search = await serverHtml(request, '/fr-fr/ville/paris');
  const productPath = firstLink(search, '/fr-fr/sejour/');
  const product = await serverHtml(request, productPath);
  const hotelPath = firstLink(product, '/fr-fr/hotel/');
  const boxes = await serverHtml(request, href.boxes(LOCALE));
  const boxPath = firstLink(boxes, `${href.boxes(LOCALE)}/p/`);
  const pages: Record<string, string> = {
    home,
    search,
    [productPath]: product,
    [hotelPath]: await serverHtml(request, hotelPath),
    boxes,
    [boxPath]: await serverHtml(request, boxPath),
    content: await serverHtml(request, '/it-it/note-legali'),
    contact: await serverHtml(request, href.contact(LOCALE)),
    'booking lookup': await serverHtml(request, href.bookingLookup(LOCALE)),
  };
  // The search box, the hotel's search bar and the care login's form are what used styled-components.
  expect(home).toContain('role="search"');
  for (const [label, page] of Object.entries(pages)) expectNoStyledMarkup(page, label);
});

/** A CSS module's class as the build names it: the file's hash, then the class's own name. */
const MODULE_CLASS = /^_?[A-Za-z0-9-]{6}_[A-Za-z][A-Za-z0-9]*$/;

/** The classes of the server HTML that none of the stylesheets the page links defines. */
async function unstyledClasses(request: APIRequestContext, page: string): Promise<string[]> {
  const sheets = [...new Set(page.match(/\/_next\/static\/[^"]+\.css/g) ?? [])];
  const css = (await Promise.all(sheets.map(async (sheet) => (await request.get(sheet)).text()))).join('\n');
  const classes = new Set([...page.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)).filter((name) => MODULE_CLASS.test(name)));
  return [...classes].filter((name) => !css.includes(`.${name}`));
}

/**
 * An island whose code loads later (on intent, on a desktop) stands as the server's HTML until
 * then: the page must link that HTML's stylesheets itself, or it paints unstyled (the search results
 * did, before their loader linked the cards' and the filter bar's).
 */
/** This spec's own products (checkout-support's slots; other specs take lower bases). */
const SPEC_BASE = 200;

test('every class of a page kind’s server HTML is styled by a stylesheet the page links', { tag: '@any-device' }, async ({ request }, testInfo) => {
  const made = await initCheckout(request, productFor(testInfo, SPEC_BASE, 0), LOCALE);
  const search = await serverHtml(request, '/fr-fr/ville/paris');
  const productPath = firstLink(search, '/fr-fr/sejour/');
  const product = await serverHtml(request, productPath);
  const boxes = await serverHtml(request, href.boxes(LOCALE));
  const pages: Record<string, string> = {
    home: await serverHtml(request, href.home(LOCALE)),
    search,
    'gift search': await serverHtml(request, '/fr-fr/recherche-cadeau'),
    'activity search': await serverHtml(request, href.search(LOCALE, { flow: 'activity' })),
    [productPath]: product,
    hotel: await serverHtml(request, firstLink(product, '/fr-fr/hotel/')),
    boxes,
    box: await serverHtml(request, firstLink(boxes, `${href.boxes(LOCALE)}/p/`)),
    contact: await serverHtml(request, href.contact(LOCALE)),
    'booking lookup': await serverHtml(request, href.bookingLookup(LOCALE)),
    // The traveller form's code loads on intent too.
    'booking step': await serverHtml(request, made.bookingPath),
  };
  for (const [label, page] of Object.entries(pages)) expect(await unstyledClasses(request, page), label).toEqual([]);
  // The check sees the cards' classes (the commonest victims).
  expect(search).toMatch(/class="_?[A-Za-z0-9-]{6}_card"/);
});

test('the customer-care host renders no styled-components markup on the server (login, care bar)', { tag: '@any-device' }, async ({ request }) => {
  // Without a token every page of the care host is the login page (its simulated Google sign-in form).
  const login = await serverHtml(request, '/fr-fr', { host: CARE_HOST });
  expect(login).toContain('name="email"');
  expectNoStyledMarkup(login, 'care login');

  // Signed in, the page carries the care bar and its share-link tool.
  const minted = await request.post(`${SIMULATOR_ORIGIN}/auth/token`, { data: { email: 'agent@escapade.example' } });
  expect(minted.ok()).toBe(true);
  const { id_token: token } = (await minted.json()) as { id_token: string };
  const careMode = await serverHtml(request, '/fr-fr', { host: CARE_HOST, cookie: `care_id_token=${token}` });
  expect(careMode).toContain('data-testid="care-share-link"');
  expectNoStyledMarkup(careMode, 'care bar');
});
