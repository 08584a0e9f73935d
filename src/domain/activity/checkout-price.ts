import { checkoutPriceUpdate, type CheckoutPriceUpdate } from '../booking/checkout-requote';
import type { ActivityPrice } from '../model/activity';
import type { Checkout } from '../model/checkout';
import { activityPriceFor } from './price';

/**
 * The price check of an activity voucher checkout (never re-quoted: it has no stay). The voucher
 * page's own price rule (activityPriceFor) gives what the order costs now for its participant
 * count; when that is not the checkout's price, the price-update modal shows before any charge,
 * as for a stay. A voucher no longer sold (unknown, unpublished, or without a price for the
 * count) can no longer be bought. A failed read (`undefined`) decides nothing.
 */
export interface ActivityCheckoutCheck {
  priceUpdate: CheckoutPriceUpdate | null;
  noLongerBookable: boolean;
}

export function activityCheckoutCheck(
  checkout: Pick<Checkout, 'price' | 'activity'>,
  voucher: { published: boolean; prices: readonly ActivityPrice[] } | null | undefined,
): ActivityCheckoutCheck {
  if (voucher === undefined || checkout.activity === null) return { priceUpdate: null, noLongerBookable: false };
  const price = voucher !== null && voucher.published ? activityPriceFor(voucher.prices, checkout.activity.participants) : null;
  if (price === null) return { priceUpdate: null, noLongerBookable: true };
  return { priceUpdate: checkoutPriceUpdate(checkout.price, price.total), noLongerBookable: false };
}
