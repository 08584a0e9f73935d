import { activityPriceFor, lowestActivityPrice } from '@/domain/activity';
import { activityPromo } from '@/domain/cards/promo';
import type { ActivityPrice } from '@/domain/model/activity';

const price = (adults: number, sellPrice: number, refPrice: number | null, promo: number): ActivityPrice => ({
  adults,
  sellPrice,
  refPrice,
  promo: activityPromo(promo),
  moneySaved: refPrice === null ? 0 : refPrice - sellPrice,
});

describe('activity price per participant (part 2 §3 per person in cents, §9 divided per participant)', () => {
  const prices = [price(1, 4_500, 5_000, 10), price(2, 4_320, 4_800, 10), price(3, 4_150, 4_600, 10)];

  it('the total for n participants is n times the per-person price; the price per participant is the total divided by n', () => {
    const two = activityPriceFor(prices, 2)!;
    expect(two.total).toBe(8_640);
    expect(two.perParticipant).toBe(4_320);
    expect(two.total / two.participants).toBe(two.perParticipant);
    expect(activityPriceFor(prices, 3)!.total).toBe(12_450);
  });

  it('the reference total and the saving scale with the count', () => {
    const three = activityPriceFor(prices, 3)!;
    expect(three.refTotal).toBe(13_800);
    expect(three.moneySaved).toBe(1_350);
    expect(three.promo).toBe(10);
  });

  it('the promo badge only from 5 % (part 2 §5, §9): the reshaped promo below it is 0', () => {
    const small = activityPriceFor([price(1, 4_850, 5_000, 3)], 1)!;
    expect(small.promo).toBe(0);
    expect(small.refTotal).toBe(5_000);
    expect(activityPriceFor([price(1, 4_750, 5_000, 5)], 1)!.promo).toBe(5);
  });

  it('no reduction: no struck price, no badge, nothing saved', () => {
    const plain = activityPriceFor([price(2, 3_000, 3_000, 0)], 2)!;
    expect(plain).toEqual({ participants: 2, perParticipant: 3_000, total: 6_000, refTotal: null, promo: 0, moneySaved: 0 });
    expect(activityPriceFor([price(2, 3_000, null, 0)], 2)!.refTotal).toBeNull();
  });

  it('a count without a price has no price', () => {
    expect(activityPriceFor(prices, 4)).toBeNull();
    expect(activityPriceFor([], 1)).toBeNull();
  });

  it('the lowest price per participant is the voucher’s from-price', () => {
    expect(lowestActivityPrice(prices)?.adults).toBe(3);
    expect(lowestActivityPrice([])).toBeNull();
  });
});
