import { fetchInsuranceOffers } from '@/api/checkout';
import { fetchQuoteRealtime, isCheckinInThePast } from '@/api/product';
import { productQuoteSchema } from '@/bff/contracts/product-quote.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { addDays, daysBetween } from '@/domain/calendar';
import { serverNow } from '@/server/clock.server';

/**
 * The chosen offer's real-time quote, judged on the request's clock, with the stay's insurance
 * offers asked at the same time. A price error is an answer (200); only a failed quote call is the
 * upstream error (see the contract). Prices: never cached.
 */
export const GET = bffRoute(productQuoteSchema, { successCacheControl: NO_STORE }, async (query) => {
  const now = serverNow();
  const { productId: weekendId, locale, checkin, adult, child, baby, activitySelectionList, minisite } = query;
  const checkout = query.checkout ?? addDays(checkin, query.nights ?? 1);
  const [outcome, insurance] = await Promise.all([
    fetchQuoteRealtime({ weekendId, locale, checkin, checkout, adult, child, baby, activitySelectionList, minisite }, now),
    isCheckinInThePast(checkin, now) ? null : fetchInsuranceOffers({ weekendId, locale, checkin, nights: daysBetween(checkin, checkout), adult, child, baby }),
  ]);
  // An unknown product is the request's own fault (404), not a failing upstream (502).
  if (outcome.status === 'fetchError') return { ok: false, error: outcome.upstreamStatus === undefined ? undefined : { kind: 'http', status: outcome.upstreamStatus } };
  const insuranceOffers = outcome.status === 'quoted' && insurance?.ok ? insurance.data : [];
  return { ok: true, data: { ...outcome, insuranceOffers } };
});
