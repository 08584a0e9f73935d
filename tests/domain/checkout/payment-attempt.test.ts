import { paymentAttemptKey, unsettledAuthorisation } from '@/domain/checkout/payment-attempt';
import type { Payment } from '@/domain/model/payment';

const payment = (status: Payment['status'], overrides: Partial<Payment> = {}): Payment => ({
  id: `pay_${status}`,
  status,
  refusalReason: null,
  amount: 44_700,
  method: 'card',
  merchantReference: 'checkout-1',
  redirectUrl: 'http://psp.test/pay/1',
  ...overrides,
});

describe('paymentAttemptKey', () => {
  const base = { checkoutId: 'checkout-1', method: 'card' as const, amount: 44_700 };

  it('is the same for the same attempt: a double click, a reload or a second tab get one payment', () => {
    expect(paymentAttemptKey({ ...base, payments: [] })).toBe(paymentAttemptKey({ ...base, payments: [] }));
    // A payment still pending (the traveller came back from the provider's page) is the same attempt.
    expect(paymentAttemptKey({ ...base, payments: [payment('PENDING')] })).toBe(paymentAttemptKey({ ...base, payments: [] }));
  });

  it('moves on after an attempt that ended without money, so the next one is a new payment', () => {
    const first = paymentAttemptKey({ ...base, payments: [] });
    for (const ended of ['REFUSED', 'CANCELLED', 'VOIDED'] as const) {
      expect(paymentAttemptKey({ ...base, payments: [payment(ended)] })).not.toBe(first);
    }
    expect(paymentAttemptKey({ ...base, payments: [payment('REFUSED'), payment('CANCELLED')] })).toBe(`checkout:checkout-1:card:44700:attempt:2`);
  });

  it('differs for another method or another amount', () => {
    const key = paymentAttemptKey({ ...base, payments: [] });
    expect(paymentAttemptKey({ ...base, method: 'alma_3x', payments: [] })).not.toBe(key);
    expect(paymentAttemptKey({ ...base, amount: 39_700, payments: [] })).not.toBe(key);
  });
});

describe('unsettledAuthorisation', () => {
  it('finds an authorised or captured payment of this checkout', () => {
    expect(unsettledAuthorisation([payment('REFUSED'), payment('AUTHORISED')], 'checkout-1')?.status).toBe('AUTHORISED');
    expect(unsettledAuthorisation([payment('CAPTURED')], 'checkout-1')?.status).toBe('CAPTURED');
  });

  it('ignores pending, failed and released payments, and other checkouts’ payments', () => {
    expect(unsettledAuthorisation([payment('PENDING'), payment('REFUSED'), payment('VOIDED'), payment('REFUNDED')], 'checkout-1')).toBeNull();
    expect(unsettledAuthorisation([payment('AUTHORISED', { merchantReference: 'checkout-2' })], 'checkout-1')).toBeNull();
  });
});
