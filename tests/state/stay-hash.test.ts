import { createHotelHashCodec } from '@/state/hash/hotel-hash-codec';
import { printStayHash, readStay } from '@/state/hash/stay-hash';

// The product and hotel pages read the hotel hash; the clock is before every date used here.
const hotelCodec = createHotelHashCodec(() => new Date('2026-11-01T10:00:00Z'));

describe('the stay a search hands on (part 1 §2, part 2 §3)', () => {
  it('is printed with the hotel hash keys: checkin, checkout, night, a, c, b, defaults left out', () => {
    const stay = { checkin: '2026-12-04', checkout: '2026-12-06', night: 2, adults: 3, children: 1, babies: 1 };
    expect(printStayHash(stay)).toBe('checkin=2026-12-04&checkout=2026-12-06&night=2&a=3&c=1&b=1');
    expect(printStayHash({ adults: 2, children: 0, babies: 0 })).toBe('');
    expect(printStayHash({ night: 3, adults: 2, children: 0, babies: 0 })).toBe('night=3');
  });

  it('reads back as the same stay on the product page', () => {
    const stay = { checkin: '2026-12-04', checkout: '2026-12-07', night: 3, adults: 1, children: 2, babies: 0 };
    expect(hotelCodec.parse(printStayHash(stay))).toMatchObject(stay);
  });

  it('takes only the stay from whole search criteria', () => {
    const criteria = { checkin: '2026-12-04', adults: 4, children: 0, babies: 0, city: 'lyon', page: 3, sort: 'promo' };
    expect(printStayHash(criteria)).toBe('checkin=2026-12-04&a=4');
  });
});

describe('reading the stay a page hands on', () => {
  it('keeps what the hotel hash rules accept, whatever today is (the receiving page applies its window)', () => {
    expect(readStay('checkin=2020-05-01&checkout=2020-05-03&a=3&hotelId=7&id=9')).toStrictEqual({
      checkin: '2020-05-01',
      checkout: '2020-05-03',
      night: 2,
      adults: 3,
      children: 0,
      babies: 0,
    });
  });

  it('drops what they refuse: unreal days, stays over 14 nights, counts out of bounds', () => {
    expect(readStay('checkin=2026-02-30&a=21&b=11')).toStrictEqual({ adults: 2, children: 0, babies: 0 });
    expect(readStay('checkin=2026-05-01&checkout=2026-05-20')).toStrictEqual({ checkin: '2026-05-01', adults: 2, children: 0, babies: 0 });
  });
});
