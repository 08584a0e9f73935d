import { voucherCodeOf } from '@/domain/beneficiary/voucher-code';
import type { CheckoutWire } from '../../mocks/checkout';
import { priceGiftOrder } from '../../mocks/checkout/gift-pricing';
import { addWorkingDays } from '../../mocks/checkout/gift-delivery';
import { ApiError } from '../../mocks/api-error';
import type { Catalogue } from '../../mocks/catalogue/types';
import { FAULT_HEADER } from '../../mocks/faults';
import { addDays, bookableStay, catalogue, type BookableStay } from '../bff/stays';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { api, call, createPayment, initCheckout, payByCard, paymentBody, paymentOf, postJson, records, resetSimulator, TRAVELLER, withTraveller } from './support/checkout-journey';

/**
 * The simulator's gift orders (contract §7): a box, a gift stay or a gift card sold as a GIFT checkout,
 * priced by the same answers the box detail, the weekend detail's giftVoucher, the sub-elements and the
 * shipping-costs calls give; its delivery; booked with a payment, it issues exactly one code, which the
 * beneficiary lookup, the stay checkout and the gift card calls then accept.
 */
beforeEach(resetSimulator);

type GiftCheckout = CheckoutWire & { code?: string; field?: string; expired?: boolean };
type Json = Record<string, unknown>;

const gateway = async <T>(path: string): Promise<T> => (await (await fetch(`${SIMULATOR_ORIGIN}/gateway${path}`)).json()) as T;
const apiGet = async <T>(path: string): Promise<T> => (await (await fetch(api(path))).json()) as T;
const lookup = (code: string) => fetch(`${SIMULATOR_ORIGIN}/origin/beneficiary/vouchers/${encodeURIComponent(code)}`);

const PERSONALISATION = { fromName: '  Léa ', message: 'Bon anniversaire !' };
const initGift = (gift: Json, body: Json = {}) => postJson(api('/checkout/gift/init.json'), { locale: 'fr_FR', gift, personalisation: PERSONALISATION, ...body });

