import { ApiError } from '../api-error';
import { countryOf } from '../content/common';
import type { Catalogue, CountryCode, LocaleCode } from '../catalogue/types';
import { boxByCode } from '../product/boxes';
import { offeredSubElements, shippingCostsOf, type ShippingKind } from '../product/gift';
import { NotFound, text } from '../product/http';
import { hotelOf, packageById } from '../product/stay';
import { giftVoucherWire } from '../product/weekend';
import type { CheckoutGiftWire, GiftFormat, GiftOrderType } from './wire';

/**
 * What a gift order costs (contract §7; part 2 §9 "Total gift price = sell price + shipping +
 * sub-elements + optional availability upsell"), priced from the simulator's own answers so that the
 * checkout can never disagree with the pages the buyer saw:
 * - a box: its sell price and value as the box detail answers them (boxByCode, mocks/product/boxes.ts);
 * - a gift stay: the weekend detail's giftVoucher (giftVoucherWire, mocks/product/weekend.ts) — the
 *   entry of giftNights, the bucket's price (sellPrices[bucket − 1]), extraUpsellAvailabilityAmount;
 * - its options: the sub-elements call's elements (offeredSubElements, mocks/product/gift.ts);
 * - a physical delivery: the shipping-costs table of the site's point of sale (shippingCostsOf),
 *   shippingCost + internationalShippingFee for the destination country.
 * Refusals: 404 NOT_FOUND (unknown box code or product), 409 GIFT_NOT_SOLD (not sold as asked), 409
 * FORMAT_NOT_SOLD (a format the gift has not), 400 INVALID_PARAMETER for two picks of one
 * single-selection category (one greeting card per gift).
 */

export type GiftAsked =
  | { type: 'BOX'; code: string; giftFormat: GiftFormat }
  | { type: 'SINGLEVOUCHER'; productId: number; giftFormat: GiftFormat; giftNights: number; bucket: 1 | 2 | 3; upsell: 'none' | 'availability'; subElements: number[] }
  | { type: 'GIFTCARD'; amount: number };

/** Validity (part 2 §2 box 1.5 years; §9 single voucher 12 months; a gift card: ours, 12 months) and who it is for. */
export const GIFT_VALIDITY_MONTHS: Readonly<Record<GiftOrderType, number>> = { BOX: 18, SINGLEVOUCHER: 12, GIFTCARD: 12 };
const GIFT_PEOPLE: Readonly<Record<GiftOrderType, number | null>> = { BOX: 2, SINGLEVOUCHER: 2, GIFTCARD: null };

export interface GiftPriceLines {
  sellPrice: number;
  shippingCost: number;
  subElementsPrice: number;
  availabilityUpsell: number;
}

export interface PricedGiftOrder {
  productId: number | null;
  label: string | null;
  hotel: { id: number; uri: string; label: string } | null;
  /** The gift as sold, before personalisation and delivery. */
  gift: Omit<CheckoutGiftWire, 'personalisation' | 'delivery'>;
  lines: GiftPriceLines;
}

const notSold = (message: string): never => {
  throw new ApiError(409, 'GIFT_NOT_SOLD', message);
};
const formatNotSold = (message: string): never => {
  throw new ApiError(409, 'FORMAT_NOT_SOLD', message);
};

const SHIPPING_KIND: Readonly<Record<GiftOrderType, ShippingKind | null>> = { BOX: 'boxes', SINGLEVOUCHER: 'single-voucher', GIFTCARD: null };

/**
 * Shipping of a gift to `country` (cents): 0 for a digital gift; physical, the shipping-costs table of
 * the site's point of sale for that country (the site's own country until an address is given).
 */
export function giftShippingCost(gift: Pick<CheckoutGiftWire, 'type' | 'giftFormat'>, locale: LocaleCode, country: CountryCode = countryOf(locale)): number {
  const kind = SHIPPING_KIND[gift.type];
  if (gift.giftFormat === 'digital' || kind === null) return 0;
  const cost = shippingCostsOf(kind, countryOf(locale))[country];
  return cost.shippingCost + cost.internationalShippingFee;
}

function baseGift(type: GiftOrderType, voucherValue: number): Omit<CheckoutGiftWire, 'personalisation' | 'delivery'> {
  return {
    type,
    giftFormat: 'digital',
    code: null,
    digitalCode: null,
    productId: null,
    giftNights: null,
    bucket: null,
    upsell: null,
    subElements: [],
    validityMonths: GIFT_VALIDITY_MONTHS[type],
    people: GIFT_PEOPLE[type],
    voucherValue,
  };
}

