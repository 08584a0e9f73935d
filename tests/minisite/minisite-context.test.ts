import { calendarCheckoutNightsSchema } from '@/bff/contracts/calendar-checkout-nights.schema';
import { productOffersSchema } from '@/bff/contracts/product-offers.schema';
import { minisiteContextApplies, minisiteOfQuery, partnerSiteRedirect, withMinisite } from '@/domain/minisite/context';
import { isPartnerMinisite, PARTNER_MINISITES } from '@/domain/model/content';
import { resolve } from '@/routing/resolve';
import { addFaultRule } from '../../mocks/faults';
import { getCatalogue } from '../../mocks/catalogue';
import { simulator } from '../setup/simulator';

/** The partner list (one owner) and the minisite context's rules (Contract MS). */
describe('the partner list', () => {
  it('is the six partners the spec names, and the route shows a partner page for exactly those', () => {
    expect([...PARTNER_MINISITES].sort()).toEqual(['femina', 'femmesdaujourdhui', 'lefigaro', 'libelle', 'macif', 'maxi']);
    for (const partner of PARTNER_MINISITES) {
      expect(resolve(['fr-fr', 'minisite', partner])).toEqual({ screen: 'minisite', locale: 'fr_FR', params: { partner } });
    }
    for (const slug of ['marmiton', 'macif-2', 'lefigaro-madame']) {
      expect(isPartnerMinisite(slug)).toBe(false);
      expect(resolve(['fr-fr', 'minisite', slug])).toEqual({ screen: 'minisite-fallback', locale: 'fr_FR', params: { slug } });
    }
    // Not slugs: no minisite address at all (the 404), however odd.
    for (const segment of ['MACIF', 'a'.repeat(300), '%E2%80%AE%3Cscript%3E', 'macif%2F..', '..']) expect(resolve(['fr-fr', 'minisite', segment])).toBeNull();
  });

  it('is the only set of values the BFF routes take for minisite', () => {
    const base = { locale: 'fr_FR', productId: '501', adult: '2', child: '0', baby: '0' };
    expect(productOffersSchema.parse({ ...base, minisite: 'macif' }).success).toBe(true);
    expect(productOffersSchema.parse({ ...base, minisite: 'marmiton' }).success).toBe(false);
    const nights = { locale: 'fr_FR', id: '501', checkin: '2026-12-18', adult: '2', child: '0', baby: '0' };
    expect(calendarCheckoutNightsSchema.parse({ ...nights, minisite: 'libelle' }).success).toBe(true);
    expect(calendarCheckoutNightsSchema.parse({ ...nights, minisite: 'MACIF' }).success).toBe(false);
    expect(calendarCheckoutNightsSchema.parse(nights).success).toBe(true);
  });
});

describe('the minisite context', () => {
  it('is read from the query: a partner slug only, once', () => {
    expect(minisiteOfQuery({ minisite: 'macif' })).toBe('macif');
    expect(minisiteOfQuery({ minisite: 'libelle', flow: 'gifting' })).toBe('libelle');
    expect(minisiteOfQuery({})).toBeNull();
    expect(minisiteOfQuery({ minisite: undefined })).toBeNull();
    expect(minisiteOfQuery({ minisite: '' })).toBeNull();
    expect(minisiteOfQuery({ minisite: 'Macif' })).toBeNull();
    expect(minisiteOfQuery({ minisite: 'marmiton' })).toBeNull();
    expect(minisiteOfQuery({ minisite: 'macif<script>' })).toBeNull();
    expect(minisiteOfQuery({ minisite: ['macif', 'maxi'] })).toBeNull();
    expect(minisiteOfQuery({ minisite: 'x'.repeat(10_000) })).toBeNull();
  });

  it('travels in the query of a link, beside its own query and before its hash', () => {
    expect(withMinisite('/fr-fr/sejour/501/hotel-x-501', 'macif')).toBe('/fr-fr/sejour/501/hotel-x-501?minisite=macif');
    expect(withMinisite('/fr-fr/sejour/501?flow=gifting', 'maxi')).toBe('/fr-fr/sejour/501?flow=gifting&minisite=maxi');
    expect(withMinisite('/fr-fr/sejour/501#checkin=2026-12-18&a=2', 'femina')).toBe('/fr-fr/sejour/501?minisite=femina#checkin=2026-12-18&a=2');
    expect(withMinisite('/fr-fr/sejour/501?minisite=maxi', 'lefigaro')).toBe('/fr-fr/sejour/501?minisite=lefigaro');
    expect(minisiteOfQuery(Object.fromEntries(new URL(withMinisite('/fr-fr/sejour/501?flow=gifting', 'macif'), 'https://x').searchParams))).toBe('macif');
  });

  it('moves a partner page asked under another site to the partner’s own; a locale that is no site of ours stays', () => {
    expect(partnerSiteRedirect('fr_FR', 'nl_NL')).toBe('fr_FR');
    expect(partnerSiteRedirect('nl_BE', 'fr_BE')).toBe('nl_BE');
    expect(partnerSiteRedirect('fr_FR', 'fr_FR')).toBeNull();
    expect(partnerSiteRedirect('de_DE', 'fr_FR')).toBeNull();
    expect(partnerSiteRedirect('', 'fr_FR')).toBeNull();
  });

  it('holds on the partner’s own site only', () => {
    expect(minisiteContextApplies('fr_FR', 'fr_FR')).toBe(true);
    expect(minisiteContextApplies('fr_FR', 'fr_BE')).toBe(false);
    expect(minisiteContextApplies('nl_BE', 'nl_NL')).toBe(false);
  });
});

/** A package of an active hotel with a day to start a stay on. */
function availableDay() {
  const catalogue = getCatalogue();
  for (const pkg of catalogue.packages) {
    if (!catalogue.index.hotelById.get(pkg.hotelId)?.active) continue;
    for (let offset = 10; offset < 60; offset++) {
      const checkin = new Date(Date.parse(`${catalogue.today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      const price = catalogue.dayPrice(pkg.id, checkin);
      if (price && price.roomsLeft > 0) return { id: pkg.id, checkin };
    }
  }
  throw new Error('no available day');
}

describe('the checkout-nights BFF route', () => {
  const stay = availableDay();
  it('passes minisite on to packageCheckoutNights', async () => {
    const { GET } = await import('../../app/api/calendar/checkout-nights/route');
    const upstream: Array<string | null> = [];
    simulator.events.on('request:start', ({ request }) => {
      if (request.url.includes('/packageCheckoutNights.json')) upstream.push(new URL(request.url).searchParams.get('minisite'));
    });
    try {
      const response = await GET(new Request(`http://localhost/api/calendar/checkout-nights?locale=fr_FR&id=${stay.id}&checkin=${stay.checkin}&adult=2&child=0&baby=0&minisite=macif`));
      expect(response.status).toBe(200);
      expect(upstream).toContain('macif');
    } finally {
      simulator.events.removeAllListeners('request:start');
    }
  });

  it('refuses a minisite that is no partner (400), never asking upstream', async () => {
    const { GET } = await import('../../app/api/calendar/checkout-nights/route');
    addFaultRule({ path: '/packageCheckoutNights.json', fault: { kind: 'status', status: 500 } });
    const response = await GET(new Request('http://localhost/api/calendar/checkout-nights?locale=fr_FR&id=501&checkin=2026-12-18&adult=2&child=0&baby=0&minisite=marmiton'));
    expect(response.status).toBe(400);
  });
});
