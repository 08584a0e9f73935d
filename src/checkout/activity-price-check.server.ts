import 'server-only';
import { fetchActivityOnlyDetail } from '@/api/activity';
import { activityCheckoutCheck, type ActivityCheckoutCheck } from '@/domain/activity/checkout-price';
import type { ActivityCheckout } from '@/domain/checkout/checkout-kind';

/**
 * An activity voucher checkout's price check against the voucher's prices as the API gives them
 * now (the voucher page's call): the booking step and the payment step (and so the start of a
 * payment) decide from it. An unknown voucher (404) is no longer sold; any other failure decides nothing.
 */
export async function activityPriceCheck(checkout: ActivityCheckout): Promise<ActivityCheckoutCheck> {
  const detail = await fetchActivityOnlyDetail({ id: checkout.activity.productId, locale: checkout.locale });
  if (detail.ok) return activityCheckoutCheck(checkout, detail.data);
  const unknown = detail.error.kind === 'http' && detail.error.status === 404;
  return activityCheckoutCheck(checkout, unknown ? null : undefined);
}
