import { cardHref } from '@/components/offer-card/card-href';
import type { BoxOfferCard, OfferCard } from '@/domain/model/search';

/** Where the beneficiary's stays lead (a box stay: redemption mode; a single-voucher stay: as before). */
const base = { id: 5012, uri: 'hotel-du-louvre-1042-5012', price: { sellPrice: 18900, refPrice: null, promo: 0, priceType: 'BENEFICIARY' } } as unknown as OfferCard;
const stay = { adults: 2, children: 0, babies: 0 };

describe("the beneficiary's stay links", () => {
  it('open a box stay in redemption mode, without the search hash', () => {
    const boxStay: BoxOfferCard = { ...base, giftValue: 14990, supplement: 3910 };
    expect(cardHref(boxStay, 'beneficiary', 'fr_FR', { ...stay, checkin: '2026-12-04', checkout: '2026-12-05' })).toBe('/fr-fr/sejour/5012/hotel-du-louvre-1042-5012?flow=beneficiary');
  });

  it('keep the single-voucher offers (no box value) on the ordinary product link', () => {
    const single: BoxOfferCard = { ...base, giftValue: null, supplement: null };
    expect(cardHref(single, 'beneficiary', 'fr_FR', stay)).toBe('/fr-fr/sejour/5012/hotel-du-louvre-1042-5012');
    // Another flow's card with a box value is not a redemption.
    expect(cardHref({ ...base, giftValue: 14990, supplement: 0 } as BoxOfferCard, 'box', 'fr_FR', stay)).toBe('/fr-fr/sejour/5012/hotel-du-louvre-1042-5012');
  });
});
