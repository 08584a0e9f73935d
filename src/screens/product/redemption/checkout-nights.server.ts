import 'server-only';
import { fail, ok, type ApiResult } from '@/api/core';
import { fetchPackageCheckinPrices, fetchPackageCheckoutNights } from '@/api/product';
import { offerNightsRange, offerTakesNights } from '@/domain/beneficiary/redemption-nights';
import { monthOf, nightsRangeOf, type IsoDay, type NightsRange } from '@/domain/calendar';
import { GIFT_PARTY } from '@/domain/gift/gift-party';
import type { Locale } from '@/domain/model/locale';

export interface RedemptionCheckoutNightsParams {
  locale: Locale;
  /** The product, whose own offer the redemption books (init-checkout's offerId). */
  productId: number;
  checkin: IsoDay;
  /** Cents: the voucher's value (the redeem call's giftPrice). */
  giftPrice: number;
  affiliateId: string;
}

/**
 * The checkout range of the redemption calendar for a check-in: the spec's checkout-nights call gives
 * the candidates (any offer of the product, two adults), and each candidate night count is kept when
 * the redeem check-in prices of the product's own offer, asked with those nights, list the check-in
 * (redemption-nights.ts). The candidates are asked at once (at most the calendar's longest stay). A
 * failed call fails the range: the calendar clears it silently (part 1 §8) and the quote still decides.
 */
export async function redemptionCheckoutNights(params: RedemptionCheckoutNightsParams): Promise<ApiResult<NightsRange | null>> {
  const { locale, productId, checkin } = params;
  const candidates = await fetchPackageCheckoutNights({ id: productId, locale, checkin, adult: GIFT_PARTY.adults, child: GIFT_PARTY.children, baby: GIFT_PARTY.babies });
  if (!candidates.ok) return fail(candidates.error);
  const range = candidates.data.range ?? nightsRangeOf(candidates.data.nights);
  if (range === null) return ok(null);
  const counts = Array.from({ length: range.max - range.min + 1 }, (_, index) => range.min + index);
  const answers = await Promise.all(
    counts.map((nights) =>
      fetchPackageCheckinPrices({ offerId: productId, locale, month: monthOf(checkin), length: 1, nights, giftPrice: params.giftPrice, affiliateId: params.affiliateId }),
    ),
  );
  const taken: number[] = [];
  for (const [index, answer] of answers.entries()) {
    if (!answer.ok) return fail(answer.error);
    if (offerTakesNights(answer.data, checkin, counts[index]!)) taken.push(counts[index]!);
  }
  return ok(offerNightsRange(taken));
}
