import { POST } from '../../app/api/checkout/gift/route';
import { fetchCheckout } from '@/api/checkout';
import { checkoutGiftContract, type CheckoutGiftAnswer } from '@/bff/contracts/checkout-gift';
import { href } from '@/routing/href';
import { clearCheckouts, listCheckouts } from '../../mocks/checkout';
import { addFaultRule } from '../../mocks/faults';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { expectBffError, postRequest } from './helpers';
import { catalogue } from './stays';

/**
 * POST /api/checkout/gift over the in-process simulator (contract §7): a box, a gift stay or a gift
 * card starts a GIFT checkout and answers its booking step (a box's is the box variant under the
 * ordered code); the body is checked with the dialog's rules before any call; an API failure is
 * reported to the error service with the Confirm's or the Continue's location label, and the flow stops.
 */
const physicalBox = catalogue.boxes.find((box) => box.physicalCode !== null)!;
const digitalOnlyBox = catalogue.boxes.find((box) => box.physicalCode === null)!;
const giftStay = catalogue.singleVouchers.find((voucher) => catalogue.index.hotelById.get(voucher.hotelId)?.active)!;

const PERSONALISATION = { fromName: 'Léa', message: 'Joyeux anniversaire !' };
const BOX = { type: 'BOX', code: physicalBox.code, giftFormat: 'digital' } as const;
const STAY = { type: 'SINGLEVOUCHER', productId: giftStay.id, giftFormat: 'digital', giftNights: 1, bucket: 1, upsell: 'none', subElements: [] } as const;
const body = { locale: 'fr_FR', gift: BOX, personalisation: PERSONALISATION };

const call = (payload: unknown) => POST(postRequest(checkoutGiftContract.path, payload));
const clientLogs = async () => (await (await fetch(`${SIMULATOR_ORIGIN}/__admin/records/clientLogs`)).json()) as Array<{ fields: Record<string, unknown> }>;

async function started(payload: unknown): Promise<CheckoutGiftAnswer> {
  const response = await call(payload);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as CheckoutGiftAnswer;
}

beforeEach(() => {
  clearCheckouts();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('POST /api/checkout/gift', () => {
  it('a box: a GIFT checkout with the personalisation, and its booking step is the box variant under the ordered code', async () => {
    const answer = await started(body);
    expect(answer.bookingPath).toBe(`/fr-fr/coffret-cadeau/reservation/${physicalBox.code}?checkoutId=${answer.checkoutId}`);
    const [recorded] = listCheckouts();
    expect(recorded?.id).toBe(answer.checkoutId);
    expect(recorded?.fields).toMatchObject({ locale: 'fr_FR', gift: BOX, personalisation: PERSONALISATION, client: 'msite' });
    const checkout = await fetchCheckout({ id: answer.checkoutId });
    expect(checkout.ok && checkout.data.gift).toMatchObject({ type: 'BOX', giftFormat: 'digital', code: physicalBox.code, personalisation: PERSONALISATION });
    expect(checkout.ok && checkout.data.price.totalPrice).toBe(physicalBox.sellPrice);
  });

  it('the physical format is ordered under its own code', async () => {
    const answer = await started({ ...body, gift: { ...BOX, code: physicalBox.physicalCode, giftFormat: 'physical' } });
    expect(answer.bookingPath).toBe(`/fr-fr/coffret-cadeau/reservation/${physicalBox.physicalCode}?checkoutId=${answer.checkoutId}`);
  });

  it('a gift stay and a gift card: the site’s own booking route', async () => {
    const stay = await started({ ...body, gift: STAY });
    expect(stay.bookingPath).toBe(`${href.booking('fr_FR')}?checkoutId=${stay.checkoutId}`);
    const card = await started({ locale: 'es_ES', gift: { type: 'GIFTCARD', amount: 5_000 }, personalisation: { fromName: null, message: null } });
    expect(card.bookingPath).toBe(`${href.booking('es_ES')}?checkoutId=${card.checkoutId}`);
    expect(card.bookingPath.startsWith('/es-es/')).toBe(true);
  });

  it.each([
    ['a body that is not JSON', '{"locale":'],
    ['an unknown locale', { ...body, locale: 'en_GB' }],
    ['a sender name with digits (the dialog’s text-only rule)', { ...body, personalisation: { ...PERSONALISATION, fromName: 'R2D2' } }],
    ['a 41-character sender name', { ...body, personalisation: { ...PERSONALISATION, fromName: 'a'.repeat(41) } }],
    ['a 181-character message', { ...body, personalisation: { ...PERSONALISATION, message: 'm'.repeat(181) } }],
    ['no personalisation', { ...body, personalisation: undefined }],
    ['a personalisation with more fields', { ...body, personalisation: { ...PERSONALISATION, font: 'Comic' } }],
    ['a box code that is no code', { ...body, gift: { ...BOX, code: '../admin' } }],
    ['a box with a price', { ...body, gift: { ...BOX, price: 1 } }],
    ['an unknown gift type', { ...body, gift: { type: 'HOTEL', code: physicalBox.code } }],
    ['15 gift nights', { ...body, gift: { ...STAY, giftNights: 15 } }],
    ['bucket 4', { ...body, gift: { ...STAY, bucket: 4 } }],
    ['21 sub-elements', { ...body, gift: { ...STAY, subElements: Array.from({ length: 21 }, (_, index) => index + 1) } }],
    ['a gift card of 10,50 € (whole euros only)', { ...body, gift: { type: 'GIFTCARD', amount: 1_050 } }],
  ])('refuses %s (400 invalid-body) and starts nothing', async (_, payload) => {
    await expectBffError(await call(payload), 400, 'invalid-body');
    expect(listCheckouts()).toEqual([]);
    expect(await clientLogs()).toEqual([]);
  });

  it('an unknown box is a 404, reported to the error service with the box Confirm’s location', async () => {
    await expectBffError(await call({ ...body, gift: { ...BOX, code: 'NO-SUCH-BOX-EBOX' } }), 404, 'not-found');
    const reports = await clientLogs();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.fields).toMatchObject({ level: 'error', location: 'box.offer', locale: 'fr_FR' });
  });

  it('a format the API does not sell (409 FORMAT_NOT_SOLD) is the request’s own refusal (400), reported', async () => {
    await expectBffError(await call({ ...body, gift: { type: 'BOX', code: digitalOnlyBox.code, giftFormat: 'physical' } }), 400, 'invalid-body');
    expect(listCheckouts()).toEqual([]);
    expect(await clientLogs()).toHaveLength(1);
  });

  it('an API outage is the upstream error, reported with the gift summary’s location, and nothing is started', async () => {
    addFaultRule({ path: '/checkout/gift/init.json', fault: { kind: 'status', status: 503 } });
    await expectBffError(await call({ ...body, gift: STAY }), 502, 'upstream');
    const reports = await clientLogs();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.fields).toMatchObject({ level: 'error', location: 'gift.booking', locale: 'fr_FR' });
    expect(listCheckouts()).toEqual([]);
  });

  it('an init that times out is reported too', async () => {
    addFaultRule({ path: '/checkout/gift/init.json', fault: { kind: 'timeout' } });
    await expectBffError(await call(body), 502, 'upstream');
    expect((await clientLogs()).map((report) => report.fields.location)).toEqual(['box.offer']);
  }, 15_000);
});
