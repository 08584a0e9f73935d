import { expiredOfferIdFromHash, hotelIdFromHash, otherOffersThan } from '@/screens/not-found/hotel-hash';

describe('the expired offer in the not-found hash', () => {
  it('reads the hotel and the expired product’s id', () => {
    expect(hotelIdFromHash('#hotelId=1042&id=8812&checkin=2026-05-01')).toBe(1042);
    expect(expiredOfferIdFromHash('#hotelId=1042&id=8812&checkin=2026-05-01')).toBe(8812);
    expect(expiredOfferIdFromHash('#hotelId=1042')).toBeNull();
    expect(expiredOfferIdFromHash('#id=abc')).toBeNull();
    expect(expiredOfferIdFromHash('#id=0')).toBeNull();
  });

  it('suggests every other offer of the hotel, never the expired one', () => {
    const offers = [{ id: 1 }, { id: 8812 }, { id: 3 }];
    expect(otherOffersThan(offers, 8812)).toEqual([{ id: 1 }, { id: 3 }]);
    expect(otherOffersThan(offers, null)).toEqual(offers);
  });
});
