import { toFacetQuery, toSearchCriterias } from '@/api/search/criteria';
import type { SearchCriteria } from '@/domain/model/search';
import { toApiSearchCriteria, toSearchCall } from '@/state/api-criteria';
import { createSearchCriteriaCodec } from '@/state/hash/search-criteria-codec';
import { fixedClock } from './arbitraries';

const codec = createSearchCriteriaCodec(fixedClock);

describe('hash criteria → API SearchCriteria', () => {
  it('the defaults are just the default guests and format', () => {
    expect(toApiSearchCriteria(codec.parse(''))).toStrictEqual<SearchCriteria>({ adults: 2, children: 0, babies: 0, giftFormat: 'digital' });
  });

  it('maps every criterion the API knows; empty lists and hash-only keys are left out', () => {
    const criteria = codec.parse(
      '#checkin=2026-04-10&checkout=2026-04-12&a=3&c=1&city=Lyon&cityId=lyon&hotel=12&theme=spa&lat=45.75&lng=4.85&distanceMax=50' +
        '&sort=distance&stars[]=4&hotelScore=8.5&priceMin=5000&priceMax=20000&facilities[]=pets&facilities[]=pool&tags[]=yoga' +
        '&giftNights=2&bucket=2&upsell=availability&page=3&origin=home&anchor=x&id=city-1',
    );
    expect(toApiSearchCriteria(criteria)).toStrictEqual<SearchCriteria>({
      checkin: '2026-04-10',
      checkout: '2026-04-12',
      night: 2,
      adults: 3,
      children: 1,
      babies: 0,
      lat: 45.75,
      lng: 4.85,
      distanceMax: 50,
      city: 'Lyon',
      cityId: 'lyon',
      hotelId: 12,
      theme: 'spa',
      giftNights: 2,
      giftFormat: 'digital',
      stars: [4],
      hotelScore: 8.5,
      priceMin: 5000,
      priceMax: 20000,
      facilities: ['pets', 'pool'],
      tags: ['yoga'],
    });
  });

  it('an explicit hotelId wins over the hotel alias', () => {
    expect(toApiSearchCriteria(codec.parse('#hotel=12&hotelId=34')).hotelId).toBe(34);
  });

  it('feeds the search client: pets becomes petsAllowed, gifting uses single-voucher prices and 2 adults', () => {
    const criteria = codec.parse('#a=4&facilities[]=pets&facilities[]=spa&priceMin=100&priceMax=900&sort=svPriceAsc&page=2');
    const gift = toSearchCall(criteria, 'gifting');
    expect(gift).toMatchObject({ type: 'gift', orderBy: 'svPriceAsc', page: 2 });
    expect(toSearchCriterias(gift.criteria, gift.type)).toMatchObject({
      adult: 2,
      child: 0,
      baby: 0,
      facilities: ['spa'],
      petsAllowed: true,
      singleVoucherPriceMin: 100,
      singleVoucherPriceMax: 900,
    });
    const stay = toSearchCall(criteria, 'booking');
    expect(stay).toMatchObject({ type: 'stay', orderBy: 'priceQuality', page: 2 });
    expect(toSearchCriterias(stay.criteria, stay.type)).toMatchObject({ adult: 4, priceMin: 100, priceMax: 900 });
    expect(toFacetQuery(stay.criteria, stay.type, false)).toMatchObject({ facilities: 'spa', petsAllowed: true, adult: 4 });
  });
});
