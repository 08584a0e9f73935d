import { http, HttpResponse } from 'msw';
import { GET as calendarRoute } from '../../app/api/beneficiary/calendar/route';
import { POST as checkoutRoute } from '../../app/api/beneficiary/checkout/route';
import { POST as voucherRoute } from '../../app/api/beneficiary/voucher/route';
import { issuedVouchers } from '../../mocks/vouchers/vouchers';
import type { BeneficiaryCalendarAnswer } from '@/bff/contracts/beneficiary-calendar';
import type { BeneficiaryCheckoutAnswer } from '@/bff/contracts/beneficiary-checkout';
import type { BeneficiaryVoucherAnswer } from '@/bff/contracts/beneficiary-voucher';
import { VOUCHER_COOKIE } from '@/domain/beneficiary/voucher-cookie';
import { href } from '@/routing/href';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { simulator } from '../setup/simulator';
import { expectBffError, getRequest, postRequest, spyUpstream } from '../bff/helpers';
import { addDays, catalogue } from '../bff/stays';

/**
 * The beneficiary BFF routes over the in-process simulator, with the voucher cookie in an in-memory
 * jar (outside a request, Next has none): where a valid code leads (a box's stays, a gift stay's own
 * page), a voucher used by a booking refused with its reason (not an error), and a gift-stay voucher
 * kept to its own stay and nights. Gift-stay vouchers are answered by a fixture of the lookup
 * (contract §7) until the simulator issues them.
 */
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', async (importOriginal) => (await import('../setup/cookie-jar')).withCookieJar(await importOriginal<typeof import('next/headers')>(), jar));

const LOCALE = 'fr_FR';
const valid = [...issuedVouchers(catalogue).values()].filter((voucher) => voucher.state === 'valid');
// The dearest box's second voucher: its value covers whole stays.
const dearest = valid.filter((voucher) => voucher.value === Math.max(...valid.map((candidate) => candidate.value)))[1]!;
const products = catalogue.packages.filter((pkg) => catalogue.index.hotelById.get(pkg.hotelId)?.active && pkg.activities.every((activity) => !activity.singleDay));
const months = [1, 2].map((offset) => addDays(`${catalogue.today.slice(0, 7)}-15`, offset * 30).slice(0, 7));

/** A gift-stay voucher as the lookup answers it (contract §7). */
const STAY_VOUCHER = { code: 'SV7K2M9QXA', type: 'SINGLEVOUCHER', boxCode: null, productId: products[0]!.id, nights: 2, value: 40_000, status: 'VALID', expiresOn: '2027-11-28' };
const answerStayVoucher = () =>
  simulator.use(http.get(`${SIMULATOR_ORIGIN}/origin/beneficiary/vouchers/${STAY_VOUCHER.code}`, () => HttpResponse.json(STAY_VOUCHER)));

const signIn = async (code: string) => (await (await voucherRoute(postRequest('/api/beneficiary/voucher', { locale: LOCALE, code }))).json()) as BeneficiaryVoucherAnswer;
const calendar = async (id: number, month: string) => calendarRoute(getRequest('/api/beneficiary/calendar', { locale: LOCALE, id, month, length: 1 }));
const book = async (productId: number, checkin: string, checkout: string) => {
  const response = await checkoutRoute(postRequest('/api/beneficiary/checkout', { locale: LOCALE, productId, checkin, checkout }));
  expect(response.status).toBe(200);
  return (await response.json()) as BeneficiaryCheckoutAnswer;
};

/** A day the calendar says the voucher covers on one of its box's stays (a box voucher books those only), and its checkout. */
async function coveredStay(): Promise<{ productId: number; checkin: string; checkout: string }> {
  const boxStays = new Set(catalogue.boxes.find((box) => box.code === dearest.boxCode)?.packageIds ?? []);
  for (const pkg of products.filter((candidate) => boxStays.has(candidate.id)).slice(0, 20)) {
    for (const month of months) {
      const answer = (await (await calendar(pkg.id, month)).json()) as BeneficiaryCalendarAnswer;
      const day = Object.keys(answer.remaining).find((candidate) => answer.remaining[candidate] === 0);
      if (day) return { productId: pkg.id, checkin: day, checkout: addDays(day, answer.days[day]!.minLos) };
    }
  }
  throw new Error('no stay covered by the voucher');
}