function priceBox(catalogue: Catalogue, asked: Extract<GiftAsked, { type: 'BOX' }>, locale: LocaleCode): PricedGiftOrder {
  const found = boxByCode(catalogue, asked.code);
  if (!found) throw new NotFound(`No box with code ${asked.code}`);
  const { box, physical } = found;
  if (physical !== (asked.giftFormat === 'physical')) formatNotSold(`${asked.code} is the ${physical ? 'physical' : 'digital'} box's code, not the ${asked.giftFormat} one`);
  // Part 2 §2: "The physical format block is hidden for region IT".
  if (physical && countryOf(locale) === 'IT') formatNotSold('No physical box is sold on the Italian site');
  const gift = { ...baseGift('BOX', box.value), giftFormat: asked.giftFormat, code: physical ? box.physicalCode : box.code, digitalCode: box.code };
  return {
    productId: null,
    label: text(box.title, locale),
    hotel: null,
    gift,
    lines: { sellPrice: box.sellPrice, shippingCost: giftShippingCost(gift, locale), subElementsPrice: 0, availabilityUpsell: 0 },
  };
}

const usablePrice = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The chosen sub-elements as the sub-elements call names and prices them. */
function chosenSubElements(ids: readonly number[], locale: LocaleCode): CheckoutGiftWire['subElements'] {
  const categories = offeredSubElements(locale);
  const chosen = ids.map((id) => {
    const category = categories.find((candidate) => candidate.elements.some((element) => element.id === id));
    if (!category) return notSold(`Sub-element ${id} is not on offer`);
    return { category, element: category.elements.find((element) => element.id === id)! };
  });
  for (const { category } of chosen) {
    if (category.category.singleSelection && chosen.filter((other) => other.category === category).length > 1) {
      throw new ApiError(400, 'INVALID_PARAMETER', `At most one sub-element of category ${category.category.id}`, { field: 'gift.subElements' });
    }
  }
  return chosen.map(({ element }) => ({ id: element.id, name: element.name, price: element.price }));
}

function priceGiftStay(catalogue: Catalogue, asked: Extract<GiftAsked, { type: 'SINGLEVOUCHER' }>, locale: LocaleCode): PricedGiftOrder {
  const pkg = packageById(catalogue, asked.productId);
  const hotel = hotelOf(catalogue, pkg);
  const voucher = giftVoucherWire(catalogue, pkg);
  if (voucher === null || !hotel.active) return notSold(`Stay ${pkg.id} is not sold as a gift`);
  const entry = voucher.priceList.find((candidate) => candidate.los === asked.giftNights);
  if (!entry) return notSold(`Stay ${pkg.id} is not sold as a gift of ${asked.giftNights} nights`);
  const bucketPrice = entry.sellPrices[asked.bucket - 1];
  // Bucket 1 is the stay's own price when the voucher has no price per bucket; 2 and 3 need theirs.
  const sellPrice = usablePrice(bucketPrice) ? bucketPrice : asked.bucket === 1 && usablePrice(entry.sellPrice) ? entry.sellPrice : notSold(`Stay ${pkg.id} has no price for bucket ${asked.bucket}`);
  if (asked.upsell === 'availability' && !usablePrice(entry.extraUpsellAvailabilityAmount)) notSold(`Stay ${pkg.id} offers no availability upsell`);
  if (asked.giftFormat === 'physical' && !voucher.physicalVersion) formatNotSold(`Stay ${pkg.id} has no physical version`);
  const availabilityUpsell = asked.upsell === 'availability' ? entry.extraUpsellAvailabilityAmount : 0;
  const subElements = chosenSubElements(asked.subElements, locale);
  const gift = {
    ...baseGift('SINGLEVOUCHER', sellPrice + availabilityUpsell),
    giftFormat: asked.giftFormat,
    productId: pkg.id,
    giftNights: asked.giftNights,
    bucket: asked.bucket,
    upsell: asked.upsell,
    subElements,
  };
  return {
    productId: pkg.id,
    label: text(pkg.label, locale),
    hotel: { id: hotel.id, uri: hotel.uri, label: hotel.label },
    gift,
    lines: {
      sellPrice,
      shippingCost: giftShippingCost(gift, locale),
      subElementsPrice: subElements.reduce((sum, element) => sum + element.price, 0),
      availabilityUpsell,
    },
  };
}

export function priceGiftOrder(catalogue: Catalogue, asked: GiftAsked, locale: LocaleCode): PricedGiftOrder {
  if (asked.type === 'BOX') return priceBox(catalogue, asked, locale);
  if (asked.type === 'SINGLEVOUCHER') return priceGiftStay(catalogue, asked, locale);
  return {
    productId: null,
    label: null,
    hotel: null,
    gift: baseGift('GIFTCARD', asked.amount),
    lines: { sellPrice: asked.amount, shippingCost: 0, subElementsPrice: 0, availabilityUpsell: 0 },
  };
}
