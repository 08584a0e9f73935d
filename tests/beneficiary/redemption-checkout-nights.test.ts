import { GET as calendarRoute } from '../../app/api/beneficiary/calendar/route';
import { GET as checkoutNightsRoute } from '../../app/api/beneficiary/checkout-nights/route';
import { POST as voucherRoute } from '../../app/api/beneficiary/voucher/route';
import type { WeekendPackage } from '../../mocks/catalogue/types';
import { issuedVouchers } from '../../mocks/vouchers/vouchers';
import { fetchPackageCheckoutNights, fetchQuoteRealtime } from '@/api/product';
import type { BeneficiaryCalendarAnswer } from '@/bff/contracts/beneficiary-calendar';
import type { BeneficiaryCheckoutNightsAnswer } from '@/bff/contracts/beneficiary-checkout-nights';
import { offerNightsRange, offerTakesNights } from '@/domain/beneficiary/redemption-nights';
import { addDays, daySelectability, siteClockFor, type IsoDay, type NightsRange } from '@/domain/calendar';
import { expectBffError, getRequest, postRequest } from '../bff/helpers';
import { catalogue } from '../bff/stays';

/**
 * The redemption calendar's checkout dates are ones the booked offer takes (issue 23). The spec's
 * checkout-nights call (multiOffer=true) answers for any offer of the product, so on a hotel with
 * several packages it offered longer stays only another package takes, which the product's quote then
 * refused. Proof over the in-process simulator, through the calendar's own BFF routes and day rule
 * (daySelectability): for check-ins the redemption calendar offers, every checkout date it then
 * offers is quoted for that product — and the spec's range alone offered refused ones on the same days.
 */
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', async (importOriginal) => (await import('../setup/cookie-jar')).withCookieJar(await importOriginal<typeof import('next/headers')>(), jar));

const LOCALE = 'fr_FR';
const now = new Date(`${catalogue.today}T09:00:00Z`);
const clock = siteClockFor(now, LOCALE);
const month = addDays(catalogue.today, 40).slice(0, 7);
const valid = [...issuedVouchers(catalogue).values()].filter((voucher) => voucher.state === 'valid');

/** Stays of a box at hotels with several packages (where "any offer of the product" is wider), each with a voucher of its box. */
function boxStaysOfSharedHotels(count: number): Array<{ pkg: WeekendPackage; code: string }> {
  const picked: Array<{ pkg: WeekendPackage; code: string }> = [];
  for (const pkg of catalogue.packages) {
    const hotel = catalogue.index.hotelById.get(pkg.hotelId);
    if (!hotel?.active || pkg.activities.some((activity) => activity.singleDay)) continue;
    if (catalogue.packages.filter((other) => other.hotelId === pkg.hotelId).length < 2) continue;
    if (picked.some((other) => other.pkg.hotelId === pkg.hotelId)) continue;
    const voucher = valid.find((candidate) => catalogue.boxes.some((box) => box.code === candidate.boxCode && box.packageIds.includes(pkg.id)));
    if (!voucher) continue;
    picked.push({ pkg, code: voucher.code });
    if (picked.length === count) break;
  }
  return picked;
}

const signIn = async (code: string) => {
  jar.clear();
  expect((await voucherRoute(postRequest('/api/beneficiary/voucher', { locale: LOCALE, code }))).status).toBe(200);
};

/** The checkout dates the calendar offers for a check-in, by its own day rule. */
function offeredCheckouts(checkin: IsoDay, days: BeneficiaryCalendarAnswer['days'], range: NightsRange | null): IsoDay[] {
  if (range === null) return [];
  return Array.from({ length: range.max + 1 }, (_, index) => addDays(checkin, index + 1)).filter((day) => {
    const verdict = daySelectability(day, { clock, selection: { checkin, checkout: null }, availabilities: days, checkoutNights: range });
    return verdict.selectable && verdict.as === 'checkout';
  });
}

