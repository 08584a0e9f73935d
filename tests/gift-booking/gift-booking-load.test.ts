import { getCatalogue } from '../../mocks/catalogue';
import { addFaultRule } from '../../mocks/faults';
import type { ScreenContext } from '@/screens/screen-module';
import { load } from '@/screens/gift-booking/load';
import { parseGiftBookingQuery } from '@/screens/gift-booking/query';
import { giftSetupHref } from '@/screens/gift-booking/gift-setup-href';
import { resetFeatures } from '@/settings/features';

/**
 * The gift summary re-prices on the server (part 2 §9): the in-process simulator answers the
 * product, shipping and sub-elements calls; the expected totals are computed from the simulator's
 * own catalogue and option list (an independent reading), never from the page.
 */
const catalogue = getCatalogue();
const active = (hotelId: number) => catalogue.index.hotelById.get(hotelId)?.active === true;
const voucherOf = (physical: boolean) => {
  const voucher = catalogue.singleVouchers.find((item) => item.physicalAvailable === physical && active(item.hotelId));
  if (!voucher) throw new Error('no voucher');
  return voucher;
};
const route = { screen: 'gift-booking', locale: 'fr_FR', params: {} } as const;
const contextOf = (searchParams: Record<string, string | string[]>) => ({ searchParams }) as unknown as ScreenContext;
const query = (id: number, patch: Record<string, string> = {}) => ({ productId: String(id), giftFormat: 'digital', giftNights: '1', bucket: '1', upsell: 'none', ...patch });

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  resetFeatures();
});

describe('gift booking query', () => {
  it('reads a single voucher gift, ids once each, ascending', () => {
    expect(parseGiftBookingQuery(query(5012, { giftFormat: 'physical', giftNights: '2', bucket: '3', upsell: 'availability', subElements: '21,11,21' }))).toEqual({
      kind: 'stay',
      productId: 5012,
      choice: { giftFormat: 'physical', giftNights: 2, bucket: 3, upsell: 'availability', subElements: [11, 21] },
    });
    expect(parseGiftBookingQuery({ giftFormat: 'digital', code: 'SPA-EBOX' })).toEqual({ kind: 'box', giftFormat: 'digital', code: 'SPA-EBOX' });
    expect(parseGiftBookingQuery({ giftFormat: 'physical', code: 'SPA-PBOX' })).toEqual({ kind: 'box', giftFormat: 'physical', code: 'SPA-PBOX' });
  });

  it('reads a gift card amount only in whole euros within the bounds', () => {
    expect(parseGiftBookingQuery({ type: 'giftcard', amount: '12000' })).toEqual({ kind: 'giftcard', amount: 12_000 });
    for (const amount of ['1900', '100100', '12050', '0', '-5000', 'abc', '1e5', ''])
      expect(parseGiftBookingQuery({ type: 'giftcard', amount }), amount).toEqual({ kind: 'invalid' });
    expect(parseGiftBookingQuery({ type: 'giftcard', amount: ['5000', '6000'] })).toEqual({ kind: 'invalid' });
    expect(parseGiftBookingQuery({ type: 'box', amount: '5000' })).toEqual({ kind: 'invalid' });
  });

  it('refuses garbage: missing fields, out of range, repeated values, anything not a gift', () => {
    for (const bad of [
      {},
      { productId: 'abc' },
      query(0),
      query(12, { giftNights: '0' }),
      query(12, { giftNights: '15' }),
      query(12, { bucket: '4' }),
      query(12, { giftFormat: 'PHYSICAL' }),
      query(12, { upsell: 'yes' }),
      query(12, { subElements: '11,,21' }),
      query(12, { subElements: '<script>' }),
      { ...query(12), giftNights: ['1', '2'] },
      { productId: '12', code: 'SPA-EBOX', giftFormat: 'digital' },
      { code: 'spa ebox', giftFormat: 'digital' },
      { code: 'SPA-EBOX', giftFormat: 'paper' },
      { code: 'SPA-EBOX', giftFormat: 'digital', type: 'giftcard', amount: '5000' },
    ]) {
      expect(parseGiftBookingQuery(bad)).toEqual({ kind: 'invalid' });
    }
  });
});

