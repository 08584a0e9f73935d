import { modificationAmountDue, type GiftPayments } from '@/domain/checkout/modification-payment';

/**
 * Part 2 §5 "Modification payment", every branch at, just below and just above its boundary
 * (cents). Gift 200 €, upsell 300 €, refundable 150 € unless a row says otherwise.
 */
const gift: GiftPayments = { gift: 20_000, upsell: 30_000 };
const due = (newTotal: number, options: { giftPayments?: GiftPayments | null; refundableAmount?: number; insuranceToPay?: number } = {}) =>
  modificationAmountDue({
    newTotal,
    conditions: { refundableAmount: options.refundableAmount ?? 15_000, giftPayments: options.giftPayments === undefined ? gift : options.giftPayments },
    insuranceToPay: options.insuranceToPay ?? 0,
  });

describe('modification payment (part 2 §5)', () => {
  it.each([
    // at or below the upsell gift amount: min(gift, upsell − refundable) = min(200, 150) = 150 €
    ['at the upsell amount', 30_000, {}, 15_000],
    ['just below the upsell amount', 29_999, {}, 15_000],
    ['well below it (below the gift too: the upsell clause comes first)', 10_000, {}, 15_000],
    ['upsell − refundable above the gift: the gift', 30_000, { refundableAmount: 5_000 }, 20_000],
    ['upsell − refundable below 0: nothing', 30_000, { refundableAmount: 35_000 }, 0],
    // above the upsell amount: total − max(gift, refundable)
    ['just above the upsell amount, gift larger than refundable', 30_001, {}, 10_001],
    ['above it, refundable larger than the gift', 40_000, { refundableAmount: 25_000 }, 15_000],
    ['above it, refundable larger than the total: never negative', 30_001, { refundableAmount: 50_000 }, 0],
  ] as const)('%s', (_, newTotal, options, expected) => {
    expect(due(newTotal, options)).toBe(expected);
  });

  it.each([
    // a gift without an upsell (upsell 0): at or below the gift amount, nothing is due
    ['at the gift amount', 20_000, 0],
    ['just below the gift amount', 19_999, 0],
    ['just above the gift amount: total − max(gift, refundable)', 20_001, 1],
  ] as const)('gift without upsell, %s', (_, newTotal, expected) => {
    expect(due(newTotal, { giftPayments: { gift: 20_000, upsell: 0 } })).toBe(expected);
  });

  it.each([
    // upsell below the gift: the zero clause is reached between them
    ['at the upsell amount', 5_000, 0],
    ['just above the upsell, at the gift amount', 20_000, 0],
    ['just below the gift amount', 19_999, 0],
    ['just above the gift amount', 20_001, 1],
  ] as const)('upsell amount below the gift amount, %s', (_, newTotal, expected) => {
    expect(due(newTotal, { giftPayments: { gift: 20_000, upsell: 5_000 }, refundableAmount: 5_000 })).toBe(expected);
  });

  it.each([
    ['pays the new total minus the refundable amount', 40_000, 15_000, 25_000],
    ['refundable at the total: nothing', 40_000, 40_000, 0],
    ['refundable just below the total: one cent', 40_000, 39_999, 1],
    ['refundable above the total: never negative', 40_000, 40_001, 0],
  ] as const)('no gift payment: %s', (_, newTotal, refundableAmount, expected) => {
    expect(due(newTotal, { giftPayments: null, refundableAmount })).toBe(expected);
  });

  it('adds the insurance to pay in every branch, also when nothing else is due', () => {
    expect(due(30_000, { insuranceToPay: 1_200 })).toBe(16_200);
    expect(due(20_000, { giftPayments: { gift: 20_000, upsell: 0 }, insuranceToPay: 1_200 })).toBe(1_200);
    expect(due(30_001, { insuranceToPay: 1_200 })).toBe(11_201);
    expect(due(30_001, { refundableAmount: 50_000, insuranceToPay: 1_200 })).toBe(1_200);
  });
});