/** The simulator's own calls: the traveller, then the booking with nothing to pay. */
async function confirm(checkoutId: string): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${SIMULATOR_ORIGIN}/api/checkout/${checkoutId}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const traveller = { civility: 'MRS', firstName: 'Anne', lastName: 'Martin', email: 'anne.martin@example.com', phone: '+33612345678', postalCode: '75011', country: 'FR' };
  expect((await post('/traveller', traveller)).status).toBe(200);
  expect((await post('/book', { paymentId: null })).status).toBe(201);
}

beforeEach(() => {
  jar.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a box voucher', () => {
  it('leads to the beneficiary stays and keeps the code in the cookie', async () => {
    expect(await signIn(dearest.code.toLowerCase())).toEqual({ outcome: 'valid', staysPath: href.search(LOCALE, { flow: 'beneficiary' }) });
    expect(jar.get(VOUCHER_COOKIE)).toBe(dearest.code);
  });

  it('books a covered stay once: afterwards the page holding the cookie is told the code is used, and so is the code form', async () => {
    await signIn(dearest.code);
    const stay = await coveredStay();
    const first = await book(stay.productId, stay.checkin, stay.checkout);
    expect(first.outcome).toBe('checkout');
    if (first.outcome !== 'checkout') return;
    expect(first.price.remainingAmountToPay).toBe(0);
    await confirm(first.checkoutId);

    expect(await book(stay.productId, stay.checkin, stay.checkout)).toEqual({ outcome: 'refused', reason: 'used' });
    expect(await signIn(dearest.code)).toEqual({ outcome: 'used' });
    expect(jar.has(VOUCHER_COOKIE)).toBe(false);
  });

  it('words init-checkout’s own refusal of a used voucher (a booking between the lookup and the init) as used', async () => {
    await signIn(dearest.code);
    const stay = await coveredStay();
    const first = await book(stay.productId, stay.checkin, stay.checkout);
    if (first.outcome !== 'checkout') throw new Error('no checkout');
    await confirm(first.checkoutId);
    // The lookup still says valid (a platform's stale answer): init-checkout refuses VOUCHER_ALREADY_USED.
    simulator.use(
      http.get(`${SIMULATOR_ORIGIN}/origin/beneficiary/vouchers/:code`, () =>
        HttpResponse.json({ code: dearest.code, boxCode: dearest.boxCode, value: dearest.value, status: 'VALID', expiresOn: dearest.expiresOn }),
      ),
    );
    expect(await book(stay.productId, stay.checkin, stay.checkout)).toEqual({ outcome: 'refused', reason: 'used' });
  });

  it('without a voucher cookie, refuses with the reason the panel words', async () => {
    expect(await book(products[0]!.id, addDays(catalogue.today, 20), addDays(catalogue.today, 21))).toEqual({ outcome: 'refused', reason: 'none' });
  });
});

describe('a gift-stay voucher (SINGLEVOUCHER)', () => {
  it('leads to its own stay in redemption mode', async () => {
    answerStayVoucher();
    expect(await signIn(STAY_VOUCHER.code)).toEqual({ outcome: 'valid', staysPath: href.product(LOCALE, STAY_VOUCHER.productId, undefined, { flow: 'beneficiary' }) });
  });

  it('prices its own stay for its nights, and refuses another stay’s calendar and checkout', async () => {
    answerStayVoucher();
    await signIn(STAY_VOUCHER.code);
    const upstream = spyUpstream();
    const own = await calendar(STAY_VOUCHER.productId, months[0]!);
    expect(own.status).toBe(200);
    const asked = upstream.urls().find((url) => url.includes('/packageCheckinPrices.json'));
    expect(new URL(asked!).searchParams.get('nights')).toBe('2');
    const days = ((await own.json()) as BeneficiaryCalendarAnswer).days;
    expect(Object.keys(days).length).toBeGreaterThan(0);

    const other = products.find((pkg) => pkg.id !== STAY_VOUCHER.productId)!.id;
    await expectBffError(await calendar(other, months[0]!), 403, 'forbidden');
    expect(await book(other, addDays(catalogue.today, 20), addDays(catalogue.today, 22))).toEqual({ outcome: 'refused', reason: 'otherProduct' });
  });
});
