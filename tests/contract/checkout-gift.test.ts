import { fetchBoxDetail } from '@/api/box';
import { bookCheckout, fetchCheckout, initGiftCheckout, saveGiftDelivery, saveTraveller } from '@/api/checkout';
import { fetchBoxShippingCosts, fetchCustomSubElements, fetchSingleVoucherShippingCosts } from '@/api/gift';
import { fetchWeekendDetail } from '@/api/product';
import { priceBoxGift } from '@/domain/gift/box-gift-price';
import { pointOfSale } from '@/domain/model/locale';
import { priceGift } from '@/domain/product/gift-price';
import { giftShippingAmount } from '@/domain/product/gift-total';
import { getCatalogue } from '../../mocks/catalogue';
import { SIMULATOR_ORIGIN } from '../setup/env';

/**
 * Contract §7 read by the storefront's client (src/api/checkout) from the in-process simulator: a
 * GIFT checkout parses into the domain's gift order, and the price the API makes is the one the
 * storefront's own gift rules give from the pages' answers (the box detail and its shipping costs;
 * the weekend detail's gift voucher, the sub-elements and the single-voucher shipping costs). Booked,
 * it carries the code it issued.
 */
const catalogue = getCatalogue();
const physicalBox = catalogue.boxes.find((box) => box.physicalCode !== null)!;
const physicalStay = catalogue.singleVouchers.find((voucher) => voucher.physicalAvailable && catalogue.index.hotelById.get(voucher.hotelId)?.active)!;
const TRAVELLER = { civility: 'MRS', firstName: 'Léa', lastName: 'Martin', email: 'lea.martin@example.com', phone: '+32470123456', postalCode: '1000', country: 'BE' } as const;
const PERSONALISATION = { fromName: 'Léa', message: 'Joyeux anniversaire' };

