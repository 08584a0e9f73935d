import 'server-only';
import { boxDetailOrNull, fetchBoxDetail } from '@/api/box';
import { fetchBoxShippingCosts, fetchSingleVoucherShippingCosts } from '@/api/gift';
import { fetchWeekendDetail } from '@/api/product';
import type { GiftCheckout } from '@/domain/checkout/checkout-kind';
import { GIFT_SHIPPING_COUNTRIES } from '@/domain/gift/gift-delivery';
import { pointOfSale, type Locale } from '@/domain/model/locale';
import { giftShippingAmount } from '@/domain/product/gift-total';
import { href } from '@/routing/href';
import { giftCardBookingHref } from '../gift-booking/gift-card-link';
import { boxOf, productOf, type GiftBox, type GiftProduct } from '../gift-booking/load';
import { giftSetupHref } from '../gift-booking/gift-setup-href';

/**
 * What the booking step of a gift order shows beyond the checkout (contract §7): the box (image,
 * included content) or the gift stay (hotel, image) as the catalogue describes them, the shipping
 * cost of each country a parcel can go to, and the way back to the gift. A call that fails only
 * leaves its part out: the checkout's own label and price lines still show.
 */
export interface GiftStepData {
  box: GiftBox | null;
  product: GiftProduct | null;
  /** Physical gift: each shipping country's cost (cents), from the table the API prices with; null when unknown. */
  shippingCosts: Record<string, number> | null;
  /** The gift's page, to change it (its personalisation, format, options). */
  backHref: string;
}

/** The way back to a gift: the box page (its summary without a slug), the stay's gift setup, the gift card page. */
export function giftBackHref(locale: Locale, checkout: GiftCheckout, box: GiftBox | null): string {
  const { gift } = checkout;
  if (gift.type === 'BOX') {
    if (box?.pageHref) return href.box(locale, box.pageHref.slug, box.pageHref.code);
    return href.giftBooking(locale, { giftFormat: gift.giftFormat, code: gift.code ?? gift.digitalCode ?? '' });
  }
  if (gift.type === 'SINGLEVOUCHER' && gift.productId !== null) {
    const choice =
      gift.giftNights !== null && gift.bucket !== null
        ? { giftFormat: gift.giftFormat, giftNights: gift.giftNights, bucket: gift.bucket, upsell: gift.upsell ?? 'none', subElements: gift.subElements.map((element) => element.id) }
        : null;
    return giftSetupHref(locale, gift.productId, choice);
  }
  if (gift.type === 'GIFTCARD') return giftCardBookingHref(href.giftBooking(locale), gift.voucherValue);
  return href.home(locale);
}

export async function loadGiftStep(locale: Locale, checkout: GiftCheckout): Promise<GiftStepData> {
  const { gift } = checkout;
  const pos = pointOfSale(locale);
  const physical = gift.giftFormat === 'physical';
  const [boxResult, productResult, shippingResult] = await Promise.all([
    gift.type === 'BOX' && gift.code ? fetchBoxDetail({ code: gift.code, locale }) : null,
    gift.type === 'SINGLEVOUCHER' && gift.productId !== null ? fetchWeekendDetail({ id: gift.productId, locale }) : null,
    physical ? (gift.type === 'BOX' ? fetchBoxShippingCosts({ pos }) : fetchSingleVoucherShippingCosts({ pos })) : null,
  ]);
  const boxDetail = boxResult ? boxDetailOrNull(boxResult) : null;
  const box = boxDetail ? boxOf(boxDetail) : null;
  const product = productResult?.ok ? productOf(productResult.data) : null;
  let shippingCosts: Record<string, number> | null = null;
  if (shippingResult?.ok) {
    shippingCosts = {};
    for (const country of GIFT_SHIPPING_COUNTRIES) {
      const amount = giftShippingAmount('physical', shippingResult.data, country);
      if (amount !== null) shippingCosts[country] = amount;
    }
  }
  return { box, product, shippingCosts, backHref: giftBackHref(locale, checkout, box) };
}