async function giftCheckout(gift: Json, body: Json = {}): Promise<GiftCheckout> {
  const response = await initGift(gift, body);
  if (response.status !== 201) throw new Error(`gift init answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as GiftCheckout;
}

const addMonths = (day: string, months: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

// Catalogue picks (what is asserted comes through the calls).
const physicalBox = catalogue.boxes.find((box) => box.physicalCode !== null)!;
const digitalOnlyBox = catalogue.boxes.find((box) => box.physicalCode === null);
const giftable = (physical: boolean) =>
  catalogue.singleVouchers.find((voucher) => voucher.physicalAvailable === physical && catalogue.index.hotelById.get(voucher.hotelId)?.active)!;
const physicalStay = giftable(true);
const digitalOnlyStay = giftable(false);
const notGiftable = catalogue.packages.find((pkg) => !catalogue.index.singleVoucherById.has(pkg.id))!;
const unpublishedGift = catalogue.singleVouchers.find((voucher) => !catalogue.index.hotelById.get(voucher.hotelId)?.active);

const BOX = (code: string, giftFormat = 'digital') => ({ type: 'BOX', code, giftFormat });
const STAY = (productId: number, overrides: Json = {}) => ({ type: 'SINGLEVOUCHER', productId, giftFormat: 'digital', giftNights: 1, bucket: 1, upsell: 'none', subElements: [], ...overrides });
const CARD = (amount: number) => ({ type: 'GIFTCARD', amount });

const DIGITAL_TO_ME = () => ({ kind: 'digital', recipient: 'me', sendOn: catalogue.today });
const ADDRESS = { firstName: 'Léa', lastName: "N'Diaye", street: '12 rue des Lilas', postalCode: '1000', city: 'Bruxelles', country: 'BE' };

interface BoxDetail {
  code: string;
  digitalCode: string;
  physicalCode: string | null;
  title: string;
  value: number;
  price: { sellPrice: number };
}
interface ShippingAnswer {
  shippingCostsPerCountry: Record<string, { shippingCost: number; internationalShippingFee: number }>;
}
interface WeekendDetail {
  label: string;
  hotel: { id: number; uri: string; label: string };
  giftVoucher: { physicalVersion: boolean; priceList: Array<{ los: number; sellPrice: number; sellPrices: number[]; extraUpsellAvailabilityAmount: number }> };
}
interface SubElementsAnswer {
  availableCustomSubElements: Array<{ elements: Array<{ id: number; name: string; price: number }> }>;
}

const shippingOf = (answer: ShippingAnswer, country: string) => answer.shippingCostsPerCountry[country]!.shippingCost + answer.shippingCostsPerCountry[country]!.internationalShippingFee;

/** A GIFT checkout with its buyer and delivery, and an authorised card payment of its total. */
async function paidGift(gift: Json, delivery: Json = DIGITAL_TO_ME()) {
  const checkout = await withTraveller(await giftCheckout(gift));
  const delivered = await call(checkout.id, '/delivery', delivery);
  if (delivered.status !== 200) throw new Error(`delivery answered ${delivered.status}: ${JSON.stringify(delivered.body)}`);
  const payment = await createPayment(paymentBody({ amount: delivered.body.priceInfo.remainingAmountToPay, merchantReference: checkout.id }));
  await payByCard(payment);
  return { checkout: delivered.body, payment: await paymentOf(payment.id) };
}

async function bookedGift(gift: Json, delivery?: Json): Promise<GiftCheckout> {
  const { checkout, payment } = await paidGift(gift, delivery);
  const booked = await call(checkout.id, '/book', { paymentId: payment.id });
  if (booked.status !== 201) throw new Error(`book answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  return booked.body;
}

/** A bookable stay (2 adults) of a package sold as a gift stay. */
function giftableBookableStay(): BookableStay {
  for (let skip = 0; skip < 3000; skip += 1) {
    const stay = bookableStay({ skip });
    if (catalogue.index.singleVoucherById.has(stay.pkg.id)) return stay;
  }
  throw new Error('No bookable gift stay');
}

/** Books a stay checkout as it stands: with the payment of what remains, or none when nothing does. */
async function bookStay(checkout: CheckoutWire): Promise<{ status: number; body: GiftCheckout }> {
  const remaining = checkout.priceInfo.remainingAmountToPay;
  if (remaining === 0) return call(checkout.id, '/book', { paymentId: null });
  const payment = await createPayment(paymentBody({ amount: remaining, merchantReference: checkout.id }));
  await payByCard(payment);
  return call(checkout.id, '/book', { paymentId: payment.id });
}

describe('POST {api}/checkout/gift/init.json: a box', () => {
  it('is a GIFT checkout priced as the box detail answers it, digital with no shipping', async () => {
    const detail = await gateway<BoxDetail>(`/boxes/${physicalBox.code}/product-detail?locale=fr_FR`);
    const checkout = await giftCheckout(BOX(physicalBox.code), { customerEmail: 'lea@example.com' });
    expect(checkout).toMatchObject({
      kind: 'GIFT',
      status: 'INITIALIZED',
      productId: null,
      offerId: null,
      label: detail.title,
      hotel: null,
      reservationCriteria: null,
      activitySelectionList: [],
      insurance: null,
      cancellationPolicy: null,
      voucher: null,
      activity: null,
      localTaxTotalAmount: 0,
      customerEmail: 'lea@example.com',
      booking: null,
      gift: {
        type: 'BOX',
        giftFormat: 'digital',
        code: detail.digitalCode,
        digitalCode: detail.digitalCode,
        productId: null,
        giftNights: null,
        bucket: null,
        upsell: null,
        subElements: [],
        personalisation: { fromName: 'Léa', message: 'Bon anniversaire !' },
        validityMonths: 18,
        people: 2,
        voucherValue: detail.value,
        delivery: null,
      },
    });
    expect(checkout.priceInfo).toEqual({
      sellPrice: detail.price.sellPrice,
      shippingCost: 0,
      subElementsPrice: 0,
      availabilityUpsell: 0,
      totalPrice: detail.price.sellPrice,
      refPrice: null,
      promoPercentageRounded: 0,
      moneySaved: 0,
      priceType: 'GIFT',
      nbRooms: null,
      nights: null,
      insuranceAmount: 0,
      promoCodeReductionAmount: 0,
      giftcards: [],
      remainingAmountToPay: detail.price.sellPrice,
    });
    expect(checkout.bookingReference).toMatch(/^\d{8}$/);
    expect(Date.parse(checkout.expiresAt) - Date.parse(checkout.createdAt)).toBe(2 * 60 * 60 * 1000);
  });

  it('physical: the physical code, shipped to the site’s own country as the box shipping costs answer', async () => {
    const detail = await gateway<BoxDetail>(`/boxes/${physicalBox.physicalCode}/product-detail?locale=fr_BE`);
    const shipping = await gateway<ShippingAnswer>('/boxes/shipping-costs?pos=BE');
    const checkout = await giftCheckout(BOX(physicalBox.physicalCode!.toLowerCase(), 'physical'), { locale: 'fr_BE' });
    expect(checkout.gift).toMatchObject({ giftFormat: 'physical', code: detail.physicalCode, digitalCode: detail.digitalCode, voucherValue: detail.value });
    expect(checkout.priceInfo).toMatchObject({ sellPrice: detail.price.sellPrice, shippingCost: shippingOf(shipping, 'BE'), totalPrice: detail.price.sellPrice + shippingOf(shipping, 'BE') });
  });

  it.each([
    ['a physical box on the Italian site', () => BOX(physicalBox.physicalCode!, 'physical'), { locale: 'it_IT' }, 409, 'FORMAT_NOT_SOLD'],
    ['the digital code asked as physical', () => BOX(physicalBox.code, 'physical'), {}, 409, 'FORMAT_NOT_SOLD'],
    ['the physical code asked as digital', () => BOX(physicalBox.physicalCode!, 'digital'), {}, 409, 'FORMAT_NOT_SOLD'],
    ['an unknown box', () => BOX('NOPE-EBOX'), {}, 404, 'NOT_FOUND'],
    ['no code', () => ({ type: 'BOX', giftFormat: 'digital' }), {}, 400, 'MISSING_PARAMETER'],
    ['a format that is none', () => BOX(physicalBox.code, 'paper'), {}, 400, 'INVALID_PARAMETER'],
  ])('refuses %s', async (_, gift, body, status, code) => {
    const response = await initGift(gift(), body);
    expect([response.status, ((await response.json()) as Json).code]).toEqual([status, code]);
  });

  it('refuses physical for a box without a physical version', async () => {
    if (!digitalOnlyBox) throw new Error('The catalogue has no digital-only box');
    const response = await initGift(BOX(digitalOnlyBox.code, 'physical'));
    expect([response.status, ((await response.json()) as Json).code]).toEqual([409, 'FORMAT_NOT_SOLD']);
  });
});

describe('POST {api}/checkout/gift/init.json: a gift stay', () => {
  it('is priced from the weekend detail’s giftVoucher, the sub-elements and the single-voucher shipping costs', async () => {
    const detail = await apiGet<WeekendDetail>(`/weekend/${physicalStay.id}/detail.json?locale=nl_BE`);
    const options = await gateway<SubElementsAnswer>('/sub-elements/available-custom-sub-elements?locale=nl_BE');
    const shipping = await gateway<ShippingAnswer>('/single-voucher/shipping-costs?pos=BE');
    const entry = detail.giftVoucher.priceList.find((candidate) => candidate.los === 2)!;
    const elements = options.availableCustomSubElements.flatMap((category) => category.elements).filter((element) => [11, 21].includes(element.id));

    const checkout = await giftCheckout(STAY(physicalStay.id, { giftFormat: 'physical', giftNights: 2, bucket: 2, upsell: 'availability', subElements: [21, 11] }), { locale: 'nl_BE' });
    const sellPrice = entry.sellPrices[1]!;
    const upsell = entry.extraUpsellAvailabilityAmount;
    const subElementsPrice = elements.reduce((sum, element) => sum + element.price, 0);
    expect(upsell).toBeGreaterThan(0);
    expect(subElementsPrice).toBeGreaterThan(0);
    expect(checkout).toMatchObject({ kind: 'GIFT', productId: physicalStay.id, offerId: null, label: detail.label });
    expect(checkout.hotel).toEqual({ id: detail.hotel.id, uri: detail.hotel.uri, label: detail.hotel.label });
    expect(checkout.gift).toMatchObject({
      type: 'SINGLEVOUCHER',
      giftFormat: 'physical',
      code: null,
      digitalCode: null,
      productId: physicalStay.id,
      giftNights: 2,
      bucket: 2,
      upsell: 'availability',
      subElements: [21, 11].map((id) => elements.find((element) => element.id === id)).map((element) => ({ id: element!.id, name: element!.name, price: element!.price })),
      validityMonths: 12,
      people: 2,
      voucherValue: sellPrice + upsell,
    });
    const shippingCost = shippingOf(shipping, 'BE');
    expect(checkout.priceInfo).toMatchObject({
      sellPrice,
      shippingCost,
      subElementsPrice,
      availabilityUpsell: upsell,
      totalPrice: sellPrice + shippingCost + subElementsPrice + upsell,
      remainingAmountToPay: sellPrice + shippingCost + subElementsPrice + upsell,
      nights: 2,
      priceType: 'GIFT',
    });
  });

  it('bucket 1 without upsell is the entry’s own price; digital has no shipping', async () => {
    const detail = await apiGet<WeekendDetail>(`/weekend/${digitalOnlyStay.id}/detail.json?locale=fr_FR`);
    const entry = detail.giftVoucher.priceList.find((candidate) => candidate.los === 1)!;
    const checkout = await giftCheckout(STAY(digitalOnlyStay.id));
    expect(checkout.priceInfo).toMatchObject({ sellPrice: entry.sellPrice, shippingCost: 0, subElementsPrice: 0, availabilityUpsell: 0, totalPrice: entry.sellPrice });
    expect(checkout.gift!.voucherValue).toBe(entry.sellPrice);
  });

  it.each([
    ['a product that is no gift', () => STAY(notGiftable.id), 409, 'GIFT_NOT_SOLD'],
    ['nights the price list lacks', () => STAY(physicalStay.id, { giftNights: 4 }), 409, 'GIFT_NOT_SOLD'],
    ['a sub-element not on offer', () => STAY(physicalStay.id, { subElements: [99] }), 409, 'GIFT_NOT_SOLD'],
    ['physical without a physical version', () => STAY(digitalOnlyStay.id, { giftFormat: 'physical' }), 409, 'FORMAT_NOT_SOLD'],
    ['an unknown product', () => STAY(999_999_999), 404, 'NOT_FOUND'],
    ['15 nights', () => STAY(physicalStay.id, { giftNights: 15 }), 400, 'INVALID_PARAMETER'],
    ['bucket 4', () => STAY(physicalStay.id, { bucket: 4 }), 400, 'INVALID_PARAMETER'],
    ['an upsell that is none', () => STAY(physicalStay.id, { upsell: 'always' }), 400, 'INVALID_PARAMETER'],
    ['two greeting cards', () => STAY(physicalStay.id, { subElements: [11, 12] }), 400, 'INVALID_PARAMETER'],
    ['a sub-element twice', () => STAY(physicalStay.id, { subElements: [21, 21] }), 400, 'INVALID_PARAMETER'],
    ['21 sub-elements', () => STAY(physicalStay.id, { subElements: Array.from({ length: 21 }, (_, index) => index + 1) }), 400, 'INVALID_PARAMETER'],
  ])('refuses %s', async (_, gift, status, code) => {
    const response = await initGift(gift());
    expect([response.status, ((await response.json()) as Json).code]).toEqual([status, code]);
  });

  it('refuses a gift stay whose hotel is unpublished', async () => {
    if (!unpublishedGift) throw new Error('The catalogue has no unpublished gift stay');
    const response = await initGift(STAY(unpublishedGift.id));
    expect([response.status, ((await response.json()) as Json).code]).toEqual([409, 'GIFT_NOT_SOLD']);
  });

  it('refuses bucket 2 of a voucher without bucket prices, and an upsell the voucher does not offer', () => {
    // A catalogue whose voucher prices no bucket beyond the first and offers no upsell (the generated one always does).
    const voucher = catalogue.index.singleVoucherById.get(physicalStay.id)!;
    const plain = { ...voucher, priceList: [{ los: 1, sellPrice: 10_000, sellPrices: [10_000, 0, 0] as [number, number, number], extraUpsellAvailabilityAmount: 0 }] };
    const narrow: Catalogue = { ...catalogue, index: { ...catalogue.index, singleVoucherById: new Map([[voucher.id, plain]]) } };
    const refusal = (overrides: Json) => {
      try {
        priceGiftOrder(narrow, STAY(voucher.id, overrides) as never, 'fr_FR');
      } catch (error) {
        return error instanceof ApiError ? [error.status, error.code] : error;
      }
      return 'priced';
    };
    expect(refusal({ bucket: 2 })).toEqual([409, 'GIFT_NOT_SOLD']);
    expect(refusal({ upsell: 'availability' })).toEqual([409, 'GIFT_NOT_SOLD']);
    expect(refusal({})).toBe('priced');
  });
});

describe('POST {api}/checkout/gift/init.json: a gift card, and every gift', () => {
  it('a gift card is its amount, digital, for no set number of people, valid 12 months', async () => {
    const checkout = await giftCheckout(CARD(15_000));
    expect(checkout).toMatchObject({ kind: 'GIFT', productId: null, label: null, hotel: null });
    expect(checkout.gift).toMatchObject({ type: 'GIFTCARD', giftFormat: 'digital', code: null, productId: null, people: null, validityMonths: 12, voucherValue: 15_000, subElements: [] });
    expect(checkout.priceInfo).toMatchObject({ sellPrice: 15_000, shippingCost: 0, totalPrice: 15_000, remainingAmountToPay: 15_000, nights: null });
  });

  it.each([1_900, 100_100, 15_050, '15000'])('refuses the gift card amount %o', async (amount) => {
    const response = await initGift({ type: 'GIFTCARD', amount });
    expect((await response.json()) as Json).toMatchObject({ code: 'INVALID_PARAMETER', field: 'gift.amount' });
    expect(response.status).toBe(400);
  });

  it('keeps a personalisation trimmed, empty texts as null', async () => {
    const checkout = await giftCheckout(CARD(5_000), { personalisation: { fromName: '   ', message: '' } });
    expect(checkout.gift!.personalisation).toEqual({ fromName: null, message: null });
  });

  it.each([
    ['not an object', [], 'INVALID_BODY', undefined],
    ['no locale', { locale: undefined }, 'MISSING_PARAMETER', 'locale'],
    ['another locale', { locale: 'en_GB' }, 'INVALID_LOCALE', 'locale'],
    ['no gift', { gift: undefined }, 'MISSING_PARAMETER', 'gift'],
    ['a gift of no type', { gift: { type: 'FLOWERS' } }, 'INVALID_PARAMETER', 'gift.type'],
    ['no personalisation', { personalisation: undefined }, 'MISSING_PARAMETER', 'personalisation'],
    ['a sender name with digits', { personalisation: { fromName: 'Léa 2', message: null } }, 'INVALID_PARAMETER', 'personalisation.fromName'],
    ['a sender name of 41 letters', { personalisation: { fromName: 'a'.repeat(41), message: null } }, 'INVALID_PARAMETER', 'personalisation.fromName'],
    ['a message of 181 characters', { personalisation: { fromName: null, message: 'é'.repeat(181) } }, 'INVALID_PARAMETER', 'personalisation.message'],
    ['a customer e-mail that is none', { customerEmail: 'lea' }, 'INVALID_PARAMETER', undefined],
  ])('refuses %s (400)', async (_, body, code, field) => {
    const response = Array.isArray(body)
      ? await postJson(api('/checkout/gift/init.json'), body)
      : await postJson(api('/checkout/gift/init.json'), { locale: 'fr_FR', gift: CARD(5_000), personalisation: PERSONALISATION, ...body });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as Json;
    expect(answer.code).toBe(code);
    if (field !== undefined) expect(answer.field).toBe(field);
  });

  it('is listed in the records, read back by GET, and expired like any checkout', async () => {
    const checkout = await giftCheckout(CARD(5_000));
    expect((await records<Array<{ id: string }>>('checkouts')).map((record) => record.id)).toContain(checkout.id);
    expect(await apiGet<GiftCheckout>(`/checkout/${checkout.id}`)).toMatchObject({ id: checkout.id, kind: 'GIFT', expired: false, gift: checkout.gift });
    await fetch(`${SIMULATOR_ORIGIN}/__admin/checkouts/${checkout.id}/expire`, { method: 'POST' });
    expect(await apiGet<GiftCheckout>(`/checkout/${checkout.id}`)).toMatchObject({ id: checkout.id, expired: true });
    expect((await call(checkout.id, '/delivery', DIGITAL_TO_ME())).status).toBe(410);
    expect((await call(checkout.id, '/traveller', TRAVELLER)).body.code).toBe('CHECKOUT_EXPIRED');
  });

  it('lets fault injection reach the init and the delivery calls', async () => {
    const checkout = await giftCheckout(CARD(5_000));
    const faulted = (path: string, body: Json) => postJson(api(path), body, { [FAULT_HEADER]: '503' });
    expect((await faulted('/checkout/gift/init.json', { locale: 'fr_FR', gift: CARD(5_000), personalisation: PERSONALISATION })).status).toBe(503);
    expect((await faulted(`/checkout/${checkout.id}/delivery`, DIGITAL_TO_ME())).status).toBe(503);
    await fetch(`${SIMULATOR_ORIGIN}/__admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/checkout/gift/init.json', fault: '500', times: 1 }) });
    expect((await initGift(CARD(5_000))).status).toBe(500);
    expect((await initGift(CARD(5_000))).status).toBe(201);
  });
});

describe('POST {api}/checkout/{id}/delivery', () => {
  it('digital: to the buyer (no recipient kept) or to someone with an e-mail, on a day from today to a year ahead', async () => {
    const checkout = await giftCheckout(BOX(physicalBox.code));
    const me = await call(checkout.id, '/delivery', { kind: 'digital', recipient: 'me', recipientName: 'Bob', recipientEmail: 'bob@example.com', sendOn: catalogue.today });
    expect(me.status).toBe(200);
    expect(me.body.gift!.delivery).toEqual({ kind: 'digital', recipient: 'me', recipientName: null, recipientEmail: null, sendOn: catalogue.today });
    const someone = await call(checkout.id, '/delivery', { kind: 'digital', recipient: 'someone', recipientName: ' Bob ', recipientEmail: ' bob@example.com ', sendOn: addDays(catalogue.today, 365) });
    expect(someone.body.gift!.delivery).toEqual({ kind: 'digital', recipient: 'someone', recipientName: 'Bob', recipientEmail: 'bob@example.com', sendOn: addDays(catalogue.today, 365) });
    expect(someone.body.priceInfo.shippingCost).toBe(0);
  });

  it.each([
    [{ recipient: 'neighbour' }, 'recipient'],
    [{ recipient: 'someone', recipientEmail: undefined }, 'recipientEmail'],
    [{ recipient: 'someone', recipientEmail: 'bob.example.com' }, 'recipientEmail'],
    [{ recipient: 'someone', recipientEmail: 'bob@example.com', recipientName: 'b'.repeat(61) }, 'recipientName'],
    [{ sendOn: 'tomorrow' }, 'sendOn'],
    [{ sendOn: '2026-02-30' }, 'sendOn'],
    [{ sendOn: addDays(catalogue.today, -1) }, 'sendOn'],
    [{ sendOn: addDays(catalogue.today, 366) }, 'sendOn'],
    [{ kind: 'pigeon' }, 'kind'],
  ])('refuses a digital delivery with %o (400, field %s)', async (overrides, field) => {
    const checkout = await giftCheckout(CARD(5_000));
    const answer = await call(checkout.id, '/delivery', { ...DIGITAL_TO_ME(), ...overrides });
    expect([answer.status, answer.body.code, answer.body.field]).toEqual([400, 'INVALID_PARAMETER', field]);
  });

  it('physical: the address, its shipping priced for its country, and 2 to 4 working days after today', async () => {
    const shipping = await gateway<ShippingAnswer>('/single-voucher/shipping-costs?pos=FR');
    const checkout = await giftCheckout(STAY(physicalStay.id, { giftFormat: 'physical' }));
    expect(checkout.priceInfo.shippingCost).toBe(shippingOf(shipping, 'FR'));
    const abroad = await call(checkout.id, '/delivery', { kind: 'physical', address: { ...ADDRESS, firstName: ' Léa ' } });
    expect(abroad.status).toBe(200);
    expect(shippingOf(shipping, 'BE')).toBeGreaterThan(shippingOf(shipping, 'FR'));
    expect(abroad.body.priceInfo).toMatchObject({ shippingCost: shippingOf(shipping, 'BE'), totalPrice: checkout.priceInfo.sellPrice + shippingOf(shipping, 'BE') });
    expect(abroad.body.gift!.delivery).toEqual({ kind: 'physical', address: ADDRESS, estimate: { from: addWorkingDays(catalogue.today, 2), to: addWorkingDays(catalogue.today, 4) } });
    const home = await call(checkout.id, '/delivery', { kind: 'physical', address: { ...ADDRESS, country: 'FR' } });
    expect(home.body.priceInfo).toMatchObject({ shippingCost: shippingOf(shipping, 'FR'), remainingAmountToPay: checkout.priceInfo.sellPrice + shippingOf(shipping, 'FR') });
  });

  it('counts working days Monday to Friday', () => {
    expect([addWorkingDays('2026-11-25', 2), addWorkingDays('2026-11-25', 4)]).toEqual(['2026-11-27', '2026-12-01']); // Wednesday
    expect([addWorkingDays('2026-11-27', 2), addWorkingDays('2026-11-27', 4)]).toEqual(['2026-12-01', '2026-12-03']); // Friday
    expect([addWorkingDays('2026-11-28', 2), addWorkingDays('2026-11-28', 4)]).toEqual(['2026-12-01', '2026-12-03']); // Saturday
  });

  it.each([
    [{ firstName: 'L3a' }, 'address.firstName'],
    [{ lastName: '' }, 'address.lastName'],
    [{ street: ' ' }, 'address.street'],
    [{ street: 's'.repeat(121) }, 'address.street'],
    [{ postalCode: '1'.repeat(21) }, 'address.postalCode'],
    [{ city: 'c'.repeat(61) }, 'address.city'],
    [{ country: 'DE' }, 'address.country'],
    [{ country: 'be' }, 'address.country'],
  ])('refuses the address with %o (400, field %s)', async (overrides, field) => {
    const checkout = await giftCheckout(BOX(physicalBox.physicalCode!, 'physical'));
    const answer = await call(checkout.id, '/delivery', { kind: 'physical', address: { ...ADDRESS, ...overrides } });
    expect([answer.status, answer.body.code, answer.body.field]).toEqual([400, 'INVALID_PARAMETER', field]);
  });

  it('refuses the other format’s delivery, a checkout that is no gift, an unknown one and a booked one', async () => {
    const digital = await giftCheckout(BOX(physicalBox.code));
    expect([(await call(digital.id, '/delivery', { kind: 'physical', address: ADDRESS })).status, (await call(digital.id, '/delivery', { kind: 'physical', address: ADDRESS })).body.code]).toEqual([409, 'DELIVERY_FORMAT_MISMATCH']);
    const physical = await giftCheckout(BOX(physicalBox.physicalCode!, 'physical'));
    expect((await call(physical.id, '/delivery', DIGITAL_TO_ME())).body.code).toBe('DELIVERY_FORMAT_MISMATCH');
    const stay = await initCheckout();
    const notGift = await call(stay.id, '/delivery', DIGITAL_TO_ME());
    expect([notGift.status, notGift.body.code]).toEqual([409, 'NOT_A_GIFT_ORDER']);
    expect((await call('no-such-checkout', '/delivery', DIGITAL_TO_ME())).status).toBe(404);
    const booked = await bookedGift(CARD(5_000));
    const again = await call(booked.id, '/delivery', DIGITAL_TO_ME());
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_BOOKED']);
  });
});

describe('the stay calls on a gift order', () => {
  it('takes the buyer as traveller, insurance only null, and no promo code nor gift card', async () => {
    const checkout = await withTraveller(await giftCheckout(CARD(20_000)));
    expect(checkout).toMatchObject({ status: 'DETAILS_COMPLETED', traveller: TRAVELLER });
    expect((await call(checkout.id, '/insurance', { insuranceOfferId: 'CANCELLATION' })).body.code).toBe('UNKNOWN_INSURANCE_OFFER');
    const none = await call(checkout.id, '/insurance', { insuranceOfferId: null });
    expect([none.status, none.body.priceInfo.totalPrice]).toEqual([200, 20_000]);
    for (const [path, body] of [
      ['/promo-code', { code: 'ESCAPADE20' }],
      ['/giftcards', { serialNumber: 'GC-4000-5000-6000' }],
      ['/giftcards/remove', { serialNumber: 'GC-4000-5000-6000' }],
    ] as const) {
      const answer = await call(checkout.id, path, body);
      expect([path, answer.status, answer.body.code]).toEqual([path, 409, 'NOT_FOR_GIFT_ORDERS']);
    }
  });
});

describe('POST {api}/checkout/{id}/book on a gift order', () => {
  it('refuses a gift without its delivery (409 DELIVERY_MISSING), even paid', async () => {
    const checkout = await withTraveller(await giftCheckout(CARD(5_000)));
    const payment = await createPayment(paymentBody({ amount: 5_000, merchantReference: checkout.id }));
    await payByCard(payment);
    const answer = await call(checkout.id, '/book', { paymentId: payment.id });
    expect([answer.status, answer.body.code]).toEqual([409, 'DELIVERY_MISSING']);
    expect(await records('orders')).toEqual([]);
  });

  it('refuses a payment that is not of its total, as a stay', async () => {
    const checkout = await withTraveller(await giftCheckout(CARD(5_000)));
    await call(checkout.id, '/delivery', DIGITAL_TO_ME());
    const payment = await createPayment(paymentBody({ amount: 4_000, merchantReference: checkout.id }));
    await payByCard(payment);
    expect((await call(checkout.id, '/book', { paymentId: payment.id })).body.code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect((await call(checkout.id, '/book', { paymentId: null })).body.code).toBe('PAYMENT_NOT_AUTHORISED');
  });

  it.each([
    ['BOX', () => BOX(physicalBox.code), /^EB[A-Z0-9]{8}$/, 18],
    ['SINGLEVOUCHER', () => STAY(physicalStay.id, { giftNights: 2 }), /^SV[A-Z0-9]{8}$/, 12],
    ['GIFTCARD', () => CARD(12_000), /^GC-\d{4}-\d{4}-\d{4}$/, 12],
  ])('a paid %s order issues one code, once, whatever the retries', async (type, gift, pattern, months) => {
    const { checkout, payment } = await paidGift(gift());
    const booked = await call(checkout.id, '/book', { paymentId: payment.id });
    expect(booked.status).toBe(201);
    const booking = booked.body.booking!;
    expect(booking).toMatchObject({ status: 'CONFIRMED', paymentId: payment.id, paidAmount: checkout.priceInfo.totalPrice, paymentMethod: 'card', validUntil: addMonths(catalogue.today, months) });
    expect(booking.voucherCode).toMatch(pattern);
    // A voucher's code is one the storefront's code form accepts.
    if (type !== 'GIFTCARD') expect(voucherCodeOf(booking.voucherCode)).toBe(booking.voucherCode);

    const retried = await call(checkout.id, '/book', { paymentId: payment.id });
    expect([retried.status, retried.body.booking]).toEqual([200, booking]);
    const orders = await records<Array<Json>>('orders');
    expect(orders).toEqual([
      {
        checkoutId: checkout.id,
        reference: checkout.bookingReference,
        type,
        giftFormat: 'digital',
        paymentId: payment.id,
        paidAmount: checkout.priceInfo.totalPrice,
        voucherCode: booking.voucherCode,
        validUntil: booking.validUntil,
        voucherValue: checkout.gift!.voucherValue,
        redemptions: [],
      },
    ]);
    const vouchers = (await (await fetch(`${SIMULATOR_ORIGIN}/__admin/vouchers`)).json()) as Array<{ code: string }>;
    const cards = await records<Array<{ serialNumber: string; balance: number }>>('giftcards');
    expect(vouchers.filter((voucher) => /^(EB|SV)/.test(voucher.code)).length + cards.filter((card) => card.serialNumber === booking.voucherCode).length).toBe(1);
  });

  it('a booked gift order is no booking of the lookup', async () => {
    const booked = await bookedGift(CARD(5_000));
    const response = await postJson(api('/booking/lookup.json'), { reference: booked.bookingReference, email: TRAVELLER.email });
    expect(response.status).toBe(404);
  });

  it('DELETE /__admin/records forgets the orders, the vouchers and the cards they issued', async () => {
    const box = await bookedGift(BOX(physicalBox.code));
    const card = await bookedGift(CARD(5_000));
    await resetSimulator();
    expect(await records('orders')).toEqual([]);
    expect((await lookup(box.booking!.voucherCode!)).status).toBe(404);
    expect((await records<Array<{ serialNumber: string }>>('giftcards')).map((entry) => entry.serialNumber)).not.toContain(card.booking!.voucherCode);
  });
});

describe('the codes gift orders issue, redeemed', () => {
  it('a box voucher: the lookup answers type BOX with the box’s digital code and value; a stay redeems it once', async () => {
    const detail = await gateway<BoxDetail>(`/boxes/${physicalBox.physicalCode}/product-detail?locale=fr_FR`);
    const booked = await bookedGift(BOX(physicalBox.physicalCode!, 'physical'), { kind: 'physical', address: ADDRESS });
    const code = booked.booking!.voucherCode!;
    const found = await lookup(code.toLowerCase());
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ code, type: 'BOX', boxCode: detail.digitalCode, productId: null, nights: null, value: detail.value, status: 'VALID', expiresOn: booked.booking!.validUntil });

    const stay = bookableStay({ among: physicalBox.packageIds });
    const redeeming = await initCheckout(stay, { voucherCode: code });
    expect(redeeming.voucher).toEqual({ code, type: 'BOX', boxCode: detail.digitalCode, productId: null, value: detail.value });
    expect(redeeming.priceInfo.priceType).toBe('BENEFICIARY');
    const stayBooked = await bookStay(await withTraveller(redeeming));
    expect(stayBooked.status).toBe(201);

    const used = await lookup(code);
    expect([used.status, ((await used.json()) as Json).code]).toEqual([409, 'VOUCHER_USED']);
    const again = await postJson(api('/checkout/init.json'), { productId: stay.pkg.id, offerId: stay.pkg.id, checkin: stay.checkin, checkout: stay.checkout, adult: 2, activitySelectionList: stay.activitySelectionList, locale: 'fr_FR', voucherCode: code });
    expect([again.status, ((await again.json()) as Json).code]).toEqual([400, 'VOUCHER_ALREADY_USED']);
    const orders = await records<Array<{ voucherCode: string; redemptions: string[] }>>('orders');
    expect(orders.map((order) => [order.voucherCode, order.redemptions])).toEqual([[code, [redeeming.id]]]);
  });

  it('a gift-stay voucher: type SINGLEVOUCHER with its product and nights, accepted only for its product', async () => {
    const stay = giftableBookableStay();
    const booked = await bookedGift(STAY(stay.pkg.id, { giftNights: 2, upsell: 'availability' }));
    const code = booked.booking!.voucherCode!;
    const found = await lookup(code);
    expect(await found.json()).toEqual({
      code,
      type: 'SINGLEVOUCHER',
      boxCode: null,
      productId: stay.pkg.id,
      nights: 2,
      value: booked.gift!.voucherValue,
      status: 'VALID',
      expiresOn: addMonths(catalogue.today, 12),
    });
    expect(booked.gift!.voucherValue).toBe(booked.priceInfo.sellPrice + booked.priceInfo.availabilityUpsell!);

    const other = [0, 1].map((skip) => bookableStay({ skip })).find((candidate) => candidate.pkg.id !== stay.pkg.id)!;
    const refused = await postJson(api('/checkout/init.json'), { productId: other.pkg.id, offerId: other.pkg.id, checkin: other.checkin, checkout: other.checkout, adult: 2, activitySelectionList: other.activitySelectionList, locale: 'fr_FR', voucherCode: code });
    expect([refused.status, ((await refused.json()) as Json).code]).toEqual([400, 'VOUCHER_NOT_FOR_PRODUCT']);

    const redeeming = await initCheckout(stay, { voucherCode: code });
    expect(redeeming.voucher).toEqual({ code, type: 'SINGLEVOUCHER', boxCode: null, productId: stay.pkg.id, value: booked.gift!.voucherValue });
    expect(redeeming.priceInfo).toMatchObject({ priceType: 'BENEFICIARY', remainingAmountToPay: Math.max(0, redeeming.priceInfo.totalPrice - booked.gift!.voucherValue) });
    expect((await bookStay(await withTraveller(redeeming))).status).toBe(201);
    expect((await lookup(code)).status).toBe(409);
    expect((await postJson(api('/checkout/init.json'), { productId: stay.pkg.id, offerId: stay.pkg.id, checkin: stay.checkin, checkout: stay.checkout, adult: 2, activitySelectionList: stay.activitySelectionList, locale: 'fr_FR', voucherCode: code }).then((response) => response.json())) as Json).toMatchObject({ code: 'VOUCHER_ALREADY_USED' });
  });

  it('a gift card: accepted by a stay checkout at once, debited by what it pays at booking, never below zero', async () => {
    const booked = await bookedGift(CARD(3_000));
    const serial = booked.booking!.voucherCode!;
    expect((await records<Array<{ serialNumber: string; balance: number }>>('giftcards')).find((card) => card.serialNumber === serial)).toEqual({ serialNumber: serial, balance: 3_000 });

    const stay = await withTraveller(await initCheckout());
    // The stay costs more than the card: the card pays all it holds.
    expect(stay.priceInfo.totalPrice).toBeGreaterThan(3_000);
    const applied = await call(stay.id, '/giftcards', { serialNumber: ` ${serial.toLowerCase()} ` });
    expect(applied.status).toBe(200);
    expect(applied.body.priceInfo.giftcards).toEqual([{ serialNumber: serial, usedAmount: 3_000 }]);
    expect(applied.body.priceInfo.remainingAmountToPay).toBe(stay.priceInfo.totalPrice - 3_000);
    expect((await bookStay(applied.body)).status).toBe(201);
    const balanceOf = async () => (await records<Array<{ serialNumber: string; balance: number }>>('giftcards')).find((card) => card.serialNumber === serial)!.balance;
    expect(await balanceOf()).toBe(0);
    const orders = await records<Array<{ voucherCode: string; redemptions: string[] }>>('orders');
    expect(orders.map((order) => [order.voucherCode, order.redemptions])).toEqual([[serial, [stay.id]]]);

    const second = await withTraveller(await initCheckout());
    const empty = await call(second.id, '/giftcards', { serialNumber: serial });
    expect([empty.status, empty.body.code]).toEqual([400, 'GIFTCARD_EMPTY']);
    expect(await balanceOf()).toBe(0);
  });
});
