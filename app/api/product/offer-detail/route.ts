import { fetchOfferDetail } from '@/api/product/calls';
import { offerDetailSchema } from '@/bff/contracts/offer-detail.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { offerDetailAnswerOf } from './offer-detail-answer';

/**
 * The hotel page's offer detail for the visitor's stay and guests. With dates the price is the
 * stay's: never cached (the same header without dates keeps the route simple; the API call itself
 * is cached by fetchOfferDetail when dateless). An upstream failure or unknown offer answers 502.
 */
export const GET = bffRoute(offerDetailSchema, { successCacheControl: NO_STORE }, async (query) => {
  const result = await fetchOfferDetail({
    offerId: query.offerId,
    locale: query.locale,
    checkin: query.checkin,
    nights: query.nights,
    adult: query.adult,
    child: query.child,
    baby: query.baby,
  });
  if (!result.ok) return result;
  return { ok: true, data: offerDetailAnswerOf(result.data) };
});
