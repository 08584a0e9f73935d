import { clearCheckouts } from '../../mocks/checkout';
import { FAULT_HEADER } from '../../mocks/faults';
import { issuedVouchers, VOUCHERS_PER_BOX } from '../../mocks/vouchers/vouchers';
import { bookableStay, catalogue } from '../bff/stays';
import { SIMULATOR_ORIGIN } from '../setup/env';

/** The simulator's issued vouchers, their lookup and a checkout redeeming one (in process, over HTTP). */
const lookup = (code: string, headers: Record<string, string> = {}) => fetch(`${SIMULATOR_ORIGIN}/origin/beneficiary/vouchers/${encodeURIComponent(code)}`, { headers });
const vouchers = [...issuedVouchers(catalogue).values()];
const ofState = (state: string) => vouchers.find((voucher) => voucher.state === state)!;

beforeEach(() => clearCheckouts());

describe('issued vouchers', () => {
  it('issues the same codes for the same catalogue: 4 per box (2 valid, 1 expired, 1 used), worth the box value', () => {
    expect(vouchers).toHaveLength(catalogue.boxes.length * VOUCHERS_PER_BOX);
    expect([...issuedVouchers(catalogue).keys()]).toEqual(vouchers.map((voucher) => voucher.code));
    const first = catalogue.boxes[0]!;
    expect(vouchers.slice(0, 4).map((voucher) => [voucher.boxCode, voucher.value, voucher.state])).toEqual([
      [first.code, first.value, 'valid'],
      [first.code, first.value, 'valid'],
      [first.code, first.value, 'expired'],
      [first.code, first.value, 'used'],
    ]);
    for (const voucher of vouchers) expect(voucher.code).toMatch(/^EV\d{3}-[A-Z]{4}$/);
    expect(new Set(vouchers.map((voucher) => voucher.code)).size).toBe(vouchers.length);
  });

  it('answers a valid code (any case) with its box and value, and each refusal with its own code', async () => {
    const valid = ofState('valid');
    const answer = await lookup(valid.code.toLowerCase());
    expect(answer.status).toBe(200);
    // Seeded vouchers are box vouchers (contract §7): no product, no nights.
    expect(await answer.json()).toMatchObject({ code: valid.code, type: 'BOX', boxCode: valid.boxCode, productId: null, nights: null, value: valid.value, status: 'VALID' });
    const expired = await lookup(ofState('expired').code);
    expect([expired.status, (await expired.json()).code]).toEqual([410, 'VOUCHER_EXPIRED']);
    const used = await lookup(ofState('used').code);
    expect([used.status, (await used.json()).code]).toEqual([409, 'VOUCHER_USED']);
    const unknown = await lookup('ZZZZ-0000-ZZZZ');
    expect([unknown.status, (await unknown.json()).code]).toEqual([404, 'VOUCHER_UNKNOWN']);
  });

  it('lets fault injection reach the lookup', async () => {
    expect((await lookup(ofState('valid').code, { [FAULT_HEADER]: '503' })).status).toBe(503);
  });
});

describe('a checkout redeeming a voucher', () => {
  // A stay of the box of the vouchers used below (a box voucher redeems its box's stays only).
  const stay = bookableStay({ among: catalogue.index.boxByCode.get(ofState('valid').boxCode!)!.packageIds });
  const init = (voucherCode: string) =>
    fetch(`${SIMULATOR_ORIGIN}/api/checkout/init.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: stay.pkg.id, offerId: stay.pkg.id, checkin: stay.checkin, checkout: stay.checkout, adult: 2, locale: 'fr_FR', voucherCode, activitySelectionList: stay.activitySelectionList }),
    });

  it('carries the voucher, the BENEFICIARY price type and what remains to pay', async () => {
    const voucher = ofState('valid');
    const answer = await init(voucher.code);
    expect(answer.status).toBe(201);
    const checkout = (await answer.json()) as { voucher: unknown; priceInfo: { totalPrice: number; priceType: string; remainingAmountToPay: number } };
    expect(checkout.voucher).toEqual({ code: voucher.code, type: 'BOX', boxCode: voucher.boxCode, productId: null, value: voucher.value });
    expect(checkout.priceInfo.priceType).toBe('BENEFICIARY');
    expect(checkout.priceInfo.remainingAmountToPay).toBe(Math.max(0, checkout.priceInfo.totalPrice - voucher.value));
  });

  it('refuses an expired or used voucher', async () => {
    expect((await (await init(ofState('expired').code)).json()).code).toBe('VOUCHER_EXPIRED');
    expect((await (await init(ofState('used').code)).json()).code).toBe('VOUCHER_USED');
  });
});