const quoted = async (productId: number, checkin: IsoDay, checkout: IsoDay) =>
  (await fetchQuoteRealtime({ weekendId: productId, locale: LOCALE, checkin, checkout, adult: 2, child: 0, baby: 0 }, now)).status === 'quoted';

beforeEach(() => {
  jar.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the redemption calendar’s checkout dates', () => {
  const stays = boxStaysOfSharedHotels(3);

  it('every checkout date it offers for a check-in is quoted for the product; the spec’s range alone offered refused ones', async () => {
    expect(stays).toHaveLength(3);
    let offered = 0;
    let longer = 0;
    const refusedBefore: string[] = [];
    for (const { pkg, code } of stays) {
      await signIn(code);
      const calendar = (await (await calendarRoute(getRequest('/api/beneficiary/calendar', { locale: LOCALE, id: pkg.id, month, length: 1 }))).json()) as BeneficiaryCalendarAnswer;
      const checkins = Object.keys(calendar.days).sort().slice(0, 8);
      expect(checkins.length).toBeGreaterThan(3);
      for (const checkin of checkins) {
        const answer = await checkoutNightsRoute(getRequest('/api/beneficiary/checkout-nights', { locale: LOCALE, id: pkg.id, checkin }));
        expect(answer.status).toBe(200);
        const { range } = (await answer.json()) as BeneficiaryCheckoutNightsAnswer;
        const checkouts = offeredCheckouts(checkin, calendar.days, range);
        expect(checkouts.length, `${pkg.id} from ${checkin}`).toBeGreaterThan(0);
        if (checkouts.length > 1) longer += 1;
        for (const checkout of checkouts) {
          offered += 1;
          expect({ product: pkg.id, checkin, checkout, quoted: await quoted(pkg.id, checkin, checkout) }).toEqual({ product: pkg.id, checkin, checkout, quoted: true });
        }
        // The old calendar's range: the spec's call alone.
        const spec = await fetchPackageCheckoutNights({ id: pkg.id, locale: LOCALE, checkin, adult: 2, child: 0, baby: 0 });
        for (const checkout of offeredCheckouts(checkin, calendar.days, spec.ok ? spec.data.range : null)) {
          if (!(await quoted(pkg.id, checkin, checkout))) refusedBefore.push(`${pkg.id} ${checkin}→${checkout}`);
        }
      }
    }
    // Not only each check-in's shortest stay: longer stays the offer takes stay offered.
    expect(longer).toBeGreaterThan(0);
    expect(offered).toBeGreaterThan(stays.length * 4);
    expect(refusedBefore.length).toBeGreaterThan(0);
  });

  it('is asked for the voucher of the cookie only: none, 403', async () => {
    const { pkg } = stays[0]!;
    await expectBffError(await checkoutNightsRoute(getRequest('/api/beneficiary/checkout-nights', { locale: LOCALE, id: pkg.id, checkin: addDays(catalogue.today, 30) })), 403, 'forbidden');
  });
});

describe('the nights the booked offer takes (redemption-nights.ts)', () => {
  const prices = [
    { day: '2027-01-08', minLos: 2, displayTotalPrice: 30_000 },
    { day: '2027-01-09', minLos: 1, displayTotalPrice: 15_000 },
  ];

  it('a check-in listed for n nights with a minimum stay of at most n', () => {
    expect(offerTakesNights(prices, '2027-01-08', 2)).toBe(true);
    expect(offerTakesNights(prices, '2027-01-08', 1)).toBe(false);
    expect(offerTakesNights(prices, '2027-01-10', 3)).toBe(false);
  });

  it('the range runs from the fewest nights taken to the end of that unbroken run: a gap would let a refused checkout in', () => {
    expect(offerNightsRange([2, 3, 4, 7, 8])).toEqual({ min: 2, max: 4 });
    expect(offerNightsRange([5, 1, 2])).toEqual({ min: 1, max: 2 });
    expect(offerNightsRange([3])).toEqual({ min: 3, max: 3 });
    expect(offerNightsRange([])).toBeNull();
  });
});
