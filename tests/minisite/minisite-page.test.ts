import { minisiteFallbackScreen } from '@/screens/minisite-fallback';
import { load, PARTNER_OFFER_COUNT, type MinisiteData } from '@/screens/minisite/load';
import { metadata, partnerCanonical } from '@/screens/minisite/metadata';
import { partnerContextOf } from '@/screens/product/minisite.server';
import type { ScreenContext } from '@/screens/screen-module';
import type { RouteOf } from '@/routing';
import { getCatalogue } from '../../mocks/catalogue';
import { PARTNERS } from '../../mocks/content/minisites';
import { addFaultRule } from '../../mocks/faults';
import { partnerSells } from '../../mocks/search/minisite';

/** The partner page's load and metadata, the fallback's, and the product page's partner context, against the simulator. */
const SITE = 'https://www.escapade.test';
const context = { siteUrl: SITE } as ScreenContext;
const route = (partner: RouteOf<'minisite'>['params']['partner'], locale: RouteOf<'minisite'>['locale'] = 'fr_FR'): RouteOf<'minisite'> => ({ screen: 'minisite', locale, params: { partner } });
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => vi.restoreAllMocks());

function ok(data: MinisiteData): Extract<MinisiteData, { kind: 'ok' }> {
  if (data.kind !== 'ok') throw new Error(`expected a partner page, got ${data.kind}`);
  return data;
}

describe('partner page load', () => {
  it.each(PARTNERS.map((partner) => [partner.slug, partner] as const))('%s: the minisite call and the partner’s offers, each link carrying its context', async (slug, partner) => {
    const data = ok(await load(route(slug as never, partner.locale)));
    expect(data.minisite.partnerName).toBe(partner.partnerName);
    expect(data.minisite.minisiteLocale).toBe(partner.locale);
    expect(data.minisite.footer).toMatch(/\d{4}/);
    expect(data.offers.length).toBeGreaterThan(0);
    expect(data.offers.length).toBeLessThanOrEqual(PARTNER_OFFER_COUNT);
    const catalogue = getCatalogue();
    for (const offer of data.offers) {
      expect(offer.href).toMatch(new RegExp(`\\?minisite=${slug}$`));
      const packageId = Number(/\/(\d+)(?:\/|\?)/.exec(offer.href)?.[1]);
      const pkg = catalogue.index.packageById.get(packageId)!;
      const country = catalogue.index.cityById.get(catalogue.index.hotelById.get(pkg.hotelId)!.cityId)!.country;
      // The simulator's partner selection: the partner's country, its share of the stays.
      expect(country).toBe(partner.locale.slice(3));
      expect(partnerSells({ slug, country }, packageId)).toBe(true);
    }
  });

  it('moves a partner asked under another site to the partner’s own site (307, before rendering)', async () => {
    const thrown = await load(route('macif', 'nl_NL')).then(
      () => null,
      (error: unknown) => error as { digest?: string },
    );
    expect(thrown?.digest).toMatch(/^NEXT_REDIRECT;replace;\/fr-fr\/minisite\/macif;307;/);
  });

  it("a failed minisites call is 'Oops, something went wrong' (not indexed); the CMS's 'no such minisite' is the fallback", async () => {
    quiet();
    addFaultRule({ path: '/api/cms/minisites/femina', fault: { kind: 'status', status: 500 } });
    const failed = await load(route('femina'));
    expect(failed).toEqual({ kind: 'failed' });
    expect(metadata(route('femina'), failed, context)).toEqual({ title: 'Oups, une erreur s\'est produite', robots: { index: false, follow: true } });
    addFaultRule({ path: '/api/cms/minisites/maxi', fault: { kind: 'status', status: 404 } });
    const gone = await load(route('maxi'));
    expect(gone).toEqual({ kind: 'gone' });
    expect(metadata(route('maxi'), gone, context)).toMatchObject({ robots: { index: false, follow: true } });
  });

  it('a failed offers search leaves the page with no offers (the section hides)', async () => {
    quiet();
    addFaultRule({ path: '/search.json', contains: '"minisite":"lefigaro"', fault: { kind: 'status', status: 500 } });
    const data = ok(await load(route('lefigaro')));
    expect(data.offers).toEqual([]);
    expect(data.minisite.partnerName).toBe('Le Figaro');
  });
});

