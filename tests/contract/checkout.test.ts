import { fetchCheckout, fetchInsuranceOffers, initCheckout, initCheckoutErrorMessage, INIT_CHECKOUT_LABEL } from '@/api/checkout';
import { fetchQuoteRealtime } from '@/api/product';
import { addFaultRule } from '../../mocks/faults';
import { addDays, bookableStay, catalogue, catalogueMorning } from '../bff/stays';
import { SIMULATOR_ORIGIN } from '../setup/env';

/**
 * The checkout calls against the in-process simulator: insurance offers, init checkout priced as
 * the quote, the checkout read back by id, and an init failure reported to the error service with
 * the location label (part 2 §8).
 */
const stay = bookableStay({ datedActivity: true });
const guests = { adult: 2, child: 0, baby: 0 };
const params = {
  productId: stay.pkg.id,
  offerId: stay.pkg.id,
  locale: 'fr_FR' as const,
  checkin: stay.checkin,
  checkout: stay.checkout,
  activitySelectionList: stay.activitySelectionList,
  ...guests,
};

const clientLogs = async () => (await (await fetch(`${SIMULATOR_ORIGIN}/__admin/records/clientLogs`)).json()) as Array<{ fields: Record<string, unknown> }>;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('checkout calls', () => {
  it('fetchInsuranceOffers gives the included cover first (0, the package policy) and the cancellation insurance', async () => {
    const result = await fetchInsuranceOffers({ weekendId: stay.pkg.id, locale: 'fr_FR', checkin: stay.checkin, nights: stay.nights, ...guests });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.map((offer) => offer.id)).toEqual(['INCLUDED', 'CANCELLATION']);
    expect(result.data[0]).toMatchObject({ sellPrice: 0 });
    expect(result.data[1]?.cancellationPolicy).toMatchObject({ cancellable: true, deadline: addDays(stay.checkin, -1), type: 'FULL_REFUND', message: expect.any(String) });
  });

  it('initCheckout prices the stay as the quote, and fetchCheckout reads the same checkout back', async () => {
    const quote = await fetchQuoteRealtime({ weekendId: stay.pkg.id, locale: 'fr_FR', checkin: stay.checkin, checkout: stay.checkout, activitySelectionList: stay.activitySelectionList, ...guests }, catalogueMorning());
    expect(quote.status).toBe('quoted');
    if (quote.status !== 'quoted') return;

    const result = await initCheckout({ ...params, insuranceOfferId: 'CANCELLATION' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const checkout = result.data;
    expect(checkout.price.sellPrice).toBe(quote.quote.sellPrice);
    expect(checkout.price.refPrice).toBe(quote.quote.refPrice);
    expect(checkout.price.promo).toBe(quote.quote.promo);
    expect(checkout.price.localTaxTotalAmount).toBe(quote.quote.localTaxTotalAmount);
    expect(checkout.price.insuranceAmount).toBe(checkout.insurance?.sellPrice);
    expect(checkout.price.totalPrice).toBe(quote.quote.sellPrice + checkout.price.insuranceAmount);
    expect(checkout).toMatchObject({
      productId: stay.pkg.id,
      offerId: stay.pkg.id,
      locale: 'fr_FR',
      reservation: { checkin: stay.checkin, checkout: stay.checkout, nights: stay.nights, ...guests },
      hotel: { id: stay.pkg.hotelId },
      insurance: { id: 'CANCELLATION' },
    });
    expect(checkout.activityDates.every((choice) => choice.date === stay.checkin)).toBe(true);

    const read = await fetchCheckout({ id: checkout.id });
    expect(read).toEqual({ ok: true, data: checkout });
  });

  it('an init failure is logged and reported to the error service with the location label; nothing else is sent', async () => {
    const result = await initCheckout({ ...params, checkin: addDays(catalogue.today, -2), checkout: addDays(catalogue.today, -1) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'http', status: 400, code: 'CHECKIN_IN_THE_PAST' });
    expect(console.error).toHaveBeenCalledWith('Error fetching init-checkout', expect.objectContaining({ location: 'weekend.product', status: 400 }));
    const reports = await clientLogs();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.fields).toEqual({ level: 'error', location: INIT_CHECKOUT_LABEL.location, locale: 'fr_FR', message: initCheckoutErrorMessage(result.error) });
    expect(String(reports[0]?.fields.message)).toMatch(/^Error init-checkout: http 400 CHECKIN_IN_THE_PAST /);
  });

  it('an upstream outage of init checkout is reported too (the error service still up)', async () => {
    addFaultRule({ path: '/checkout/init.json', fault: { kind: 'status', status: 503 } });
    const result = await initCheckout(params);
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
    expect(await clientLogs()).toHaveLength(1);
  });

  it('initCheckoutErrorMessage stays within the log’s 256 characters', () => {
    expect(initCheckoutErrorMessage({ kind: 'http', status: 500, message: 'x'.repeat(400) })).toHaveLength(256);
  });

  it('fetchCheckout of an unknown id is a 404 failure', async () => {
    const result = await fetchCheckout({ id: 'no-such-checkout' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
  });
});
