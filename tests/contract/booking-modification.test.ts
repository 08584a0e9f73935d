import { quoteBookingModification } from '@/api/booking-modification';
import { toModificationQuote } from '@/api/booking-modification/reshape';
import { modificationQuoteSchema } from '@/api/booking-modification/schemas';
import { amountDueOf } from '@/domain/checkout/modification-quote';
import { modificationAmountDue } from '@/domain/checkout/modification-payment';
import { simulatorAmountDue } from '../../mocks/bookings';
import { resetSimulator, TRAVELLER } from '../simulator/support/checkout-journey';
import { addDays, bookStay, modifiableStay } from '../simulator/support/modifiable-stay';

/**
 * The modification payment rule has two independent readings: the storefront's
 * (src/domain/checkout/modification-payment.ts, what the page shows) and the simulator's
 * (mocks/bookings/modification-due.ts, what the API charges). They must give the same amount for
 * the same inputs, in every branch, and the client must read the API's quote into the inputs the
 * rule takes.
 */
beforeEach(resetSimulator);

const CASES: Array<{ name: string; newTotal: number; refundable: number; gift: number | null; upsell: number; insuranceToPay: number }> = [
  { name: 'no gift: total minus refundable', newTotal: 30_000, refundable: 16_000, gift: null, upsell: 0, insuranceToPay: 0 },
  { name: 'no gift, cheaper stay: nothing', newTotal: 10_000, refundable: 16_000, gift: null, upsell: 0, insuranceToPay: 0 },
  { name: 'no gift, insurance added', newTotal: 10_000, refundable: 16_000, gift: null, upsell: 0, insuranceToPay: 1_500 },
  { name: 'at the upsell: min(gift, upsell − refundable)', newTotal: 25_000, refundable: 5_000, gift: 15_000, upsell: 25_000, insuranceToPay: 0 },
  { name: 'below the upsell, refundable above it', newTotal: 20_000, refundable: 30_000, gift: 15_000, upsell: 25_000, insuranceToPay: 700 },
  { name: 'above the upsell, at the gift', newTotal: 15_000, refundable: 0, gift: 15_000, upsell: 10_000, insuranceToPay: 0 },
  { name: 'above gift: total minus the larger of gift and refundable', newTotal: 40_000, refundable: 20_000, gift: 15_000, upsell: 0, insuranceToPay: 0 },
  { name: 'above gift, gift larger than refundable', newTotal: 40_000, refundable: 5_000, gift: 15_000, upsell: 0, insuranceToPay: 2_000 },
  { name: 'zero total', newTotal: 0, refundable: 0, gift: null, upsell: 0, insuranceToPay: 0 },
];

describe('the two readings of the modification rule', () => {
  it.each(CASES)('agree: $name', ({ newTotal, refundable, gift, upsell, insuranceToPay }) => {
    const ours = modificationAmountDue({ newTotal, conditions: { refundableAmount: refundable, giftPayments: gift === null ? null : { gift, upsell } }, insuranceToPay });
    const theirs = simulatorAmountDue(newTotal, { refundableAmount: refundable, giftPayments: gift === null ? null : [{ gift, upsell }] }, insuranceToPay);
    expect(theirs).toBe(ours);
  });

  it('agree when the API lists several gift payments (the client adds them up)', () => {
    const wire = modificationQuoteSchema.parse({
      bookingReference: '71234567',
      current: { checkin: '2027-01-08', checkout: '2027-01-10', nights: 2, totalPrice: 30_000 },
      reservationCriteria: { checkin: '2027-01-15', checkout: '2027-01-18', nights: 3 },
      priceInfo: { sellPrice: 35_000, totalPrice: 35_000 },
      modificationConditions: { refundableAmount: 8_000, giftPayments: [{ gift: 10_000, upsell: 0 }, { gift: 6_000, upsell: 0 }] },
      insurance: { amount: 0, insuranceToPay: 0 },
      amountDue: 0,
    });
    const expected = simulatorAmountDue(35_000, { refundableAmount: wire.modificationConditions.refundableAmount, giftPayments: wire.modificationConditions.giftPayments ?? null }, 0);
    expect(amountDueOf(toModificationQuote(wire))).toBe(expected);
    expect(expected).toBe(35_000 - 16_000);
  });
});

describe('the API’s quote read by the client', () => {
  it.each([
    { name: 'something due (a longer stay)', from: 1, to: 3 },
    { name: 'nothing due (a shorter stay)', from: 2, to: 1 },
  ])('gives the rule the inputs the API priced, and the same amount due: $name', async ({ from, to }) => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, from);
    const result = await quoteBookingModification({ reference: booked.bookingReference, email: TRAVELLER.email, checkin: stay.checkin, nights: to, locale: 'fr_FR' });
    expect(result.ok).toBe(true);
    if (!result.ok || result.data.kind !== 'quoted') throw new Error('not quoted');
    const { quote } = result.data;
    expect(quote).toMatchObject({
      reference: booked.bookingReference,
      current: { checkin: stay.checkin, nights: from, totalPrice: booked.priceInfo.totalPrice },
      stay: { checkin: stay.checkin, checkout: addDays(stay.checkin, to), nights: to },
      conditions: { refundableAmount: Math.round(booked.priceInfo.sellPrice * 0.8), giftPayments: null },
    });
    expect(amountDueOf(quote)).toBe(quote.apiAmountDue);
    expect(amountDueOf(quote) > 0).toBe(to > from);
  });

  it('reads the API’s refusals as reasons: same dates, unknown e-mail', async () => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, 2);
    const ask = { reference: booked.bookingReference, checkin: stay.checkin, nights: 2, locale: 'fr_FR' as const };
    expect(await quoteBookingModification({ ...ask, email: TRAVELLER.email })).toEqual({ ok: true, data: { kind: 'refused', reason: 'unchanged' } });
    expect(await quoteBookingModification({ ...ask, nights: 1, email: 'someone.else@example.com' })).toEqual({ ok: true, data: { kind: 'refused', reason: 'not-found' } });
  });
});
