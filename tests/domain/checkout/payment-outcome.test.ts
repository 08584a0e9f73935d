import { paymentOutcome } from '@/domain/checkout/payment-outcome';
import { parsePaymentNotice } from '@/domain/checkout/payment-notice';

describe('paymentOutcome', () => {
  it.each([
    ['AUTHORISED', null, 'authorised'],
    ['CAPTURED', null, 'authorised'],
    ['PENDING', null, 'pending'],
    ['REFUSED', 'REFUSED', 'refused'],
    ['REFUSED', 'AUTHENTICATION_FAILED', 'authentication-failed'],
    ['CANCELLED', 'CANCELLED_BY_SHOPPER', 'cancelled'],
    ['VOIDED', null, 'voided'],
    ['REFUNDED', null, 'voided'],
  ] as const)('%s (%s) → %s', (status, refusalReason, outcome) => {
    expect(paymentOutcome({ status, refusalReason })).toBe(outcome);
  });
});

describe('parsePaymentNotice', () => {
  it('reads the notices our redirects write and nothing else', () => {
    expect(parsePaymentNotice('refused')).toBe('refused');
    expect(parsePaymentNotice('booking-failed')).toBe('booking-failed');
    expect(parsePaymentNotice('<script>')).toBeNull();
    expect(parsePaymentNotice(['refused'])).toBeNull();
    expect(parsePaymentNotice(undefined)).toBeNull();
  });
});
