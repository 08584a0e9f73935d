import type { LocalTax } from '@/domain/model/hotel';
import { localTaxDisplay } from '@/domain/product/local-tax';

const tax = (overrides: Partial<LocalTax>): LocalTax => ({ type: 'PER_PERSON_PER_NIGHT', amount: 240, percentage: null, currency: 'EUR', toBePaidAtHotel: true, ...overrides });

describe('local tax (part 1 §3)', () => {
  it('shows a percentage of the booking for BOOKING_PERCENTAGE', () => {
    expect(localTaxDisplay(tax({ type: 'BOOKING_PERCENTAGE', amount: null, percentage: 7.5 }))).toEqual({ kind: 'percentage', percentage: 7.5, toBePaidAtHotel: true });
  });

  it('shows an amount per person per night otherwise', () => {
    expect(localTaxDisplay(tax({}))).toEqual({ kind: 'perPersonPerNight', amount: 240, currency: 'EUR', toBePaidAtHotel: true });
    expect(localTaxDisplay(tax({ type: 'SOMETHING_ELSE', amount: 100 }))).toMatchObject({ kind: 'perPersonPerNight', amount: 100 });
  });

  it('says whether the hotel collects it or the price includes it', () => {
    expect(localTaxDisplay(tax({ toBePaidAtHotel: false }))).toMatchObject({ toBePaidAtHotel: false });
    expect(localTaxDisplay(tax({ type: 'BOOKING_PERCENTAGE', percentage: 5, toBePaidAtHotel: false }))).toMatchObject({ kind: 'percentage', toBePaidAtHotel: false });
  });

  it('shows nothing without a tax or without its number', () => {
    expect(localTaxDisplay(null)).toBeNull();
    expect(localTaxDisplay(tax({ type: 'BOOKING_PERCENTAGE', percentage: null, amount: 240 }))).toBeNull();
    expect(localTaxDisplay(tax({ amount: null }))).toBeNull();
    expect(localTaxDisplay(tax({ amount: -1 }))).toBeNull();
  });

  it('shows a zero tax as zero', () => {
    expect(localTaxDisplay(tax({ amount: 0 }))).toMatchObject({ kind: 'perPersonPerNight', amount: 0 });
  });
});
