import type { ActivityVoucher } from '@/domain/model/activity';
import { href } from '@/routing/href';
import { activityTrail } from '@/screens/activity/breadcrumb-trail';
import { activityIndexable, metadata } from '@/screens/activity/metadata';
import { activityStructuredData } from '@/screens/activity/structured-data';

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
const route = (locale: 'fr_FR' | 'it_IT' = 'fr_FR') => ({ screen: 'activity' as const, locale, params: { id: voucher.id } });

describe('activity voucher page rules', () => {
  it('is indexed unless the page model says noindex, the voucher is unpublished, or the site is Italian', () => {
    expect(activityIndexable(route(), voucher)).toBe(true);
    expect(activityIndexable(route(), { ...voucher, published: false })).toBe(false);
    expect(activityIndexable(route(), { ...voucher, pageModel: { ...voucher.pageModel, metaRobots: 'noindex, follow' } })).toBe(false);
    expect(activityIndexable(route('it_IT'), voucher)).toBe(false);
    expect(metadata(route(), { voucher: { ...voucher, published: false } }).robots).toEqual({ index: false, follow: true });
    const meta = metadata(route(), { voucher });
    expect(meta.title).toBe('Escalade à Lyon - Escapade');
    expect(meta.robots).toBeUndefined();
    // Canonical and hreflang are the catch-all's (the storefront URL), not the page model's API paths.
    expect(meta.alternates).toBeUndefined();
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
    const data = activityStructuredData({ voucher, url: 'https://x.test/fr-fr/bon-activite/900004', imageUrls: [] });
    expect(data).toMatchObject({ '@type': 'Product', name: 'Escalade à Lyon', brand: { name: 'Roc Club' }, offers: { price: '48.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } });
    expect(activityStructuredData({ voucher: { ...voucher, published: false }, url: 'u', imageUrls: [] }).offers?.availability).toBe('https://schema.org/Discontinued');
    expect(activityStructuredData({ voucher: { ...voucher, prices: [] }, url: 'u', imageUrls: [] })).not.toHaveProperty('offers');
  });
});