describe('gift booking load (server re-pricing)', () => {
  it('prices the asked gift from the voucher, shipping and sub-elements: the total never comes from the URL', async () => {
    const voucher = voucherOf(true);
    const entry = voucher.priceList.find((line) => line.los === 2)!;
    const data = await load(route, contextOf({ ...query(voucher.id, { giftFormat: 'physical', giftNights: '2', bucket: '2', upsell: 'availability', subElements: '11,21' }), total: '1' }));
    expect(data.kind).toBe('summary');
    if (data.kind !== 'summary') return;
    // Simulator: single voucher shipping 390 cents in the site's own country; element 11 free, 21 at 3,900.
    expect(data.priced).toMatchObject({ sellPrice: entry.sellPrices[1], shipping: 390, subElementsPrice: 3_900, upsellAmount: entry.extraUpsellAvailabilityAmount });
    expect(data.priced.total).toBe(entry.sellPrices[1] + 390 + 3_900 + entry.extraUpsellAvailabilityAmount);
    expect(data.subElements.map((element) => element.id)).toEqual([11, 21]);
    expect(data.product.id).toBe(voucher.id);
  });

  it('garbage is a message, not a crash; an unknown product is unavailable', async () => {
    expect(await load(route, contextOf({ productId: 'x' }))).toEqual({ kind: 'invalid' });
    expect(await load(route, contextOf(query(999_999_999)))).toEqual({ kind: 'unavailable', product: null, choice: null });
  });

  it('a physical gift whose shipping call fails, or options whose call fails, cannot be priced', async () => {
    const voucher = voucherOf(true);
    addFaultRule({ path: '/single-voucher/shipping-costs', fault: { kind: 'status', status: 500 } });
    expect((await load(route, contextOf(query(voucher.id, { giftFormat: 'physical' })))).kind).toBe('unavailable');
    addFaultRule({ path: '/available-custom-sub-elements', fault: { kind: 'status', status: 503 } });
    expect((await load(route, contextOf(query(voucher.id, { subElements: '21' })))).kind).toBe('unavailable');
    // A digital gift without options needs neither call.
    expect((await load(route, contextOf(query(voucher.id)))).kind).toBe('summary');
  });

  it('a choice that cannot be sold as asked is "changed": physical without a physical version or with the flag off, an option withdrawn', async () => {
    const digitalOnly = voucherOf(false);
    expect(await load(route, contextOf(query(digitalOnly.id, { giftFormat: 'physical' })))).toMatchObject({ kind: 'changed', product: { id: digitalOnly.id } });
    expect((await load(route, contextOf(query(digitalOnly.id, { subElements: '99' })))).kind).toBe('changed');
    expect((await load(route, contextOf(query(digitalOnly.id, { giftNights: '9' })))).kind).toBe('changed');
    vi.stubEnv('PHYSICAL_GIFT_ENABLED', 'false');
    resetFeatures();
    expect((await load(route, contextOf(query(voucherOf(true).id, { giftFormat: 'physical' })))).kind).toBe('changed');
  });

  it('"modify" leads back to the product page in the gifting flow with the setup in the hash', () => {
    expect(giftSetupHref('fr_FR', 42, { giftFormat: 'physical', giftNights: 2, bucket: 2, upsell: 'none', subElements: [21] })).toBe(
      '/fr-fr/sejour/42?flow=gifting#giftFormat=physical&giftNights=2&bucket=2&subElements[]=21',
    );
    expect(giftSetupHref('fr_FR', 42, null)).toBe('/fr-fr/sejour/42?flow=gifting');
  });
});

describe('gift booking load: boxes and gift cards', () => {
  const withPhysical = catalogue.boxes.find((box) => box.physicalCode !== null)!;
  const digitalOnly = catalogue.boxes.find((box) => box.physicalCode === null)!;

  it('a digital box: the detail of its code, its sell price, no shipping; the personalisation under the digital code', async () => {
    const data = await load(route, contextOf({ giftFormat: 'digital', code: withPhysical.code, total: '1' }));
    expect(data).toMatchObject({
      kind: 'boxSummary',
      box: { title: withPhysical.title.fr, digitalCode: withPhysical.code, pageHref: { slug: withPhysical.slug.fr, code: withPhysical.code } },
      price: { giftFormat: 'digital', sellPrice: withPhysical.sellPrice, shipping: 0, total: withPhysical.sellPrice },
    });
    if (data.kind === 'boxSummary') expect(data.box.includedContent).toEqual(withPhysical.includedContent.fr.split('\n').filter((line) => line.trim() !== ''));
  });

  it('a physical box: the physical code, priced with the box shipping costs (free in the simulator, domestic)', async () => {
    const data = await load(route, contextOf({ giftFormat: 'physical', code: withPhysical.physicalCode! }));
    expect(data).toMatchObject({ kind: 'boxSummary', box: { digitalCode: withPhysical.code }, price: { giftFormat: 'physical', shipping: 0, total: withPhysical.sellPrice } });
  });

  it('physical without the shipping answer is unavailable; without a physical version, or flag off, changed', async () => {
    addFaultRule({ path: '/boxes/shipping-costs', fault: { kind: 'status', status: 500 } });
    expect(await load(route, contextOf({ giftFormat: 'physical', code: withPhysical.physicalCode! }))).toMatchObject({ kind: 'boxNotPriced', reason: 'unavailable' });
    expect(await load(route, contextOf({ giftFormat: 'physical', code: digitalOnly.code }))).toMatchObject({ kind: 'boxNotPriced', reason: 'changed', box: { digitalCode: digitalOnly.code } });
    // A digital box needs no shipping call: the fault above does not matter.
    expect((await load(route, contextOf({ giftFormat: 'digital', code: digitalOnly.code }))).kind).toBe('boxSummary');
  });

  it('the physical flag off makes a physical box "changed"', async () => {
    vi.stubEnv('PHYSICAL_GIFT_ENABLED', 'false');
    resetFeatures();
    expect(await load(route, contextOf({ giftFormat: 'physical', code: withPhysical.physicalCode! }))).toMatchObject({ kind: 'boxNotPriced', reason: 'changed' });
  });

  it('an unknown box code is unavailable (a message page), never a crash', async () => {
    expect(await load(route, contextOf({ giftFormat: 'digital', code: 'NOPE-EBOX' }))).toEqual({ kind: 'boxNotPriced', reason: 'unavailable', box: null });
  });

  it('a gift card: its amount, as checked by the query', async () => {
    expect(await load(route, contextOf({ type: 'giftcard', amount: '25000' }))).toEqual({ kind: 'giftcardSummary', amount: 25_000 });
    expect(await load(route, contextOf({ type: 'giftcard', amount: '2500000' }))).toEqual({ kind: 'invalid' });
  });
});
