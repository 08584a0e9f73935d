import { fetchActivityOnlyDetail } from '@/api/activity';
import { applyGiftCard, bookCheckout, fetchCheckout, initActivityCheckout, saveTraveller } from '@/api/checkout';
import { activityPriceFor } from '@/domain/activity/price';
import { isActivityCheckout, isStayCheckout } from '@/domain/checkout/checkout-kind';
import { catalogue } from '../bff/stays';

/**
 * Contract §5 read by the storefront's client (src/api/checkout) from the in-process simulator:
 * an activity voucher's checkout parses into the domain's ACTIVITY checkout (no reservation nor
 * offer, the voucher sold), its price is what the voucher page's own rule gives for that count,
 * and its booking carries the voucher code and last valid day.
 */
const product = catalogue.activityOnly.find((candidate) => candidate.published && candidate.prices.length >= 3)!;
const counts = product.prices.map((price) => price.adults);

describe('activity voucher checkout (contract §5)', () => {
  it.each(counts.slice(0, 3))('for %i participants: the price of the voucher page’s rule, read back as an ACTIVITY checkout', async (participants) => {
    const [made, detail] = await Promise.all([
      initActivityCheckout({ activityProductId: product.id, participants, customType: 'GIFT', locale: 'nl_BE' }),
      fetchActivityOnlyDetail({ id: product.id, locale: 'nl_BE' }),
    ]);
    if (!made.ok || !detail.ok) throw new Error('a call failed');
    const page = activityPriceFor(detail.data.prices, participants)!;
    expect(made.data.price).toMatchObject({ sellPrice: page.total, totalPrice: page.total, remainingAmountToPay: page.total, insuranceAmount: 0, localTaxTotalAmount: 0 });
    expect(made.data.price.refPrice).toBe(page.refTotal ?? page.total);
    const read = await fetchCheckout({ id: made.data.id });
    if (!read.ok) throw new Error('read back failed');
    expect(isActivityCheckout(read.data)).toBe(true);
    expect(isStayCheckout(read.data)).toBe(false);
    expect(read.data).toMatchObject({ kind: 'ACTIVITY', reservation: null, offerId: null, hotel: null, insurance: null, cancellationPolicy: null, activityDates: [] });
    expect(read.data.activity).toEqual({ productId: product.id, label: detail.data.label, participants, customType: 'GIFT', validityMonths: 12 });
  });

  it('booked with nothing left to pay, it answers its voucher code and last valid day', async () => {
    const made = await initActivityCheckout({ activityProductId: product.id, participants: counts[0]!, customType: 'OWN_USE', locale: 'fr_FR' });
    if (!made.ok) throw new Error('init failed');
    const traveller = { civility: 'MR', firstName: 'Paul', lastName: 'Roche', email: 'paul@example.com', phone: '+33612345678', postalCode: '69001', country: 'FR' } as const;
    expect((await saveTraveller({ checkoutId: made.data.id, traveller })).ok).toBe(true);
    // A 1 000 € gift card covers the voucher: booked without a payment.
    const withCard = await applyGiftCard({ checkoutId: made.data.id, serialNumber: 'GC-4000-5000-6000' });
    expect(withCard.ok && withCard.data.price.remainingAmountToPay).toBe(0);
    const booked = await bookCheckout({ checkoutId: made.data.id, paymentId: null });
    if (!booked.ok) throw new Error(`book failed: ${booked.error.code}`);
    expect(booked.data.kind).toBe('ACTIVITY');
    expect(booked.data.booking).toMatchObject({ paidAmount: 0, paymentId: null, paymentMethod: null });
    expect(booked.data.booking!.voucherCode).toMatch(/^AV[A-Z0-9]{8}$/);
    expect(booked.data.booking!.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
