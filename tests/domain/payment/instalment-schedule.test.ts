import type { PaymentMethod } from '@/domain/model/gift';
import { instalmentSchedule } from '@/domain/payment/instalment-schedule';

/** Alma's schedule as the eligibility call gives it (part 2 §9): the first instalment carries the fee. */
const method = (overrides: Partial<PaymentMethod>): PaymentMethod => ({ type: '3x', eligible: true, paymentFee: 0, installments: [], ...overrides });

describe('instalment schedule (part 2 §9)', () => {
  it('447 € in 3x: 155,71 € today (its 6,71 € fee inside), then 149 € and 149 € a month apart', () => {
    const schedule = instalmentSchedule(
      method({
        paymentFee: 671,
        installments: [
          { date: '2026-11-24', amount: 15571 },
          { date: '2026-12-24', amount: 14900 },
          { date: '2027-01-24', amount: 14900 },
        ],
      }),
    );
    expect(schedule).toEqual({
      payments: [
        { date: '2026-11-24', amount: 15571, fee: 671 },
        { date: '2026-12-24', amount: 14900, fee: 0 },
        { date: '2027-01-24', amount: 14900, fee: 0 },
      ],
      total: 45371,
      fee: 671,
    });
  });

  it('4x: four payments; the total is their sum (price + fee), not four times the first', () => {
    const schedule = instalmentSchedule(
      method({
        type: '4x',
        paymentFee: 1000,
        installments: [
          { date: '2026-11-24', amount: 13500 },
          { date: '2026-12-24', amount: 12500 },
          { date: '2027-01-24', amount: 12500 },
          { date: '2027-02-24', amount: 12500 },
        ],
      }),
    );
    expect(schedule?.payments.map((payment) => payment.amount)).toEqual([13500, 12500, 12500, 12500]);
    expect(schedule?.total).toBe(51000);
    expect(schedule?.fee).toBe(1000);
  });

  it('the fee goes with the earliest payment, whatever order the answer lists them in', () => {
    const schedule = instalmentSchedule(
      method({
        paymentFee: 300,
        installments: [
          { date: '2027-01-24', amount: 10000 },
          { date: '2026-11-24', amount: 10300 },
          { date: '2026-12-24', amount: 10000 },
        ],
      }),
    );
    expect(schedule?.payments).toEqual([
      { date: '2026-11-24', amount: 10300, fee: 300 },
      { date: '2026-12-24', amount: 10000, fee: 0 },
      { date: '2027-01-24', amount: 10000, fee: 0 },
    ]);
  });

  it('pay later: one payment on the deferred date, no fee', () => {
    expect(instalmentSchedule(method({ type: 'later', installments: [{ date: '2026-12-16', amount: 44700 }] }))).toEqual({
      payments: [{ date: '2026-12-16', amount: 44700, fee: 0 }],
      total: 44700,
      fee: 0,
    });
  });

  it('nothing to show: not eligible, no instalments, amounts not in whole cents, or a fee the first payment cannot carry', () => {
    const installments = [{ date: '2026-11-24', amount: 10000 }];
    expect(instalmentSchedule(method({ eligible: false, installments }))).toBeNull();
    expect(instalmentSchedule(method({ installments: [] }))).toBeNull();
    expect(instalmentSchedule(method({ installments: [{ date: '2026-11-24', amount: 100.5 }] }))).toBeNull();
    expect(instalmentSchedule(method({ installments: [{ date: '2026-11-24', amount: -1 }] }))).toBeNull();
    expect(instalmentSchedule(method({ paymentFee: 10001, installments }))).toBeNull();
  });
});
