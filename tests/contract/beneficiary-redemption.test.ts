import { getCatalogue } from '../../mocks/catalogue';
import type { WeekendPackage } from '../../mocks/catalogue/types';
import { issuedVouchers } from '../../mocks/vouchers/vouchers';
import { initCheckout } from '@/api/checkout';
import { fetchPackageCheckinPrices, fetchPackageCheckoutNights, fetchProductAvailability, fetchQuoteRealtime } from '@/api/product';
import { remainingAmountToPay } from '@/domain/beneficiary/redemption';
import { fromCheckinPrices, giftDayStatus, supplementAmount } from '@/domain/calendar';

/**
 * The redemption calendar against the stay it books (issue 23): for every day the redeem check-in
 * prices offer for a product, the product's own availability lists it, the checkout nights and the
 * quote accept that stay (same product, day and nights), and the checkout made with the voucher
 * answers remainingAmountToPay 0 on a day the calendar labels Included and X on a day labelled +X.
 * Products are picked among the voucher's box's stays (a box voucher redeems those only, contract §7)
 * in hotels with several packages: there the hotel's cheapest package (what multiOffer used to price)
 * differs from the product's own offer. The catalogue is read only to pick them; every figure compared
 * comes through the storefront's client.
 */
const catalogue = getCatalogue();
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const monthAfter = (month: string, count: number) => addDays(`${month}-15`, count * 30.5).slice(0, 7);

function productsOfSharedHotels(count: number, boxStays: ReadonlySet<number>) {
  const picked: WeekendPackage[] = [];
  for (const pkg of catalogue.packages) {
    if (!boxStays.has(pkg.id)) continue;
    const hotel = catalogue.index.hotelById.get(pkg.hotelId);
    if (!hotel?.active || pkg.activities.some((activity) => activity.singleDay)) continue;
    const room = hotel.rooms.find((candidate) => candidate.uuid === pkg.roomUuid) ?? hotel.rooms[0];
    if (!room || room.maxCapacity < 2) continue;
    if (catalogue.packages.filter((other) => other.hotelId === pkg.hotelId).length < 2) continue;
    if (picked.some((other) => other.hotelId === pkg.hotelId)) continue;
    picked.push(pkg);
    if (picked.length === count) break;
  }
  return picked;
}

const valid = [...issuedVouchers(catalogue).values()].filter((voucher) => voucher.state === 'valid');
// The dearest box's voucher: days both sides of its value (Included and +supplement) in a month.
const voucher = valid.reduce((best, candidate) => (candidate.value > best.value ? candidate : best));
const products = productsOfSharedHotels(3, new Set(catalogue.index.boxByCode.get(voucher.boxCode!)!.packageIds));
const now = new Date(`${catalogue.today}T09:00:00Z`);
const firstMonth = catalogue.today.slice(0, 7);
const months = [monthAfter(firstMonth, 1), monthAfter(firstMonth, 4)];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the redemption calendar and the stay it books', () => {
  it.each(products.flatMap((pkg) => months.map((month) => [pkg.id, month] as const)))('product %i in %s: each offered day is the stay the checkout prices', async (productId, month) => {
    const prices = await fetchPackageCheckinPrices({ offerId: productId, locale: 'fr_FR', month, length: 1, nights: 1, giftPrice: voucher.value });
    expect(prices.ok).toBe(true);
    if (!prices.ok) return;
    const days = fromCheckinPrices(prices.data);
    const offered = Object.keys(days).sort();
    expect(offered.length).toBeGreaterThan(5);

    const availability = await fetchProductAvailability({ id: productId, locale: 'fr_FR', month, length: 1, adult: 2, child: 0, baby: 0 });
    expect(availability.ok).toBe(true);
    if (!availability.ok) return;
    const available = availability.data.days;
    expect(offered).toEqual(Object.keys(available).sort());

    const statuses = new Set<string>();
    for (const day of offered) {
      const entry = days[day]!;
      const status = giftDayStatus(entry, voucher.value);
      statuses.add(status);
      expect(available[day]).toMatchObject({ amount: entry.amount, minLos: entry.minLos });

      const nights = await fetchPackageCheckoutNights({ id: productId, locale: 'fr_FR', checkin: day, adult: 2, child: 0, baby: 0 });
      expect(nights.ok && nights.data.nights.includes(entry.minLos)).toBe(true);

      const checkout = addDays(day, entry.minLos);
      const quote = await fetchQuoteRealtime({ weekendId: productId, locale: 'fr_FR', checkin: day, checkout, adult: 2, child: 0, baby: 0 }, now);
      expect(quote.status === 'quoted' ? quote.quote.sellPrice : quote).toBe(entry.amount);

      const made = await initCheckout({ locale: 'fr_FR', productId, offerId: productId, checkin: day, checkout, adult: 2, child: 0, baby: 0, voucherCode: voucher.code });
      expect(made.ok).toBe(true);
      if (!made.ok) return;
      const remaining = made.data.price.remainingAmountToPay;
      expect({ day, remaining }).toEqual({ day, remaining: remainingAmountToPay(entry.amount, voucher.value) });
      expect({ day, remaining }).toEqual({ day, remaining: status === 'included' ? 0 : supplementAmount(entry, voucher.value) });
      if (status === 'supplement') expect(remaining).toBeGreaterThan(0);
    }
    expect(statuses.has('included') || statuses.has('supplement')).toBe(true);
  });

  it('labels days on both sides of the voucher somewhere in the products picked', async () => {
    const statuses = new Set<string>();
    for (const pkg of products) {
      const prices = await fetchPackageCheckinPrices({ offerId: pkg.id, locale: 'fr_FR', month: months[0]!, length: 1, nights: 1, giftPrice: voucher.value });
      if (prices.ok) for (const entry of prices.data) statuses.add(giftDayStatus({ amount: entry.displayTotalPrice, minLos: entry.minLos }, voucher.value));
    }
    expect([...statuses].sort()).toEqual(['included', 'supplement']);
  });
});