const unwrap = <T>(result: { ok: true; data: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result.error)}`);
  return result.data;
};

describe('gift order checkout (contract §7)', () => {
  it('a physical box: the storefront’s box gift price from the box detail and shipping costs, read back as a GIFT checkout', async () => {
    const locale = 'fr_BE';
    const code = physicalBox.physicalCode!;
    const [detail, shipping] = await Promise.all([fetchBoxDetail({ code, locale }), fetchBoxShippingCosts({ pos: pointOfSale(locale) })]);
    const page = priceBoxGift({ giftFormat: 'physical', code, detail: unwrap(detail), pointOfSale: pointOfSale(locale), physicalGiftEnabled: true, shippingCosts: unwrap(shipping) });
    if (page.kind !== 'priced') throw new Error(`the box page does not price it: ${page.kind}`);

    const made = unwrap(await initGiftCheckout({ locale, gift: { type: 'BOX', code, giftFormat: 'physical' }, personalisation: PERSONALISATION }));
    expect(made).toMatchObject({ kind: 'GIFT', productId: null, offerId: null, reservation: null, hotel: null, insurance: null });
    expect(made.gift).toMatchObject({ type: 'BOX', giftFormat: 'physical', code, digitalCode: page.digitalCode, validityMonths: 18, people: 2, voucherValue: unwrap(detail)!.value });
    expect(made.gift!.amounts).toEqual({ sellPrice: page.sellPrice, shippingCost: page.shipping, subElementsPrice: 0, availabilityUpsell: 0 });
    expect(made.price).toMatchObject({ totalPrice: page.total, remainingAmountToPay: page.total });

    // Sent abroad: the shipping of the storefront's rule for that country.
    const delivered = unwrap(
      await saveGiftDelivery({ checkoutId: made.id, delivery: { kind: 'physical', address: { firstName: 'Léa', lastName: 'Martin', street: '1 rue de Rivoli', postalCode: '75001', city: 'Paris', country: 'FR' } } }),
    );
    const abroad = giftShippingAmount('physical', unwrap(shipping), 'FR')!;
    expect(delivered.gift!.amounts.shippingCost).toBe(abroad);
    expect(delivered.price.totalPrice).toBe(page.sellPrice + abroad);
    expect(delivered.gift!.delivery).toMatchObject({ kind: 'physical', address: { city: 'Paris', country: 'FR' } });
  });

  it('a gift stay: the storefront’s gift price from the weekend detail, the sub-elements and the shipping costs', async () => {
    const locale = 'nl_NL';
    const [detail, categories, shipping] = await Promise.all([
      fetchWeekendDetail({ id: physicalStay.id, locale }),
      fetchCustomSubElements({ locale }),
      fetchSingleVoucherShippingCosts({ pos: pointOfSale(locale) }),
    ]);
    const voucher = unwrap(detail).giftVoucher!;
    const choice = { giftFormat: 'physical' as const, giftNights: 2, bucket: 3 as const, upsell: 'availability' as const, subElements: [13, 22, 23] };
    const page = priceGift({ voucher, choice, physicalAvailable: true, physicalShipping: giftShippingAmount('physical', unwrap(shipping), pointOfSale(locale)), categories: unwrap(categories) })!;
    expect(page.choice).toEqual(choice);

    const made = unwrap(await initGiftCheckout({ locale, gift: { type: 'SINGLEVOUCHER', productId: physicalStay.id, ...choice }, personalisation: PERSONALISATION }));
    expect(made.gift).toMatchObject({ type: 'SINGLEVOUCHER', productId: physicalStay.id, giftNights: 2, bucket: 3, upsell: 'availability', validityMonths: 12, people: 2 });
    expect(made.gift!.amounts).toEqual({ sellPrice: page.sellPrice, shippingCost: page.shipping, subElementsPrice: page.subElementsPrice, availabilityUpsell: page.upsellAmount });
    expect(made.price.totalPrice).toBe(page.total);
    expect(made.gift!.voucherValue).toBe(page.sellPrice + page.upsellAmount);
  });

  it('a gift card, delivered by e-mail and paid, is booked with its serial and read back', async () => {
    const made = unwrap(await initGiftCheckout({ locale: 'fr_FR', gift: { type: 'GIFTCARD', amount: 8_000 }, personalisation: { fromName: null, message: null } }));
    expect(made.gift).toMatchObject({ type: 'GIFTCARD', giftFormat: 'digital', voucherValue: 8_000, people: null, delivery: null });
    unwrap(await saveTraveller({ checkoutId: made.id, traveller: TRAVELLER }));
    const delivered = unwrap(
      await saveGiftDelivery({ checkoutId: made.id, delivery: { kind: 'digital', recipient: 'someone', recipientName: 'Bob', recipientEmail: 'bob@example.com', sendOn: catalogue.today } }),
    );
    expect(delivered.gift!.delivery).toEqual({ kind: 'digital', recipient: 'someone', recipientName: 'Bob', recipientEmail: 'bob@example.com', sendOn: catalogue.today });

    const psp = (path: string, body: unknown, key?: string) =>
      fetch(`${SIMULATOR_ORIGIN}/psp${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: key ? { 'content-type': 'application/json', authorization: 'Bearer sim_test_key', 'idempotency-key': key } : { 'content-type': 'application/x-www-form-urlencoded' },
        body: key ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString(),
      });
    const payment = (await (
      await psp('/v1/payments', { amount: 8_000, currency: 'EUR', merchantReference: made.id, method: 'card', returnUrl: 'https://shop.test/fr-fr/paiement', locale: 'fr_FR' }, `gift:${made.id}`)
    ).json()) as { id: string };
    await psp(`/pay/${payment.id}`, { holder: 'Léa Martin', number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' });

    const booked = unwrap(await bookCheckout({ checkoutId: made.id, paymentId: payment.id }));
    expect(booked.kind).toBe('GIFT');
    expect(booked.booking).toMatchObject({ paidAmount: 8_000, paymentId: payment.id });
    expect(booked.booking!.voucherCode).toMatch(/^GC-\d{4}-\d{4}-\d{4}$/);
    const read = unwrap(await fetchCheckout({ id: made.id }));
    expect(read.booking!.voucherCode).toBe(booked.booking!.voucherCode);
    expect(read.gift!.personalisation).toEqual({ fromName: null, message: null });
  });
});