describe('partner page metadata', () => {
  it("is the call's: whole title, description and canonical made absolute", async () => {
    const data = ok(await load(route('macif')));
    expect(metadata(route('macif'), data, context)).toEqual({
      title: { absolute: data.minisite.meta.pageTitle },
      description: data.minisite.meta.metaDescription,
      // A partner's page lives in one site: itself for its language and as x-default.
      alternates: { canonical: `${SITE}/fr-fr/minisite/macif`, languages: { 'fr-FR': `${SITE}/fr-fr/minisite/macif`, 'x-default': `${SITE}/fr-fr/minisite/macif` } },
    });
  });

  it('falls back to our title and the route when the CMS leaves its meta out', () => {
    const minisite = { minisiteId: 'libelle', minisiteUrl: '/nl-be/minisite/libelle', partnerName: 'Libelle', minisiteLocale: 'nl_BE', bannerUrls: { desktop: 'd', mobile: 'm' }, logoUrl: null, footer: 'f', meta: { canonicalUrl: null, metaDescription: null, pageTitle: null } };
    expect(metadata(route('libelle', 'nl_BE'), { kind: 'ok', minisite, offers: [] }, context)).toEqual({
      title: 'Exclusieve weekendjes weg met Libelle',
      alternates: { canonical: `${SITE}/nl-be/minisite/libelle`, languages: { 'nl-BE': `${SITE}/nl-be/minisite/libelle`, 'x-default': `${SITE}/nl-be/minisite/libelle` } },
    });
  });

  it('takes a canonical that is a site path or an http(s) URL, nothing else', () => {
    expect(partnerCanonical('/fr-fr/minisite/macif', SITE)).toBe(`${SITE}/fr-fr/minisite/macif`);
    expect(partnerCanonical('https://partner.example/offre', SITE)).toBe('https://partner.example/offre');
    expect(partnerCanonical('//evil.example/x', SITE)).toBeNull();
    expect(partnerCanonical('javascript:alert(1)', SITE)).toBeNull();
    expect(partnerCanonical('not a url', SITE)).toBeNull();
    expect(partnerCanonical(null, SITE)).toBeNull();
  });
});

describe('the fallback page', () => {
  it('always loads (no call) and is not indexed, in the site’s language', async () => {
    const fallback: RouteOf<'minisite-fallback'> = { screen: 'minisite-fallback', locale: 'it_IT', params: { slug: 'marmiton' } };
    const data = await minisiteFallbackScreen.load(fallback, context);
    expect(data).toBe(true);
    expect(minisiteFallbackScreen.metadata(fallback, true, context)).toEqual({ title: 'Offerta partner non disponibile', robots: { index: false, follow: true } });
  });
});

describe("a product page's partner context", () => {
  it('is the query’s partner, confirmed by the minisites call on its own site', async () => {
    expect(await partnerContextOf('fr_FR', { minisite: 'macif' })).toEqual({ slug: 'macif', name: 'MACIF', logoUrl: expect.stringContaining('minisite-macif-logo') });
    expect(await partnerContextOf('nl_BE', { minisite: 'libelle' })).toMatchObject({ slug: 'libelle', name: 'Libelle' });
  });

  it('is none without a partner, on another site, or when the call fails', async () => {
    expect(await partnerContextOf('fr_FR', {})).toBeNull();
    expect(await partnerContextOf('fr_FR', { minisite: 'marmiton' })).toBeNull();
    expect(await partnerContextOf('nl_NL', { minisite: 'macif' })).toBeNull();
    quiet();
    addFaultRule({ path: '/api/cms/minisites/maxi', fault: { kind: 'timeout' } });
    expect(await partnerContextOf('fr_FR', { minisite: 'maxi' })).toBeNull();
  });
});
