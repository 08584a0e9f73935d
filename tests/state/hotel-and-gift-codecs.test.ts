import fc from 'fast-check';
import { giftSetupCodec, type GiftSetupHash } from '@/state/hash/gift-setup-codec';
import { createHotelHashCodec, type HotelHash } from '@/state/hash/hotel-hash-codec';
import { anyString, fixedClock, validGiftSetup, validHotelHash } from './arbitraries';

const hotel = createHotelHashCodec(fixedClock);

describe('hotel hash', () => {
  it('defaults to 2 adults, no children or babies, digital', () => {
    expect(hotel.parse('')).toStrictEqual<HotelHash>({ adults: 2, children: 0, babies: 0, giftFormat: 'digital' });
    expect(hotel.print(hotel.parse('#a=2&c=0&b=0&giftFormat=digital'))).toBe('');
  });

  it('reads the keys of part 2 §2: checkin, checkout, a, c, b, anchor, theme, hotelId, id, giftFormat, night', () => {
    const hash = '#checkin=2026-04-10&checkout=2026-04-13&a=1&c=2&b=1&anchor=products&theme=spa&hotelId=12&id=345&giftFormat=physical&night=2';
    const value = hotel.parse(hash);
    expect(value).toStrictEqual<HotelHash>({
      checkin: '2026-04-10',
      checkout: '2026-04-13',
      night: 3,
      adults: 1,
      children: 2,
      babies: 1,
      anchor: 'products',
      theme: 'spa',
      hotelId: 12,
      id: 345,
      giftFormat: 'physical',
    });
    expect(hotel.print(value)).toBe(
      'checkin=2026-04-10&checkout=2026-04-13&night=3&a=1&c=2&b=1&hotelId=12&id=345&theme=spa&giftFormat=physical&anchor=products',
    );
  });

  it('applies the search rules to dates and guests, and ignores search-only keys', () => {
    expect(hotel.parse('#checkin=2026-02-10&a=25&c=-1&id=0&hotelId=x&sort=promo&city=lyon')).toStrictEqual(hotel.defaults());
  });

  it('properties: never throws, fixed point, round trip of valid values', () => {
    fc.assert(
      fc.property(anyString, (hash) => {
        const once = hotel.parse(hash);
        expect(hotel.parse(hotel.print(once))).toStrictEqual(once);
      }),
      { numRuns: 500 },
    );
    fc.assert(fc.property(validHotelHash, (value) => {
        expect(hotel.parse(hotel.print(value))).toStrictEqual(value);
      }), { numRuns: 300 });
  });
});

describe('gift setup hash', () => {
  it('defaults to digital, 1 night, bucket 1, no upsell, and prints nothing for them', () => {
    expect(giftSetupCodec.parse('#foo=1')).toStrictEqual<GiftSetupHash>({ giftFormat: 'digital', giftNights: 1, bucket: 1, upsell: 'none', subElements: [] });
    expect(giftSetupCodec.print(giftSetupCodec.defaults())).toBe('');
  });

  it('reads each value, and falls back per field', () => {
    expect(giftSetupCodec.parse('#giftFormat=physical&giftNights=3&bucket=2&upsell=availability')).toStrictEqual<GiftSetupHash>({
      giftFormat: 'physical',
      giftNights: 3,
      bucket: 2,
      upsell: 'availability',
      subElements: [],
    });
    expect(giftSetupCodec.parse('#giftFormat=PHYSICAL&giftNights=0&bucket=4&upsell=availability')).toStrictEqual<GiftSetupHash>({
      giftFormat: 'digital',
      giftNights: 1,
      bucket: 1,
      upsell: 'availability',
      subElements: [],
    });
    for (const bucket of ['0', '4', '1.0', 'two', '']) expect(giftSetupCodec.parse(`#bucket=${bucket}`).bucket).toBe(1);
  });

  it('prints in a fixed order', () => {
    expect(giftSetupCodec.print({ upsell: 'availability', bucket: 3, giftNights: 2, giftFormat: 'physical', subElements: [21, 11] })).toBe(
      'giftFormat=physical&giftNights=2&bucket=3&upsell=availability&subElements[]=11&subElements[]=21',
    );
  });

  it('reads the chosen sub-elements as ids, with or without brackets, once each, ascending; anything else goes', () => {
    expect(giftSetupCodec.parse('#subElements[]=21&subElements%5B%5D=11&subElements=21&subElements[]=x&subElements[]=0&subElements[]=-3').subElements).toStrictEqual([11, 21]);
    expect(giftSetupCodec.parse(`#${Array.from({ length: 30 }, (_, index) => `subElements[]=${index + 1}`).join('&')}`).subElements).toHaveLength(20);
    expect(giftSetupCodec.parse('#subElements[]=1e3').subElements).toStrictEqual([]);
  });

  it('properties: never throws, fixed point, round trip of valid values', () => {
    fc.assert(
      fc.property(anyString, (hash) => {
        const once = giftSetupCodec.parse(hash);
        expect(giftSetupCodec.parse(giftSetupCodec.print(once))).toStrictEqual(once);
      }),
      { numRuns: 500 },
    );
    fc.assert(fc.property(validGiftSetup, (value) => {
        expect(giftSetupCodec.parse(giftSetupCodec.print(value))).toStrictEqual(value);
      }));
  });
});
