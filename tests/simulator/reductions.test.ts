import { applyReductions } from '../../mocks/checkout/reductions';

/** What remains to pay (contract §1): promo code first, then each gift card up to what remains, then the voucher. */
describe('applyReductions', () => {
  const card = (serialNumber: string, balance: number) => ({ serialNumber, balance });

  it.each([
    ['nothing', 30_000, 0, [], 0, 0, [], 30_000],
    ['a promo code', 30_000, 2_000, [], 0, 2_000, [], 28_000],
    ['a promo code larger than the total', 1_000, 2_000, [], 0, 1_000, [], 0],
    ['a card smaller than what remains', 30_000, 2_000, [card('A', 5_000)], 0, 2_000, [['A', 5_000]], 23_000],
    ['two cards, the second up to what remains', 30_000, 0, [card('A', 5_000), card('B', 100_000)], 0, 0, [['A', 5_000], ['B', 25_000]], 0],
    ['a card that finds nothing left', 3_000, 5_000, [card('A', 5_000)], 0, 3_000, [['A', 0]], 0],
    ['a spent card', 30_000, 0, [card('A', 0)], 0, 0, [['A', 0]], 30_000],
    ['the voucher last, after the cards', 30_000, 2_000, [card('A', 5_000)], 10_000, 2_000, [['A', 5_000]], 13_000],
    ['a voucher worth more than what remains', 30_000, 0, [card('A', 25_000)], 10_000, 0, [['A', 25_000]], 0],
  ] as const)('%s', (_, total, promo, cards, voucher, promoUsed, used, remaining) => {
    expect(applyReductions(total, promo, cards, voucher)).toEqual({
      promoCodeReductionAmount: promoUsed,
      giftcards: used.map(([serialNumber, usedAmount]) => ({ serialNumber, usedAmount })),
      remainingAmountToPay: remaining,
    });
  });
});
