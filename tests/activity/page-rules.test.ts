import type { ActivityVoucher } from '@/domain/model/activity';
import { href } from '@/routing/href';
import { activityTrail } from '@/screens/activity/breadcrumb-trail';
import { activityIndexable, metadata } from '@/screens/activity/metadata';
import { activityProductData } from '@/crawlers/structured-data';

/** The voucher page's server rules: robots, breadcrumb trail from the API's paths, structured data. */
const voucher = {
  id: 900_004,
  uri: 'escalade-a-lyon-900004',
  label: 'Escalade à Lyon',
  description: 'Une journée de grimpe.',
  published: true,
  images: [],
  imagesBySize: {},
  mainActivityCenter: { id: 800_040, label: 'Roc Club', stars: 4, locationLabel: 'Rue Neuve 3, Lyon', main: true },
  activities: [],
  locations: [],
  schedules: [],
  niceToKnow: [],
  importantInfo: null,
  breadCrumb: [],
  pageModel: { metaRobots: 'index, follow', canonicalUrl: '/activity/900004', pageTitle: 'Escalade à Lyon - Escapade', alternateUrls: {} },
  prices: [
    { adults: 1, sellPrice: 5_000, refPrice: 6_000, promo: 17, moneySaved: 1_000 },
    { adults: 2, sellPrice: 4_800, refPrice: 5_760, promo: 17, moneySaved: 960 },
  ],
} satisfies ActivityVoucher;
const SITE = 'https://www.escapade.test';
const context = { siteUrl: SITE, request: {} as never, searchParams: {}, now: new Date(0) };
const route = (locale: 'fr_FR' | 'it_IT' = 'fr_FR') => ({ screen: 'activity' as const, locale, params: { id: voucher.id } });

describe('activity voucher page rules', () => {
  it('is indexed unless the page model says noindex, the voucher is unpublished, or the site is Italian', () => {
    expect(activityIndexable(route(), voucher)).toBe(true);
    expect(activityIndexable(route(), { ...voucher, published: false })).toBe(false);
    expect(activityIndexable(route(), { ...voucher, pageModel: { ...voucher.pageModel, metaRobots: 'noindex, follow' } })).toBe(false);
    expect(activityIndexable(route('it_IT'), voucher)).toBe(false);
    expect(metadata(route(), { voucher: { ...voucher, published: false } }, context).robots).toEqual({ index: false, follow: true });
    const meta = metadata(route(), { voucher }, context);
    expect(meta.title).toBe('Escalade à Lyon - Escapade');
    expect(meta.robots).toBeUndefined();
  });

  it('canonical: the storefront page with the voucher’s uri, whichever spelling was asked; hreflang: that page in every site', () => {
    const meta = metadata(route(), { voucher }, context);
    expect(meta.alternates?.canonical).toBe(`${SITE}/fr-fr/bon-activite/900004/escalade-a-lyon-900004`);
    const slugged = metadata({ ...route(), params: { id: voucher.id, slug: 'autre-chose' } }, { voucher }, context);
    expect(slugged.alternates).toEqual(meta.alternates);
    const languages = meta.alternates?.languages as Record<string, string>;
    expect(languages['fr-FR']).toBe(meta.alternates?.canonical);
    expect(languages['nl-BE']).toBe(`${SITE}${href.activity('nl_BE', voucher.id, voucher.uri)}`);
    expect(Object.keys(languages)).toHaveLength(7);
  });

  it('the breadcrumb maps the API’s /activity/city/{id} to the activity search of that city, leaves other API paths out', () => {
    const trail = activityTrail(
      'fr_FR',
      [
        { label: 'Lyon', url: '/activity/city/lyon' },
        { label: 'Lyon', url: '/activity/city/lyon' },
        { label: 'Escalade à Lyon', url: '/activity/900004' },
        { label: 'Ailleurs', url: 'https://evil.example/x' },
      ],
      'Activités',
    );
    expect(trail).toEqual([
      { label: 'Activités', url: href.search('fr_FR', { flow: 'activity' }) },
      { label: 'Lyon', url: href.search('fr_FR', { flow: 'activity', city: 'lyon' }) },
    ]);
    expect(activityTrail('es_ES', [], 'Actividades')).toEqual([{ label: 'Actividades', url: href.search('es_ES', { flow: 'activity' }) }]);
  });

  it('structured data: a Product whose offer is the lowest price per participant, Discontinued once expired', () => {
    const data = activityProductData({ voucher, url: 'https://x.test/fr-fr/bon-activite/900004', siteUrl: SITE });
    expect(data).toMatchObject({ '@type': 'Product', name: 'Escalade à Lyon', brand: { name: 'Roc Club' }, offers: { price: '48.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } });
    expect(activityProductData({ voucher: { ...voucher, published: false }, url: 'https://x.test/u', siteUrl: SITE })?.offers?.availability).toBe('https://schema.org/Discontinued');
    // Without a price (and no rating) there is no Product worth publishing.
    expect(activityProductData({ voucher: { ...voucher, prices: [] }, url: 'https://x.test/u', siteUrl: SITE })).toBeNull();
  });
});
