import type { Checkout } from '@/domain/model/checkout';

/** What a checkout buys, for the step's words: a stay (a change of dates is one too), an activity voucher or a gift. */
export type CheckoutSubject = 'stay' | 'activity' | 'gift';

export function checkoutSubject(checkout: Pick<Checkout, 'kind'>): CheckoutSubject {
  if (checkout.kind === 'GIFT') return 'gift';
  if (checkout.kind === 'ACTIVITY') return 'activity';
  return 'stay';
}
