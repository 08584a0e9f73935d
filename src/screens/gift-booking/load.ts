import { boxDetailOrNull, fetchBoxDetail } from '@/api/box';
import { fetchBoxShippingCosts, fetchCustomSubElements, fetchSingleVoucherShippingCosts } from '@/api/gift';
import { priceBoxGift, type BoxGiftPrice } from '@/domain/gift/box-gift-price';
import type { BoxDetail } from '@/domain/model/box';
import { fetchWeekendDetail } from '@/api/product';
import type { CustomSubElement } from '@/domain/model/gift';
import { pointOfSale } from '@/domain/model/locale';
import type { ProductDetail } from '@/domain/model/product';
import { isSameChoice, priceGift, type GiftChoice, type PricedGift } from '@/domain/product/gift-price';
import { giftShippingAmount } from '@/domain/product/gift-total';
import type { RouteOf } from '@/routing';
import { getFeatures } from '@/settings/features';
import type { ScreenContext } from '../screen-module';
import { parseGiftBookingQuery, type GiftBookingQuery } from './query';

/** The product a gift is about, as the summary shows it. */
export interface GiftProduct {
  id: number;
  label: string;
  hotel: string;
  image: { url: string; alt: string } | null;
}

export type GiftBookingData =
  /** The gift priced again here, exactly as asked. */
  | { kind: 'summary'; product: GiftProduct; priced: PricedGift; subElements: CustomSubElement[] }
  /** The query is not a gift (garbage, or missing fields). */
  | { kind: 'invalid' }
  /** A box priced again here (sell price + shipping), exactly as asked. */
  | { kind: 'boxSummary'; box: GiftBox; price: Extract<BoxGiftPrice, { kind: 'priced' }>; code: string }
  /** A box that cannot be priced as asked: unknown, a call failed (unavailable) or not sold so (changed). */
  | { kind: 'boxNotPriced'; reason: 'unavailable' | 'changed'; box: GiftBox | null }
  /** A gift card of this amount (cents, within the card's bounds): digital, free delivery. */
  | { kind: 'giftcardSummary'; amount: number }
  /** Unknown or unpublished product, no voucher, or a call the price needs failed. */
  | { kind: 'unavailable'; product: GiftProduct | null; choice: GiftChoice | null }
  /** The priced gift differs from the asked one (physical no longer sold, an option withdrawn…). */
  | { kind: 'changed'; product: GiftProduct; choice: GiftChoice };

/** A box as its gift summary shows it. */
export interface GiftBox {
  title: string;
  includedContent: string[];
  image: { url: string; alt: string } | null;
  /** The digital box's code: its personalisation is saved under it. */
  digitalCode: string;
  /** The box page (to modify the gift), when the API gave its slug. */
  pageHref: { slug: string; code: string } | null;
}

export function boxOf(detail: BoxDetail): GiftBox {
  const url = detail.images.mainBySize['640_360'] ?? detail.images.main;
  const digitalCode = detail.digitalCode ?? detail.code;
  return {
    title: detail.title,
    includedContent: detail.includedContent,
    image: url ? { url, alt: detail.title } : null,
    digitalCode,
    pageHref: detail.slug ? { slug: detail.slug, code: digitalCode } : null,
  };
}

/**
 * A box (part 2 §9): the box detail of the code and, for physical, the box shipping costs, asked
 * together; priceBoxGift decides. An unknown code is a message page (200), never a 404.
 */
async function loadBox(route: RouteOf<'gift-booking'>, query: Extract<GiftBookingQuery, { kind: 'box' }>): Promise<GiftBookingData> {
  const { locale } = route;
  const physicalGiftEnabled = getFeatures().physicalGift;
  const pos = pointOfSale(locale);
  const [detailResult, shippingResult] = await Promise.all([
    fetchBoxDetail({ code: query.code, locale }),
    query.giftFormat === 'physical' && physicalGiftEnabled ? fetchBoxShippingCosts({ pos }) : null,
  ]);
  const detail = boxDetailOrNull(detailResult);
  const price = priceBoxGift({
    giftFormat: query.giftFormat,
    code: query.code,
    detail,
    pointOfSale: pos,
    physicalGiftEnabled,
    shippingCosts: shippingResult === null ? null : shippingResult.ok ? shippingResult.data : 'failed',
  });
  const box = detail ? boxOf(detail) : null;
  if (price.kind === 'priced' && box) return { kind: 'boxSummary', box, price, code: query.code };
  return { kind: 'boxNotPriced', reason: price.kind === 'changed' ? 'changed' : 'unavailable', box };
}

export function productOf(detail: ProductDetail): GiftProduct {
  const image = detail.images[0];
  return {
    id: detail.id,
    label: detail.label,
    hotel: detail.hotel.label,
    image: image ? { url: image.sizes['640_360'] ?? image.url, alt: image.alt || detail.label } : null,
  };
}

/**
 * The gift summary (part 2 §9): re-priced on the server from the product's voucher, the shipping
 * costs and the sub-elements, never from a total in the URL. Only the calls the choice needs are
 * made; one that fails makes the gift unpriceable, shown as a message (the page is a 200: the
 * address is the buyer's own link, and it may work again in a moment).
 */
export async function load(route: RouteOf<'gift-booking'>, context: ScreenContext): Promise<GiftBookingData> {
  const query = parseGiftBookingQuery(context.searchParams);
  if (query.kind === 'invalid') return { kind: 'invalid' };
  if (query.kind === 'box') return loadBox(route, query);
  if (query.kind === 'giftcard') return { kind: 'giftcardSummary', amount: query.amount };
  const { locale } = route;
  const { choice } = query;
  const physicalEnabled = getFeatures().physicalGift;
  const [detailResult, shippingResult, subElementsResult] = await Promise.all([
    fetchWeekendDetail({ id: query.productId, locale }),
    choice.giftFormat === 'physical' && physicalEnabled ? fetchSingleVoucherShippingCosts({ pos: pointOfSale(locale) }) : null,
    choice.subElements.length > 0 ? fetchCustomSubElements({ locale }) : null,
  ]);
  const detail = detailResult.ok && detailResult.data.published ? detailResult.data : null;
  if (detail === null || detail.giftVoucher === null) return { kind: 'unavailable', product: detail ? productOf(detail) : null, choice: detail ? choice : null };
  const product = productOf(detail);
  if ((shippingResult !== null && !shippingResult.ok) || (subElementsResult !== null && !subElementsResult.ok)) return { kind: 'unavailable', product, choice };
  const physicalShipping = shippingResult?.ok ? giftShippingAmount('physical', shippingResult.data, pointOfSale(locale)) : null;
  const categories = subElementsResult?.ok ? subElementsResult.data : [];
  const priced = priceGift({
    voucher: detail.giftVoucher,
    choice,
    physicalAvailable: detail.giftVoucher.hasPhysicalVersion && physicalEnabled && physicalShipping !== null,
    physicalShipping,
    categories,
  });
  if (priced === null) return { kind: 'unavailable', product, choice };
  if (!isSameChoice(choice, priced.choice)) return { kind: 'changed', product, choice };
  const chosen = new Set(priced.choice.subElements);
  const subElements = categories.flatMap((category) => category.elements.filter((element) => chosen.has(element.id)));
  return { kind: 'summary', product, priced, subElements };
}
