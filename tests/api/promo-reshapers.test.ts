import { describe, expect, it } from 'vitest';
import { toProductOffers } from '@/api/product/reshape';
import { toActivityCard, toHotelOffer } from '@/api/search/reshape';

/**
 * The reshapers apply the domain's promo thresholds (part 2 §5, §9): a promo between the activity
 * threshold (5) and the offers-list threshold (10) shows on an activity card and not in an offers
 * list, so a reshaper calling the wrong rule, or its own copy with another value, fails here.
 */
describe('promo thresholds in the API reshapers', () => {
  it("a hotel's offers list keeps promos from 10 %", () => {
    const offer = (promo: number | null) =>
      toHotelOffer({ weekendId: 1, label: 'Stay', priceInfo: { sellPrice: 10_000, refPrice: 12_000, promoPercentageRounded: promo } });
    expect([offer(7).promo, offer(9.9).promo, offer(10).promo, offer(16.4).promo, offer(null).promo]).toEqual([0, 0, 10, 16, 0]);
  });

  it("a product's offers keep promos from 10 %", () => {
    const offers = toProductOffers({
      offers: [7, 10].map((promo, index) => ({ weekendId: index + 1, priceInfo: { sellPrice: 10_000, promoPercentageRounded: promo } })),
    });
    expect(offers.map((offer) => offer.promo)).toEqual([0, 10]);
  });

  it('an activity card keeps promos from 5 %', () => {
    const card = (promo: number) => toActivityCard({ id: 1, label: 'Spa', sellPrice: 5_000, promo });
    expect([card(4.9).promo, card(5).promo, card(7).promo]).toEqual([0, 5, 7]);
  });
});
