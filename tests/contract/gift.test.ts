import { getCatalogue } from '../../mocks/catalogue';
import { addFaultRule } from '../../mocks/faults';
import {
  eligibleInstalments,
  fetchBoxShippingCosts,
  fetchCustomSubElements,
  fetchPaymentEligibility,
  fetchSingleVoucherShippingCosts,
  isFourTimesEligible,
  isPayLaterEligible,
  isPhysicalFormatAvailable,
  isThreeTimesEligible,
} from '@/api/gift';

/** Gift and payment extras against the in-process simulator, and their pure rules. */
const today = getCatalogue().today;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('gift calls', () => {
  it('fetchPaymentEligibility applies the instalment rules to the amount and arrival', async () => {
    const far = await fetchPaymentEligibility({ amount: 30_000, checkinDate: addDays(today, 30), pointOfSale: 'FR' });
    expect(far.ok).toBe(true);
    if (!far.ok) return;
    expect(far.data.filter((method) => method.eligible).map((method) => method.type).sort()).toEqual(['3x', '4x', 'later']);
    const threeTimes = far.data.find((method) => method.type === '3x');
    expect(threeTimes?.installments).toHaveLength(3);
    expect(threeTimes?.installments.reduce((sum, item) => sum + item.amount, 0)).toBe(30_000 + (threeTimes?.paymentFee ?? 0));

    const soon = await fetchPaymentEligibility({ amount: 22_000, checkinDate: addDays(today, 6), pointOfSale: 'ES' });
    expect(soon.ok && soon.data.filter((method) => method.eligible).map((method) => method.type)).toEqual(['later']);
  });

  it('fetchCustomSubElements lists categories with their elements', async () => {
    const result = await fetchCustomSubElements({ locale: 'nl_BE' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.length).toBeGreaterThan(0);
    for (const category of result.data) {
      expect(Object.keys(category.names).length).toBeGreaterThan(0);
      expect(category.elements.length).toBeGreaterThan(0);
      for (const element of category.elements) {
        expect(element.categoryId).toBe(category.id);
        expect(Number.isInteger(element.price) && element.price >= 0).toBe(true);
      }
    }
  });

  it('fetchSingleVoucherShippingCosts gives a cost per country', async () => {
    const result = await fetchSingleVoucherShippingCosts({ pos: 'BE' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.data).sort()).toEqual(['BE', 'ES', 'FR', 'IT', 'NL']);
    expect(result.data.BE?.internationalShippingFee).toBe(0);
    expect(result.data.FR?.internationalShippingFee).toBeGreaterThan(0);
  });

  it('fetchBoxShippingCosts gives a cost per country', async () => {
    const result = await fetchBoxShippingCosts({ pos: 'FR' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Number.isInteger(result.data.FR?.shippingCost)).toBe(true);
    expect(result.data.FR?.internationalShippingFee).toBe(0);
  });
});

describe('gift rules', () => {
  const case_ = (amount: number, daysAhead: number) => ({ amount, checkinDate: addDays('2026-03-02', daysAhead), today: '2026-03-02' });

  it('pay later needs arrival at least 5 days away', () => {
    expect(isPayLaterEligible(case_(100, 5))).toBe(true);
    expect(isPayLaterEligible(case_(100, 4))).toBe(false);
  });

  it('3x needs 7 days and 200 to 2000 euros', () => {
    expect(isThreeTimesEligible(case_(20_000, 7))).toBe(true);
    expect(isThreeTimesEligible(case_(200_000, 7))).toBe(true);
    expect(isThreeTimesEligible(case_(19_999, 7))).toBe(false);
    expect(isThreeTimesEligible(case_(200_001, 7))).toBe(false);
    expect(isThreeTimesEligible(case_(50_000, 6))).toBe(false);
  });

  it('4x needs 7 days and 250 to 2000 euros', () => {
    expect(isFourTimesEligible(case_(25_000, 7))).toBe(true);
    expect(isFourTimesEligible(case_(24_999, 30))).toBe(false);
    expect(isFourTimesEligible(case_(200_001, 30))).toBe(false);
    expect(isFourTimesEligible(case_(50_000, 6))).toBe(false);
    expect(eligibleInstalments(case_(22_000, 10))).toEqual(['3x', 'later']);
    expect(eligibleInstalments(case_(22_000, 2))).toEqual([]);
  });

  it('disables the physical format when the shipping-cost call fails, the flag is off or no physical version exists', async () => {
    const good = await fetchBoxShippingCosts({ pos: 'FR' });
    expect(isPhysicalFormatAvailable({ hasPhysicalVersion: true, physicalGiftEnabled: true, shippingCosts: good })).toBe(true);
    expect(isPhysicalFormatAvailable({ hasPhysicalVersion: false, physicalGiftEnabled: true, shippingCosts: good })).toBe(false);
    expect(isPhysicalFormatAvailable({ hasPhysicalVersion: true, physicalGiftEnabled: false, shippingCosts: good })).toBe(false);
    addFaultRule({ path: '/boxes/shipping-costs', fault: { kind: 'status', status: 502 } });
    const failed = await fetchBoxShippingCosts({ pos: 'FR' });
    expect(failed.ok).toBe(false);
    expect(isPhysicalFormatAvailable({ hasPhysicalVersion: true, physicalGiftEnabled: true, shippingCosts: failed })).toBe(false);
  });
});
